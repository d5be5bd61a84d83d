import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useGetPostQuery } from '../blog.api';
import { ArticleHtml } from './article-html';
import { CommentsSection, type Viewer } from './comments-section';
import { PATHS, editPostPath } from '../../../lib/paths';

/** `/blog/:id` (id or slug): the article, its cover and its comments. */
export function PostScreen({ viewer }: { viewer: Viewer }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { data: post, error, isLoading, refetch } = useGetPostQuery(id);
  usePageMeta(post?.title ?? t('pageMeta.blog.title'), post?.excerpt ?? t('pageMeta.blog.description'));

  const back = (
    <Button component={RouterLink} to={PATHS.blog} sx={{ mb: 2 }}>
      ← {t('blog.back')}
    </Button>
  );
  if (isLoading) return <LoadingRow label={t('blog.loadingPost')} />;
  if (error || !post) {
    const isMissing =
      typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return (
      <Box sx={{ py: 3 }}>
        {back}
        {isMissing ? (
          <Alert severity="info">{t('blog.notFound')}</Alert>
        ) : (
          <LoadError message={describeError(error)} onRetry={() => void refetch()} />
        )}
      </Box>
    );
  }

  return (
    <Box component="article" sx={{ py: 3, maxWidth: 760, mx: 'auto' }}>
      {back}
      {post.cover && (
        <Box
          component="img"
          src={post.cover.url}
          alt={t('blog.coverAlt', { title: post.title })}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 3 }}
        />
      )}
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography color="text.secondary">
          {[
            formatDate(post.publishedAt ?? post.createdAt, language),
            post.authorName && t('blog.by', { name: post.authorName }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {!post.published && <Chip size="small" label={t('blog.draft')} />}
        {viewer.isAdmin && (
          <Button component={RouterLink} to={editPostPath(post._id)} size="small" variant="outlined">
            {t('blog.edit')}
          </Button>
        )}
      </Stack>
      <ArticleHtml html={post.html} />
      {post.published && <CommentsSection postId={post._id} comments={post.comments} viewer={viewer} />}
    </Box>
  );
}
