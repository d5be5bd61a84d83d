import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function AboutScreen() {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('about.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('about.body1')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('about.body2')}</Typography>
      <Typography>{t('about.body3')}</Typography>
    </Box>
  );
}
