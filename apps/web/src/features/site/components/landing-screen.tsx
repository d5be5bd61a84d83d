import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a visitor who is not signed in sees at `/`. */
export function LandingScreen() {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 8 }, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 3 }}>
        {t('landing.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.2rem', mb: 2 }}>{t('landing.sentence1')}</Typography>
      <Typography sx={{ fontSize: '1.2rem', mb: 4 }}>{t('landing.sentence2')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/register" variant="contained" size="large">
          {t('landing.getStarted')}
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          {t('landing.haveAccount')}
        </Button>
      </Stack>
    </Box>
  );
}
