import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useListPostsQuery, type PostStatusFilter } from '../blog.api';
import { PostCard } from './post-card';
import { PATHS } from '../../../lib/paths';

const PAGE_SIZE = 9;
const FILTERS: PostStatusFilter[] = ['all', 'published', 'draft'];

/** `/blog`: published posts for everyone; admin also sees drafts and can start a new post. */
export function BlogListScreen({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  usePageMeta(t('pageMeta.blog.title'), t('pageMeta.blog.description'));
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<PostStatusFilter>(isAdmin ? 'all' : 'published');
  const status = isAdmin ? filter : 'published';
  const { data, error, isLoading, isFetching, refetch } = useListPostsQuery({
    page,
    limit: PAGE_SIZE,
    status,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Box component="section" sx={{ py: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('blog.title')}</Typography>
          <Typography color="text.secondary">{t('blog.subtitle')}</Typography>
        </Box>
        {isAdmin && (
          <Button component={RouterLink} to={PATHS.newPost} variant="contained">
            {t('blog.newPost')}
          </Button>
        )}
      </Stack>
      {isAdmin && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={t('blog.filter.label')}
          onChange={(_event, value: PostStatusFilter | null) => {
            if (value) {
              setFilter(value);
              setPage(1);
            }
          }}
          sx={{ mb: 2 }}
        >
          {FILTERS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`blog.filter.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {isLoading ? (
        <LoadingRow label={t('blog.loading')} />
      ) : error ? (
        <LoadError message={describeError(error)} onRetry={() => void refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('blog.empty')}>{t('blog.emptyBody')}</EmptyState>
      ) : (
        <>
          <Grid container spacing={2} sx={{ opacity: isFetching ? 0.6 : 1 }}>
            {data.items.map((post) => (
              <Grid key={post._id} size={{ xs: 12, sm: 6, md: 4 }}>
                <PostCard post={post} showStatus={isAdmin} />
              </Grid>
            ))}
          </Grid>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_event, value) => setPage(value)}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </Box>
  );
}
