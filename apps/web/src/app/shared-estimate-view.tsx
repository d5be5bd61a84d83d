import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { LoadingRow } from '../components/load-states';
import { useLanguage } from '../lib/use-language';
import { houseToFormValues, writeEstimateDraft } from '../features/estimates/estimate-draft';
import { PricedHouse } from '../features/estimates/components/priced-house';
import { useGetSharedEstimateQuery } from '../features/estimates/saved-estimates.api';
import { PATHS } from '../lib/paths';

/**
 * An estimate someone shared (`/estimate/shared/<token>`): read-only, no sign-in, nothing about
 * who saved it. The house is priced here with today's catalogue; the reader may print it, or take
 * it into their own estimate to change it.
 */
export function SharedEstimateView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const { data, isError } = useGetSharedEstimateQuery(token);

  const makeOwn = () => {
    if (!data) return;
    writeEstimateDraft({ values: houseToFormValues(data.house), pending: false });
    void navigate(PATHS.estimate);
  };

  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {data ? data.name : t('estimate.title')}
      </Typography>
      {isError ? (
        <Alert severity="warning">{t('estimate.keep.sharedNotFound')}</Alert>
      ) : !data ? (
        <LoadingRow label={t('estimate.keep.sharedLoading')} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="info">{t('estimate.keep.sharedNote')}</Alert>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="no-print">
            <Button variant="contained" onClick={makeOwn}>
              {t('estimate.keep.makeOwn')}
            </Button>
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {t('estimate.keep.print')}
            </Button>
          </Stack>
          <PricedHouse house={data.house} language={language} />
        </Stack>
      )}
      <Box sx={{ mt: 3 }} className="no-print">
        <Button component={RouterLink} to={PATHS.register} variant="outlined">
          {t('clientBoq.shared.cta')}
        </Button>
      </Box>
    </Box>
  );
}
