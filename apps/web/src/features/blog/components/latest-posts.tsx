import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../../components/link-component';
import { useListPostsQuery } from '../blog.api';
import { PostCard } from './post-card';
import { PATHS } from '../../../lib/paths';

const LATEST_COUNT = 3;

/**
 * The newest published posts on the landing page. A teaser, not a list: while loading, when
 * empty or when the blog cannot be reached it takes no room, so the page never waits on it.
 */
export function LatestPosts({ linkComponent }: { linkComponent: LinkComponent }) {
  const { t } = useTranslation();
  const { data } = useListPostsQuery({ page: 1, limit: LATEST_COUNT });
  if (!data || data.items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="latest-posts-title" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id="latest-posts-title" variant="h2">
          {t('home.latestTitle')}
        </Typography>
        <Button component={linkComponent} to={PATHS.blog}>
          {t('home.allPosts')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {data.items.map((post) => (
          <Grid key={post._id} size={{ xs: 12, sm: 6, md: 4 }}>
            <PostCard post={post} linkComponent={linkComponent} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
