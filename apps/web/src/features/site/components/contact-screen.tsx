import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ContactScreen() {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('contact.body1')}</Typography>
      <Typography>{t('contact.body2')}</Typography>
    </Box>
  );
}
