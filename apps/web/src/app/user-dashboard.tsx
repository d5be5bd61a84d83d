import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { BoqReadyNotices, PlanBillLine } from './boq-ready-notices';
import { PlanNews } from './plan-news';
import { hasPendingEstimate } from '../features/estimates/pending-estimate-flag';
import { MyPlans } from '../features/plans/components/my-plans';
import { CLIENT_PLANS_ARGS, MY_PLANS_FIRST_PAGE } from '../features/plans/client-plans';
import { useListMapsQuery } from '../features/plans/plans.api';
import { lazyDialog } from '../lib/lazy-dialog';
import { PATHS } from '../lib/paths';

/** Rarely shown, and it needs the house model's code: loaded only when there is an estimate to offer. */
const PendingEstimateOffer = lazy(() =>
  import('../features/estimates/components/pending-estimate-offer').then((module) => ({
    default: module.PendingEstimateOffer,
  })),
);

const SendPlanDialog = lazyDialog(() =>
  import('../features/plans/components/send-plan-dialog').then((module) => module.SendPlanDialog),
);

interface UserDashboardProps {
  onOpenBoq: (mapId?: string) => void;
  /** Open group-buying offers and the client's orders, composed in by the app. */
  offersSection?: ReactNode;
  ordersSection?: ReactNode;
}

/**
 * A client's home, the payoff first: every bill that is ready ("BOQ ready — TZS 56.6 M — View
 * BOQ"), then the plans and what is happening to each, the way to send another, open offers to
 * order from and their orders. The page waits for the plan lists (the notices' and the cards',
 * asked for at once) before laying itself out: drawn piece by piece, each arrival pushed what was
 * already on screen down (a layout shift of 0.7, against the Lighthouse budget of docs/performance.md).
 */
export function UserDashboard({ onOpenBoq, offersSection, ordersSection }: UserDashboardProps) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const allPlans = useListMapsQuery(CLIENT_PLANS_ARGS);
  const firstPage = useListMapsQuery(MY_PLANS_FIRST_PAGE);
  const isSettled = (query: { data?: unknown; isError: boolean }) =>
    query.data !== undefined || query.isError;
  // Laid out once, it stays: a failed list is asked again when the cards below subscribe to it,
  // and going back to the spinner then would unmount them and ask again, for ever.
  const [isLaidOut, setIsLaidOut] = useState(false);
  // The whole home draws when the lists arrive: as a deferred render, React does it in slices,
  // so a phone's main thread is never held for long (the Lighthouse budget, docs/performance.md).
  const isSettledToDraw = useDeferredValue(isSettled(allPlans) && isSettled(firstPage));
  if (!isLaidOut && isSettledToDraw) setIsLaidOut(true);
  if (!isLaidOut && !isSettledToDraw) return <LoadingScreen />;
  return (
    <Box component="section">
      <BoqReadyNotices />
      <PlanNews />
      {hasPendingEstimate() && (
        <Suspense fallback={null}>
          <PendingEstimateOffer />
        </Suspense>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('dashboard.title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            {...SendPlanDialog.prefetchOnIntent}
            onClick={() => setIsSending(true)}
          >
            {t('maps.send.open')}
          </Button>
          <Button variant="outlined" onClick={() => onOpenBoq()}>
            {t('dashboard.openBoq')}
          </Button>
          <Button component={RouterLink} to={PATHS.estimate} variant="outlined">
            {t('supply.nav.shoppingList')}
          </Button>
        </Stack>
      </Stack>
      <MyPlans onSendPlan={() => setIsSending(true)} renderBill={(map) => <PlanBillLine map={map} />} />
      {offersSection && (
        <Box sx={{ mt: 4 }}>
          <Suspense fallback={<LoadingScreen />}>{offersSection}</Suspense>
        </Box>
      )}
      {ordersSection && (
        <Box sx={{ mt: 4 }}>
          <Suspense fallback={<LoadingScreen />}>{ordersSection}</Suspense>
        </Box>
      )}
      <SendPlanDialog open={isSending} onClose={() => setIsSending(false)} />
    </Box>
  );
}
