import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PATHS } from '../../../lib/paths';

const VALUES = ['value1', 'value2', 'value3'] as const;

export function AboutScreen() {
  const { t } = useTranslation();
  usePageMeta(t('pageMeta.about.title'), t('pageMeta.about.description'));
  return (
    <Box component="article" sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('about.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('about.body1')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('about.body2')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('about.body3')}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('about.missionTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('about.mission')}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('about.valuesTitle')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 3 }}>
        {VALUES.map((key) => (
          <Typography component="li" key={key} sx={{ mb: 1 }}>
            {t(`about.${key}`)}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={PATHS.blog} variant="outlined">
          {t('about.blogLink')}
        </Button>
        <Button component={RouterLink} to={PATHS.contact} variant="outlined">
          {t('about.contactLink')}
        </Button>
      </Stack>
    </Box>
  );
}
