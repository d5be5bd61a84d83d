import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import { useTranslation } from 'react-i18next';

interface BoqViewProps {
  onBack?: () => void;
  /** Price setters and admin: the way to the catalogue, where rates are set. */
  showCatalogueLink?: boolean;
}

/**
 * The BOQ workspace of BOQ staff, price setters and admin. Only its frame exists yet: the trade
 * sheets and calculators arrive with the BOQ feature, and this screen says so.
 */
export function BoqView({ onBack, showCatalogueLink = false }: BoqViewProps) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('boq.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('boq.notYet')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {showCatalogueLink && (
          <Button
            component={RouterLink}
            to="/catalogue"
            variant="contained"
            size="large"
            startIcon={<PriceChangeOutlinedIcon />}
          >
            {t('catalogue.open')}
          </Button>
        )}
        {onBack && (
          <Button variant="outlined" onClick={onBack}>
            {t('boq.backToDashboard')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
