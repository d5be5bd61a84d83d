import { Link as RouterLink } from 'react-router';
import type { PostSummary } from '@kadirio/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../../components/link-component';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { postPath } from '../../../lib/paths';

/** One post in a list: cover, title, date and the opening words, all one link to the post. */
export function PostCard({
  post,
  showStatus = false,
  linkComponent = RouterLink,
}: {
  post: PostSummary;
  showStatus?: boolean;
  /** React Router's Link, unless the landing page shows the card before the router has loaded. */
  linkComponent?: LinkComponent;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(post.publishedAt ?? post.createdAt, language);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={linkComponent}
        to={postPath(post.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {post.cover && (
          <CardMedia
            component="img"
            image={post.cover.url}
            alt={t('blog.coverAlt', { title: post.title })}
            loading="lazy"
            sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {date}
            </Typography>
            {showStatus && (
              <Chip
                size="small"
                label={post.published ? t('blog.published') : t('blog.draft')}
                color={post.published ? 'success' : 'default'}
              />
            )}
          </Stack>
          <Typography component="h3" variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {post.title}
          </Typography>
          <Typography color="text.secondary">{post.excerpt}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
