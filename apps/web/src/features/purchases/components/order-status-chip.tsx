import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@kadirio/domain';

const COLOR = {
  placed: 'info',
  confirmed: 'primary',
  paid: 'secondary',
  delivered: 'success',
  cancelled: 'default',
} as const;

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`supply.orders.status.${status}`)}
    />
  );
}
