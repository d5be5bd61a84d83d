import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NEXT_ORDER_STATUS, ORDER_STATUSES, type Order, type OrderStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatNumber, formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { useListOrdersQuery, useUpdateOrderMutation } from '../purchases.api';
import { OrderStatusChip } from './order-status-chip';

const ROWS_PER_PAGE_OPTIONS = [20, 50, 100];

/** Where admin can move an order: nothing ever moves back to `placed`. */
type TargetStatus = Exclude<OrderStatus, 'placed'>;

interface StatusChange {
  order: Order;
  to: TargetStatus;
}

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Every order, newest first, filterable by status. Admin moves an order one step
 * (placed → confirmed → paid → delivered) or cancels it before delivery; each change is asked first.
 */
export function AdminOrdersScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const { page, setPage, rowsPerPage, setRowsPerPage } = usePagedList([status], ROWS_PER_PAGE_OPTIONS);
  const { data, isError, error, isFetching, refetch } = useListOrdersQuery({
    status: status || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [updateOrder, { isLoading: isUpdating }] = useUpdateOrderMutation();
  const [change, setChange] = useState<{ subject: StatusChange | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  const closeChange = () => setChange((current) => ({ ...current, isOpen: false }));

  const confirmChange = async () => {
    const subject = change.subject;
    if (!change.isOpen || !subject) return;
    const { order, to } = subject;
    try {
      await updateOrder({ id: order._id, purchaseId: order.purchaseId, body: { status: to } }).unwrap();
      toast.success(
        t('supply.orders.moved', { name: order.userName, status: t(`supply.orders.status.${to}`) }),
      );
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeChange();
    }
  };

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('supply.orders.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('supply.orders.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState title={t('supply.orders.emptyTitle')}>
        {status === '' ? t('supply.orders.emptyAll') : t('supply.orders.emptyFiltered')}
      </EmptyState>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 900 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('supply.orders.columns.placed')}</TableCell>
                <TableCell>{t('supply.orders.columns.client')}</TableCell>
                <TableCell>{t('supply.orders.columns.offer')}</TableCell>
                <TableCell align="right">{t('supply.orders.columns.quantity')}</TableCell>
                <TableCell align="right">{t('supply.orders.columns.total')}</TableCell>
                <TableCell>{t('supply.orders.columns.phone')}</TableCell>
                <TableCell>{t('supply.orders.columns.status')}</TableCell>
                <TableCell align="right">{t('supply.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((order) => {
                const next = NEXT_ORDER_STATUS[order.status] as TargetStatus | null;
                const canCancel = order.status !== 'cancelled' && order.status !== 'delivered';
                return (
                  <TableRow key={order._id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(order.createdAt, language)}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{order.userName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.title}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(order.quantity, language)} {order.unit}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatTzs(order.total, language)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.phoneNumber}</TableCell>
                    <TableCell>
                      <OrderStatusChip status={order.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {next && (
                          <Button
                            size="small"
                            variant="contained"
                            sx={{ whiteSpace: 'nowrap' }}
                            onClick={() => setChange({ subject: { order, to: next }, isOpen: true })}
                            aria-label={t(`supply.orders.moveAria.${next}`, { name: order.userName })}
                          >
                            {t(`supply.orders.move.${next}`)}
                          </Button>
                        )}
                        {canCancel && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setChange({ subject: { order, to: 'cancelled' }, isOpen: true })}
                            aria-label={t('supply.orders.cancelOf', { name: order.userName })}
                          >
                            {t('supply.orders.cancel')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={setPage}
          onRowsPerPageChange={setRowsPerPage}
        />
      </Paper>
    );
  }

  const subject = change.subject;
  return (
    <Box component="section">
      <ScreenHeading title={t('supply.orders.allTitle')} subtitle={t('supply.orders.allSubtitle')} />
      <TextField
        select
        label={t('supply.orders.columns.status')}
        value={status}
        onChange={(event) => setStatus(isOrderStatus(event.target.value) ? event.target.value : '')}
        size="small"
        sx={{ mb: 2, minWidth: 220 }}
      >
        <MenuItem value="">{t('supply.orders.allStatuses')}</MenuItem>
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`supply.orders.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {content}
      <ConfirmDialog
        open={change.isOpen}
        title={subject ? t(`supply.orders.confirmTitle.${subject.to}`) : ''}
        confirmLabel={subject ? t(`supply.orders.move.${subject.to}`) : ''}
        cancelLabel={t('supply.common.cancel')}
        onConfirm={() => void confirmChange()}
        onCancel={closeChange}
        isBusy={isUpdating}
        isDestructive={subject?.to === 'cancelled'}
      >
        {subject &&
          t('supply.orders.confirmBody', {
            name: subject.order.userName,
            quantity: subject.order.quantity,
            unit: subject.order.unit,
            title: subject.order.title,
            total: formatTzs(subject.order.total, language),
            from: t(`supply.orders.status.${subject.order.status}`),
            to: t(`supply.orders.status.${subject.to}`),
          })}
      </ConfirmDialog>
    </Box>
  );
}
