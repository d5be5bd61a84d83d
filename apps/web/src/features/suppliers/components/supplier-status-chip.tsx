import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ProviderStatus } from '@kadirio/domain';

export function SupplierStatusChip({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`supply.suppliers.status.${status}`)}
      color={status === 'registered' ? 'success' : 'default'}
      variant={status === 'registered' ? 'filled' : 'outlined'}
    />
  );
}
