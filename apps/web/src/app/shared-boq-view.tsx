import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isTradeId } from '@kadirio/domain';
import { LoadingRow } from '../components/load-states';
import { useLanguage } from '../lib/use-language';
import { useGetSharedBoqQuery } from '../features/boq/client-boq.api';
import { REVISION_TABS, RevisionView, type RevisionTab } from '../features/boq/components/revision-view';
import { StageBudget } from '../features/boq/components/stage-budget';
import { billPlacePath, PATHS, sharedBillPath } from '../lib/paths';

const NO_STAGES_DONE = new Set<never>();

/**
 * A bill someone shared (`/shared/<token>`): read-only, no sign-in, no names or phone numbers —
 * the server answers none. Each part has its address under the link, as the owner's view does.
 */
export function SharedBoqView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const token = params.token ?? '';
  const tab: RevisionTab = (REVISION_TABS as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as RevisionTab)
    : 'summary';
  const { data, isError } = useGetSharedBoqQuery(token);
  const hrefOf = (next: RevisionTab, trade?: string) => billPlacePath(sharedBillPath(token), next, trade);

  return (
    <Box component="section">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {data ? data.map.title : t('clientBoq.shared.title')}
      </Typography>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {[data.map.ward, data.map.district, data.map.region].join(', ')}
        </Typography>
      )}
      {isError ? (
        <Alert severity="warning">{t('clientBoq.shared.notFound')}</Alert>
      ) : !data ? (
        <LoadingRow label={t('clientBoq.shared.loading')} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="info">{t('clientBoq.shared.readOnly')}</Alert>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
            <RevisionView
              bill={data}
              tab={tab}
              trade={isTradeId(params.trade) ? params.trade : undefined}
              hrefOf={hrefOf}
              stages={<StageBudget bill={data} language={language} done={NO_STAGES_DONE} />}
            />
          </Paper>
        </Stack>
      )}
      <Box sx={{ mt: 3 }} className="no-print">
        <Button component={RouterLink} to={PATHS.register} variant="contained">
          {t('clientBoq.shared.cta')}
        </Button>
      </Box>
    </Box>
  );
}
