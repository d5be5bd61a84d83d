import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  hasRevisedDrawings,
  MAP_STATUSES,
  MAP_WORKFLOW,
  type HouseMap,
  type MapStatus,
} from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useCountQueueQuery, useDeleteMapMutation, useListMapsQuery } from '../plans.api';
import { useLanguage } from '../../../lib/use-language';
import { DrawingList } from './drawing-list';
import { MapLocation } from './plan-details';
import { MapStatusChip } from './plan-status-chip';
import { TransitionDialog, type TransitionRequest } from './transition-dialog';
import { LoadError, LoadingRow } from '../../../components/load-states';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

function isMapStatus(value: string): value is MapStatus {
  return (MAP_STATUSES as readonly string[]).includes(value);
}

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

/** The moves admin may make from a plan's state, with why a move is not possible yet. */
function MoveSelect({ map, onMove }: { map: HouseMap; onMove: (to: MapStatus) => void }) {
  const { t } = useTranslation();
  const moves = MAP_WORKFLOW.filter((move) => move.from === map.status);
  if (moves.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('maps.admin.noMove')}
      </Typography>
    );
  }
  return (
    <NativeSelect
      value=""
      onChange={(event) => {
        if (isMapStatus(event.target.value)) onMove(event.target.value);
      }}
      inputProps={{ 'aria-label': t('maps.admin.moveOf', { title: map.title }) }}
    >
      <option value="" disabled>
        {t('maps.admin.choose')}
      </option>
      {moves.map((move) => {
        const status = t(`maps.status.${move.to}`);
        const blocked =
          move.needs === 'drawings' && map.drawings.length === 0
            ? t('maps.admin.needsDrawings', { status })
            : move.needs === 'revisedDrawings' && !hasRevisedDrawings(map)
              ? t('maps.admin.needsRevision', { status })
              : null;
        return (
          <option key={move.to} value={move.to} disabled={blocked !== null}>
            {blocked ?? status}
          </option>
        );
      })}
    </NativeSelect>
  );
}

/**
 * Admin's view of every plan: how many wait in each state, every plan filterable by state, any
 * move of the workflow (with its comment when one is required) and deletion.
 */
export function AdminPlans() {
  const { t } = useTranslation();
  const language = useLanguage();
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
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {/* On a phone the table keeps its columns and scrolls sideways. */}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 960 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('maps.admin.columns.plan')}</TableCell>
                <TableCell>{t('maps.admin.columns.owner')}</TableCell>
                <TableCell>{t('maps.admin.columns.status')}</TableCell>
                <TableCell>{t('maps.admin.columns.since')}</TableCell>
                <TableCell>{t('maps.admin.columns.drawings')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('maps.admin.columns.move')}</TableCell>
                <TableCell align="right">{t('maps.admin.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((map) => (
                <TableRow key={map._id} hover sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{map.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <MapLocation map={map} />
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {map.ownerContact && (
                      <>
                        <Typography variant="body2">{map.ownerContact.name}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {[map.ownerContact.email, map.ownerContact.phone]
                            .filter((part) => part !== null && part !== '')
                            .join(' · ')}
                        </Typography>
                      </>
                    )}
                  </TableCell>
                  <TableCell>
                    <MapStatusChip map={map} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(map.queuedAt, language)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <DrawingList map={map} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 170 }}>
                    <MoveSelect map={map} onMove={(to) => setMove({ request: { map, to }, isOpen: true })} />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('maps.admin.deleteOf', { title: map.title })}
                      color="error"
                      onClick={() => setDeletion({ subject: map, isOpen: true })}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
      </Paper>
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
