import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseMap, ShoppingList } from '@kadirio/domain';
import { EmptyState } from '../components/empty-state';
import { LoadError, LoadingRow } from '../components/load-states';
import { useDescribeError } from '../lib/api-error';
import { useListMapsQuery } from '../features/maps/maps.api';
import { RevisionPicker } from '../features/boq/components/revision-picker';
import { useGetBoqRevisionQuery, useListBoqRevisionsQuery } from '../features/boq/boq.api';
import { RevisionView } from '../features/boq/components/revision-view';

/** The client's plans: enough for anyone building one house at a time. */
const PLANS_LIMIT = 50;

type ShoppingListExtras = (list: ShoppingList) => ReactNode;

function IssuedBoq({
  map,
  renderShoppingListExtras,
}: {
  map: HouseMap;
  renderShoppingListExtras?: ShoppingListExtras;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const revisions = useListBoqRevisionsQuery(map._id);
  const items = revisions.data?.items ?? [];
  const latest = items[0]?.revision;
  // The newest unless the owner picked an earlier one (still listed: revisions are never removed).
  const [picked, setPicked] = useState<number | null>(null);
  const shown = items.some((item) => item.revision === picked) ? picked : latest;
  const revision = useGetBoqRevisionQuery(
    { mapId: map._id, revision: shown ?? 0 },
    { skip: shown === undefined },
  );
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
  if (latest === undefined || shown === undefined || shown === null) {
    return <Alert severity="info">{t('boqClient.preparing')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      {items.length > 1 && <RevisionPicker revisions={items} value={shown} onChange={setPicked} />}
      {revision.currentData ? (
        <RevisionView revision={revision.currentData} renderShoppingListExtras={renderShoppingListExtras} />
      ) : (
        <LoadingRow label={t('boqClient.loading')} />
      )}
    </Stack>
  );
}

/** docs/specification.md §3 `showUserBoq`: the client's issued BOQ per plan; before issue, a sentence saying it is on its way. */
export function UserBoqView({
  onBack,
  renderShoppingListExtras,
}: {
  onBack: () => void;
  renderShoppingListExtras?: ShoppingListExtras;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { data, isError, error, refetch } = useListMapsQuery({ page: 1, limit: PLANS_LIMIT });
  const [chosenId, setChosenId] = useState<string | null>(null);

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
    const map =
      plans.find((plan) => plan._id === chosenId) ??
      plans.find((plan) => plan.status === 'successful') ??
      plans[0];
    content = map && (
      <Stack spacing={2}>
        {plans.length > 1 && (
          <TextField
            select
            label={t('boqClient.plan')}
            value={map._id}
            onChange={(event) => setChosenId(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
            sx={{ maxWidth: 420 }}
          >
            {plans.map((plan) => (
              <option key={plan._id} value={plan._id}>
                {plan.title}
              </option>
            ))}
          </TextField>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h3" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {map.title}
          </Typography>
          {map.status === 'successful' ? (
            <IssuedBoq key={map._id} map={map} renderShoppingListExtras={renderShoppingListExtras} />
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
        <Button variant="outlined" onClick={onBack}>
          {t('boqClient.backToPlans')}
        </Button>
      </Stack>
      {content}
    </Box>
  );
}
