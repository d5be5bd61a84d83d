import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
