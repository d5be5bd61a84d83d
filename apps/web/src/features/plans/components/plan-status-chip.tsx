import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { HouseMap, MapStatus } from '@kadirio/domain';

const COLORS: Record<MapStatus | 'draft', ChipProps['color']> = {
  draft: 'default',
  typecheck: 'info',
  unitcheck: 'info',
  failedcheck: 'warning',
  successful: 'success',
  failed: 'error',
};

/** A plan's state in words; a `typecheck` plan without drawings is still a draft. */
export function MapStatusChip({ map }: { map: Pick<HouseMap, 'status' | 'drawings'> }) {
  const { t } = useTranslation();
  const key = map.status === 'typecheck' && map.drawings.length === 0 ? 'draft' : map.status;
  return <Chip label={t(`maps.status.${key}`)} color={COLORS[key]} size="small" />;
}
