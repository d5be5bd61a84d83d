import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MAP_STATUSES, type HouseMap, type MapStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { useCountQueueQuery, useDeleteMapMutation, useListMapsQuery } from '../plans.api';
import { AdminPlansTable } from './admin-plans-table';
import { isMapStatus } from './plan-move-select';
import { TransitionDialog, type TransitionRequest } from './transition-dialog';
import { LoadError, LoadingRow } from '../../../components/load-states';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

function StatusCount({ status }: { status: MapStatus }) {
  const { t } = useTranslation();
  const { data, isError } = useCountQueueQuery(status);
  const labelId = `plan-count-${status}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t(`maps.status.${status}`)}
      </Typography>
      <Typography component="p" variant="h2">
        {data ? data.count : isError ? '–' : '…'}
      </Typography>
    </Paper>
  );
}

/**
 * Admin's view of every plan: how many wait in each state, every plan filterable by state, any
 * move of the workflow (with its comment when one is required) and deletion.
 */
export function AdminPlans() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [statusFilter, setStatusFilter] = useState<MapStatus | ''>('');
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const [page, setPage] = useState(0);
  const { data, isError, error, isFetching, refetch } = useListMapsQuery({
    page: page + 1,
    limit: rowsPerPage,
    status: statusFilter === '' ? undefined : statusFilter,
  });
  const [deleteMap, { isLoading: isDeleting }] = useDeleteMapMutation();
  const [move, setMove] = useState<{ request: TransitionRequest | null; isOpen: boolean }>({
    request: null,
    isOpen: false,
  });
  const [deletion, setDeletion] = useState<{ subject: HouseMap | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });

  const confirmDelete = async () => {
    const target = deletion.subject;
    if (!target) return;
    try {
      await deleteMap(target._id).unwrap();
      toast.success(t('maps.mine.deleted'));
      if (data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      setDeletion((current) => ({ ...current, isOpen: false }));
    }
  };

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
    content = (
      <EmptyState title={t('maps.admin.emptyTitle')}>
        {statusFilter === '' ? t('maps.admin.emptyAll') : t('maps.admin.emptyFiltered')}
      </EmptyState>
    );
  } else {
    content = (
      <AdminPlansTable
        data={data}
        isFetching={isFetching}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={setPage}
        onRowsPerPageChange={(rows) => {
          setRowsPerPage(rows);
          setPage(0);
        }}
        onMove={(map, to) => setMove({ request: { map, to }, isOpen: true })}
        onDelete={(map) => setDeletion({ subject: map, isOpen: true })}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-plans-title" sx={{ mt: 5 }}>
      <Typography id="admin-plans-title" variant="h2" sx={{ mb: 1 }}>
        {t('maps.admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('maps.admin.counts')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {MAP_STATUSES.map((status) => (
          <Grid key={status} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <StatusCount status={status} />
          </Grid>
        ))}
      </Grid>
      <TextField
        select
        label={t('maps.admin.filter')}
        value={statusFilter}
        onChange={(event) => {
          const value = event.target.value;
          setStatusFilter(isMapStatus(value) ? value : '');
          setPage(0);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ mb: 2, minWidth: 220 }}
      >
        <option value="">{t('maps.admin.allStatuses')}</option>
        {MAP_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`maps.status.${status}`)}
          </option>
        ))}
      </TextField>
      {content}
      <TransitionDialog
        open={move.isOpen}
        request={move.request}
        onClose={() => setMove((current) => ({ ...current, isOpen: false }))}
      />
      <ConfirmDialog
        open={deletion.isOpen}
        title={t('maps.mine.deleteTitle')}
        confirmLabel={t('maps.mine.deleteConfirm')}
        cancelLabel={t('maps.mine.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((current) => ({ ...current, isOpen: false }))}
        isBusy={isDeleting}
        isDestructive
      >
        {deletion.subject && t('maps.mine.deleteBody', { title: deletion.subject.title })}
      </ConfirmDialog>
    </Box>
  );
}
