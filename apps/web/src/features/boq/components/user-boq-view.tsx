import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A client's issued BOQ and shopping list; a frame until the BOQ feature arrives. */
export function UserBoqView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('boq.userTitle')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('boq.userNotYet')}
      </Alert>
      <Button variant="outlined" onClick={onBack}>
        {t('boq.backToPlans')}
      </Button>
    </Box>
  );
}
