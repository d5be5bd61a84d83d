import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NEXT_ORDER_STATUS, ORDER_STATUSES, type Order, type OrderStatus } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable } from '../../../components/paged-table';
import { ScreenHeading } from '../../../components/screen-heading';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
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
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const paging = usePagedList([status], ROWS_PER_PAGE_OPTIONS);
  const query = useListOrdersQuery({
    status: status || undefined,
    page: paging.page + 1,
    limit: paging.rowsPerPage,
  });
  const [updateOrder] = useUpdateOrderMutation();
  const change = useConfirmedAction(async ({ order, to }: StatusChange) => {
    await updateOrder({ id: order._id, purchaseId: order.purchaseId, body: { status: to } }).unwrap();
    return t('supply.orders.moved', { name: order.userName, status: t(`supply.orders.status.${to}`) });
  });

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
      <PagedTable
        query={query}
        paging={paging}
        labels={{ loading: t('supply.orders.loading'), loadError: t('supply.orders.loadError') }}
        empty={
          <EmptyState title={t('supply.orders.emptyTitle')}>
            {status === '' ? t('supply.orders.emptyAll') : t('supply.orders.emptyFiltered')}
          </EmptyState>
        }
        minWidth={900}
        head={
          <>
            <TableCell>{t('supply.orders.columns.placed')}</TableCell>
            <TableCell>{t('supply.orders.columns.client')}</TableCell>
            <TableCell>{t('supply.orders.columns.offer')}</TableCell>
            <TableCell align="right">{t('supply.orders.columns.quantity')}</TableCell>
            <TableCell align="right">{t('supply.orders.columns.total')}</TableCell>
            <TableCell>{t('supply.orders.columns.phone')}</TableCell>
            <TableCell>{t('supply.orders.columns.status')}</TableCell>
            <TableCell align="right">{t('supply.common.actions')}</TableCell>
          </>
        }
        row={(order) => {
          const next = NEXT_ORDER_STATUS[order.status] as TargetStatus | null;
          const canCancel = order.status !== 'cancelled' && order.status !== 'delivered';
          return (
            <TableRow key={order._id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt, language)}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{order.userName}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.title}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(order.quantity, order.unit, language)}
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
                      onClick={() => change.ask({ order, to: next })}
                      aria-label={t(`supply.orders.moveAria.${next}`, { name: order.userName })}
                    >
                      {t(`supply.orders.move.${next}`)}
                    </Button>
                  )}
                  {canCancel && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => change.ask({ order, to: 'cancelled' })}
                      aria-label={t('supply.orders.cancelOf', { name: order.userName })}
                    >
                      {t('supply.orders.cancel')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        }}
      />
      <ConfirmDialog
        {...change.dialog}
        title={subject ? t(`supply.orders.confirmTitle.${subject.to}`) : ''}
        confirmLabel={subject ? t(`supply.orders.move.${subject.to}`) : ''}
        cancelLabel={t('supply.common.cancel')}
        isDestructive={subject?.to === 'cancelled'}
      >
        {subject &&
          t('supply.orders.confirmBody', {
            name: subject.order.userName,
            amount: formatQuantity(subject.order.quantity, subject.order.unit, language),
            title: subject.order.title,
            total: formatTzs(subject.order.total, language),
            from: t(`supply.orders.status.${subject.order.status}`),
            to: t(`supply.orders.status.${subject.to}`),
          })}
      </ConfirmDialog>
    </Box>
  );
}
