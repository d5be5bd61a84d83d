import { useState } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseMap, MapStatus } from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useListQueueQuery } from '../plans.api';
import { useLanguage } from '../../../lib/use-language';
import { DrawingList } from './drawing-list';
import { MapComments, MapFacts, MapHistory, MapLocation, OwnerContactCard } from './plan-details';
import { MapStatusChip } from './plan-status-chip';
import { TransitionDialog, type TransitionRequest } from './transition-dialog';
import { LoadError, LoadingRow } from '../../../components/load-states';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

interface QueueAction {
  to: MapStatus;
  label: 'passToUnitcheck' | 'flag' | 'dimensionsOk' | 'accept' | 'reject';
  color: ButtonProps['color'];
  variant: ButtonProps['variant'];
}

/** What the staff of each state can do with a plan in it (docs/product.md §3); other states are read-only. */
const QUEUE_ACTIONS: Partial<Record<MapStatus, readonly QueueAction[]>> = {
  typecheck: [
    { to: 'unitcheck', label: 'passToUnitcheck', color: 'primary', variant: 'contained' },
    { to: 'failedcheck', label: 'flag', color: 'warning', variant: 'outlined' },
  ],
  unitcheck: [
    { to: 'successful', label: 'dimensionsOk', color: 'primary', variant: 'contained' },
    { to: 'failedcheck', label: 'flag', color: 'warning', variant: 'outlined' },
  ],
  failedcheck: [
    { to: 'successful', label: 'accept', color: 'success', variant: 'contained' },
    { to: 'failed', label: 'reject', color: 'error', variant: 'outlined' },
  ],
};

function QueuePlanCard({ map, onAction }: { map: HouseMap; onAction: (request: TransitionRequest) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `queue-plan-${map._id}`;
  const actions = QUEUE_ACTIONS[map.status] ?? [];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {map.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <MapLocation map={map} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('maps.queue.submitted', { date: formatDate(map.createdAt, language) })} ·{' '}
              {t('maps.queue.waitingSince', { date: formatDateTime(map.queuedAt, language) })}
            </Typography>
          </Box>
          {actions.length === 0 && <MapStatusChip map={map} />}
        </Stack>
        <MapFacts map={map} />
        {map.desc && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{map.desc}</Typography>
        )}
        {map.ownerContact && <OwnerContactCard contact={map.ownerContact} />}
        <MapComments map={map} audience="staff" />
        <Box>
          <Typography component="h4" variant="subtitle2">
            {t('maps.drawings.heading')}
          </Typography>
          <DrawingList map={map} />
        </Box>
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {actions.map((action) => (
              <Button
                key={action.to}
                color={action.color}
                variant={action.variant}
                onClick={() => onAction({ map, to: action.to, label: t(`maps.actions.${action.label}`) })}
              >
                {t(`maps.actions.${action.label}`)}
              </Button>
            ))}
          </Stack>
        )}
        <MapHistory map={map} />
      </Stack>
    </Paper>
  );
}

/**
 * One state's queue, oldest first, a page at a time, with the actions of that state. After a
 * move the plan leaves the queue: every list is refetched through its tags.
 */
export function PlanQueue({
  status,
  emptyTitle,
  emptyBody,
}: {
  status: MapStatus;
  emptyTitle: string;
  emptyBody: string;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const [page, setPage] = useState(0);
  const { data, isError, error, isFetching, refetch } = useListQueueQuery({
    status,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [action, setAction] = useState<{ request: TransitionRequest | null; isOpen: boolean }>({
    request: null,
    isOpen: false,
  });

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('maps.queue.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('maps.queue.loading')} />;
  } else if (data.items.length === 0 && page === 0) {
    content = <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>;
  } else {
    content = (
      <>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <Stack spacing={2}>
          {data.items.map((map) => (
            <QueuePlanCard
              key={map._id}
              map={map}
              onAction={(request) => setAction({ request, isOpen: true })}
            />
          ))}
        </Stack>
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('maps.pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('maps.pagination.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`maps.pagination.${type}`)}
        />
      </>
    );
  }

  return (
    <>
      {content}
      <TransitionDialog
        open={action.isOpen}
        request={action.request}
        onClose={() => {
          setAction((current) => ({ ...current, isOpen: false }));
          // The last plan of a later page has moved on: show the page before.
          if (data?.items.length === 1 && page > 0) setPage(page - 1);
        }}
      />
    </>
  );
}
