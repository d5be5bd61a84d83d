import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Order } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { useListOrdersQuery, useUpdateOrderMutation } from '../purchases.api';
import { OrderStatusChip } from './order-status-chip';
import { HowToPay } from './how-to-pay';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

function MyOrderCard({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `order-${order._id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {order.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('supply.orders.placedOn', { time: formatDateTime(order.createdAt, language) })}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </Stack>
      <Typography sx={{ mt: 1 }}>
        {t('supply.orders.line', {
          amount: formatQuantity(order.quantity, order.unit, language),
          price: formatTzs(order.unitPrice, language),
        })}
      </Typography>
      {order.transport > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('supply.orders.transportLine', { amount: formatTzs(order.transport, language) })}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700 }}>
        {t('supply.orders.totalLine', { total: formatTzs(order.total, language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('supply.orders.phoneLine', { phone: order.phoneNumber })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(`supply.orders.explain.${order.status}`)}
      </Typography>
      {/* Until it is paid: how to pay it. */}
      {(order.status === 'placed' || order.status === 'confirmed') && (
        <Box sx={{ mt: 1 }}>
          <HowToPay order={order} />
        </Box>
      )}
      {order.status === 'placed' && (
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <Button
            color="error"
            onClick={onCancel}
            aria-label={t('supply.orders.cancelThis', { title: order.title })}
          >
            {t('supply.orders.cancel')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** A client's orders, newest first, with what each status means and a way to cancel while placed. */
export function MyOrders({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { page, setPage, rowsPerPage, setRowsPerPage } = usePagedList([], ROWS_PER_PAGE_OPTIONS);
  const { data, isError, error, refetch } = useListOrdersQuery({ page: page + 1, limit: rowsPerPage });
  const [updateOrder, { isLoading: isCancelling }] = useUpdateOrderMutation();
  const [cancellation, setCancellation] = useState<{ subject: Order | null; isOpen: boolean }>({
    subject: null,
    isOpen: false,
  });
  const closeCancellation = () => setCancellation((current) => ({ ...current, isOpen: false }));

  const confirmCancel = async () => {
    const order = cancellation.subject;
    if (!cancellation.isOpen || !order) return;
    try {
      await updateOrder({
        id: order._id,
        purchaseId: order.purchaseId,
        body: { status: 'cancelled' },
      }).unwrap();
      toast.success(t('supply.orders.cancelled', { title: order.title }));
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeCancellation();
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
    content = <EmptyState title={t('supply.orders.emptyTitle')}>{t('supply.orders.emptyMine')}</EmptyState>;
  } else {
    content = (
      <>
        <Stack spacing={1.5}>
          {data.items.map((order) => (
            <MyOrderCard
              key={order._id}
              order={order}
              onCancel={() => setCancellation({ subject: order, isOpen: true })}
            />
          ))}
        </Stack>
        {data.total > rowsPerPage && (
          <ListPagination
            count={data.total}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            onPageChange={setPage}
            onRowsPerPageChange={setRowsPerPage}
          />
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="my-orders-title" sx={{ mb: 4 }}>
      <Typography id="my-orders-title" component={headingLevel} variant={headingLevel} sx={{ mb: 2 }}>
        {t('supply.orders.mineTitle')}
      </Typography>
      {content}
      <ConfirmDialog
        open={cancellation.isOpen}
        title={t('supply.orders.cancelTitle')}
        confirmLabel={t('supply.orders.cancelConfirm')}
        cancelLabel={t('supply.orders.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={closeCancellation}
        isBusy={isCancelling}
        isDestructive
      >
        {cancellation.subject &&
          t('supply.orders.cancelBody', {
            title: cancellation.subject.title,
            amount: formatQuantity(cancellation.subject.quantity, cancellation.subject.unit, language),
          })}
      </ConfirmDialog>
    </Box>
  );
}
