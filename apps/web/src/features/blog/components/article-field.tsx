import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { usePreviewArticleMutation } from '../blog.api';
import { ArticleHtml } from './article-html';

export type EditorTab = 'write' | 'preview';

/**
 * The article in the post editor: written as text in one tab, previewed in the other as the
 * server renders and sanitises it (docs/product.md, "Blog"), so what is previewed is what is published.
 */
export function ArticleField({
  value,
  onChange,
  error,
  tab,
  onTab,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [renderPreview, preview] = usePreviewArticleMutation();
  const showTab = (next: EditorTab) => {
    onTab(next);
    if (next === 'preview' && value.trim() !== '') void renderPreview(value);
  };
  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_event, next: EditorTab) => showTab(next)}
        aria-label={t('blog.editor.article')}
      >
        <Tab value="write" label={t('blog.editor.write')} />
        <Tab value="preview" label={t('blog.editor.preview')} />
      </Tabs>
      <Box sx={{ p: 2 }}>
        {tab === 'write' ? (
          <TextField
            label={t('blog.editor.article')}
            value={value}
            onChange={onChange}
            error={Boolean(error)}
            helperText={error ?? t('blog.editor.articleHint')}
            required
            multiline
            minRows={12}
            fullWidth
            slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
          />
        ) : (
          <Box role="region" aria-label={t('blog.editor.preview')} aria-busy={preview.isLoading}>
            {value.trim() === '' ? (
              <Typography color="text.secondary">{t('blog.editor.previewEmpty')}</Typography>
            ) : preview.isLoading ? (
              <LoadingRow label={t('blog.editor.previewLoading')} />
            ) : preview.isError ? (
              <LoadError message={describeError(preview.error)} onRetry={() => void renderPreview(value)} />
            ) : (
              <ArticleHtml html={preview.data?.html ?? ''} />
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
