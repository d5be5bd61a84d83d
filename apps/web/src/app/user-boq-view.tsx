import { useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isTradeId, TURNAROUND_WORKING_DAYS, type HouseMap, type ShoppingList } from '@kadirio/domain';
import { EmptyState } from '../components/empty-state';
import { LoadError, LoadingRow } from '../components/load-states';
import { useDescribeError } from '../lib/api-error';
import { CLIENT_PLANS_ARGS } from '../features/plans/client-plans';
import { useListMapsQuery } from '../features/plans/plans.api';
import { RevisionPicker } from '../features/boq/components/revision-picker';
import { RevisionDownloads } from '../features/boq/components/revision-downloads';
import { LiveRatesNotice } from '../features/boq/components/live-rates-notice';
import { useGetBoqRevisionQuery, useListBoqRevisionsQuery } from '../features/boq/boq-revisions.api';
import { REVISION_TABS, RevisionView, type RevisionTab } from '../features/boq/components/revision-view';
import type { RevisionState } from '../features/boq/components/bill-headline';
import { ShareBillButton } from '../features/boq/components/share-dialog';
import { OwnerStages } from './owner-stages';
import { useOwnerShoppingTicks } from './owner-shopping-ticks';
import { renderSupplierPrices } from './supplier-prices-slot';
import { RevisionChangesPanel } from '../features/boq/components/revision-changes';
import { useGetPlanThreadQuery } from '../features/threads/threads.api';
import { PlanThreadPanel } from '../features/threads/components/plan-thread-panel';
import { myBoqPath, PATHS } from '../lib/paths';

function IssuedBoq({
  map,
  tab,
  trade,
  renderShoppingListExtras,
}: {
  map: HouseMap;
  tab: RevisionTab;
  trade: string | undefined;
  renderShoppingListExtras?: (list: ShoppingList) => ReactNode;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const revisions = useListBoqRevisionsQuery(map._id);
  const items = revisions.data?.items ?? [];
  const latest = items[0]?.revision;
  // The newest unless the address names an earlier one (revisions are never removed).
  const asked = Number(search.get('revision'));
  const picked = items.some((item) => item.revision === asked) ? asked : undefined;
  const shown = picked ?? latest;
  const revision = useGetBoqRevisionQuery(
    { mapId: map._id, revision: shown ?? 0 },
    { skip: shown === undefined },
  );
  // The bill arrives in one answer and draws hundreds of rows: drawn as a deferred render, React
  // does it in slices, so a phone's main thread is never held for long (the Lighthouse budget,
  // docs/performance.md).
  const data = useDeferredValue(revision.currentData);
  // Shared with the questions panel under the bill (one request): whether this revision is accepted.
  const thread = useGetPlanThreadQuery(map._id);
  const shoppingTicks = useOwnerShoppingTicks(map._id, { skip: tab !== 'shopping' });
  const isAccepted = shown !== undefined && (thread.data?.acceptedRevisions.includes(shown) ?? false);
  const state: RevisionState | undefined =
    !thread.data || shown === undefined
      ? undefined
      : isAccepted
        ? { kind: 'accepted' }
        : shown === latest || latest === undefined
          ? { kind: 'open' }
          : { kind: 'superseded', latest };
  const failed = revisions.isError ? revisions : revision.isError ? revision : null;
  if (failed) {
    return (
      <LoadError
        message={`${t('boqClient.loadError')} ${describeError(failed.error)}`}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!revisions.data) return <LoadingRow label={t('boqClient.loading')} />;
  if (shown === undefined) {
    return (
      <Alert severity="info">{t('clientBoq.card.preparing', { boq: TURNAROUND_WORKING_DAYS.boq })}</Alert>
    );
  }
  const hrefOf = (next: RevisionTab, nextTrade?: string) => myBoqPath(map._id, next, nextTrade, picked);
  return (
    <Stack spacing={2}>
      {items.length > 1 && (
        <RevisionPicker
          revisions={items}
          value={shown}
          onChange={(next) =>
            void navigate(myBoqPath(map._id, tab, trade, next === latest ? undefined : next))
          }
        />
      )}
      {/* Rates that moved since matter for the bill the client holds now, not for superseded ones. */}
      {shown === latest && <LiveRatesNotice mapId={map._id} revision={shown} audience="client" />}
      {data ? (
        <RevisionView
          bill={data}
          tab={tab}
          trade={isTradeId(trade) ? trade : undefined}
          hrefOf={hrefOf}
          actions={
            <>
              <ShareBillButton
                mapId={map._id}
                mapTitle={map.title}
                revision={data.revision}
                grandTotal={data.summary.grandTotal}
              />
              <RevisionDownloads
                mapId={data.mapId}
                mapTitle={data.map.title}
                revision={data.revision}
                folded
              />
            </>
          }
          state={state}
          changes={
            data.revision > 1 && (
              <RevisionChangesPanel
                key={data.revision}
                mapId={data.mapId}
                revision={data.revision}
                isAccepted={isAccepted}
              />
            )
          }
          stages={<OwnerStages mapId={map._id} bill={data} />}
          shoppingTicks={shoppingTicks}
          renderShoppingListExtras={renderShoppingListExtras}
        />
      ) : (
        <LoadingRow label={t('boqClient.loading')} />
      )}
      {/* Under the bill, once the bill is there: shown first, the questions were pushed down the
          screen when the bill arrived above them (a layout shift of 0.41 on a phone). */}
      {data && <PlanThreadPanel mapId={map._id} viewer="client" revision={shown} />}
    </Stack>
  );
}

/**
 * docs/specification.md §3 `showUserBoq`: the client's issued BOQ per plan, at its own address —
 * `/my-boq/<plan>`, `/my-boq/<plan>/trades/<trade>`, `/my-boq/<plan>/shopping`,
 * `/my-boq/<plan>/stages` — so a reload keeps the place and a link can be kept.
 */
export function UserBoqView() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const navigate = useNavigate();
  const params = useParams();
  const tab: RevisionTab = (REVISION_TABS as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as RevisionTab)
    : 'summary';
  const { data, isError, error, refetch } = useListMapsQuery(CLIENT_PLANS_ARGS);

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('boqClient.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('boqClient.loading')} />;
  } else if (data.items.length === 0) {
    content = <EmptyState title={t('boqClient.noPlansTitle')}>{t('boqClient.noPlansBody')}</EmptyState>;
  } else {
    const plans = data.items;
    const map = plans.find((plan) => plan._id === params.mapId);
    if (!map) {
      const first = plans.find((plan) => plan.status === 'successful') ?? plans[0];
      return first ? <Navigate replace to={myBoqPath(first._id)} /> : null;
    }
    content = (
      <Stack spacing={2}>
        {plans.length > 1 && (
          <TextField
            select
            label={t('boqClient.plan')}
            value={map._id}
            onChange={(event) => void navigate(myBoqPath(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
            sx={{ maxWidth: 420 }}
            className="no-print"
          >
            {plans.map((plan) => (
              <option key={plan._id} value={plan._id}>
                {plan.title}
              </option>
            ))}
          </TextField>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography component="h2" variant="h3" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {map.title}
          </Typography>
          {map.status === 'successful' ? (
            <IssuedBoq
              key={map._id}
              map={map}
              tab={tab}
              trade={params.trade}
              renderShoppingListExtras={renderSupplierPrices}
            />
          ) : (
            <Alert severity="info">{t('boqClient.notChecked')}</Alert>
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Box component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('boqClient.title')}</Typography>
        <Button variant="outlined" component={RouterLink} to={PATHS.home} className="no-print">
          {t('boqClient.backToPlans')}
        </Button>
      </Stack>
      {content}
    </Box>
  );
}
