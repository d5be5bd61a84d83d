import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown → HTML. Raw HTML written into the Markdown is shown as text, never parsed: an article
 * is Markdown only. The sanitiser below is the real guard; this keeps honest input readable.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: (token) =>
      token.type === 'html' && token.block ? `<p>${escapeHtml(token.text)}</p>` : escapeHtml(token.text),
  },
});

/**
 * What may survive into the page: structure, emphasis, links to http(s)/mailto/tel and images
 * over http(s) or from our own paths. No script, style, iframe, form or event handler; no
 * `style`/`class` attributes (no style injection); every link opens safely.
 */
const SANITISE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is code or markup, never content worth keeping.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
  parser: { lowerCaseAttributeNames: true },
};

// The transform adds rel/target after the allow-list check; let them through.
SANITISE_OPTIONS.allowedAttributes = {
  ...(SANITISE_OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel', 'target'],
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, SANITISE_OPTIONS);
}

/** An article's Markdown as HTML that is safe to insert into a page. */
export function renderArticle(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown) as string);
}

const BLOCK_END = /<\/(?:h[1-6]|p|li|td|th|blockquote|pre)>/g;
const BLOCK_BREAK = '\u2029';

/**
 * The article's opening words as plain text, for lists and meta descriptions. Blocks (headings,
 * paragraphs, list items) become sentences, so a heading does not run into the text after it.
 */
export function excerptOf(markdown: string, maxLength: number): string {
  const html = (marked.parse(markdown) as string).replace(BLOCK_END, (tag) => `${tag}${BLOCK_BREAK}`);
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split(BLOCK_BREAK)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
    .map((block) => (/[.!?:;…]$/.test(block) ? block : `${block}.`))
    .join(' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
