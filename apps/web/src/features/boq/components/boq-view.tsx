import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The BOQ workspace of BOQ staff, price setters and admin. Only its frame exists yet: the trade
 * sheets and calculators arrive with the BOQ feature, and this screen says so.
 */
export function BoqView({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('boq.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('boq.notYet')}
      </Alert>
      {onBack && (
        <Button variant="outlined" onClick={onBack}>
          {t('boq.backToDashboard')}
        </Button>
      )}
    </Box>
  );
}
