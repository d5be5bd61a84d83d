import Box from '@mui/material/Box';

/**
 * An article's HTML as the server rendered it. The server's renderer escapes raw HTML and its
 * allow-list sanitiser removes scripts, event handlers, styles and unsafe links, so this is the
 * one place the app inserts HTML, and only HTML that came through that pipeline.
 */
export function ArticleHtml({ html }: { html: string }) {
  return (
    <Box
      className="article"
      sx={{
        fontSize: '1.1rem',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { lineHeight: 1.25, mt: 3, mb: 1 },
        '& h1': { fontSize: '1.8rem' },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.25rem' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& pre': { overflowX: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.95em' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
