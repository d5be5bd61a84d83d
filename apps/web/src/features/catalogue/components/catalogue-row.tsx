import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import WithdrawIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, Language } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { unitName } from '../../../lib/units';
import { RateEditor } from './rate-editor';

/**
 * One catalogue item: its rate edited in place, its history, and (admin) its status with withdraw
 * or restore. Withdrawn items are shown faded.
 */
export function CatalogueRow({
  item,
  isAdmin,
  language,
  isEditing,
  isUpdating,
  isAnyEditing,
  onEdit,
  onSaveRate,
  onCancelEdit,
  onHistory,
  onStatusChange,
}: {
  item: CatalogueEntry;
  isAdmin: boolean;
  language: Language;
  isEditing: boolean;
  isUpdating: boolean;
  /** Some row's rate is open: while one saves, the others wait. */
  isAnyEditing: boolean;
  onEdit: () => void;
  onSaveRate: (rate: number) => void;
  onCancelEdit: () => void;
  onHistory: () => void;
  onStatusChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TableRow hover sx={item.active ? undefined : { opacity: 0.7 }}>
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{item.code}</TableCell>
      <TableCell>{language === 'sw' ? item.descriptionSw : item.description}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{unitName(item.unit, language)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', minWidth: 150 }}>
        {isEditing ? (
          <RateEditor item={item} isSaving={isUpdating} onSave={onSaveRate} onCancel={onCancelEdit} />
        ) : (
          <Button
            onClick={onEdit}
            endIcon={<EditOutlinedIcon fontSize="small" />}
            // The visible rate is part of the name (WCAG 2.5.3, label in name).
            aria-label={`${t('catalogue.editRate', { code: item.code })}: ${formatNumber(item.rate, language, 0)}`}
            disabled={isUpdating && isAnyEditing}
            sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
          >
            {formatNumber(item.rate, language, 0)}
          </Button>
        )}
      </TableCell>
      {isAdmin && (
        <TableCell>
          <Chip
            size="small"
            label={item.active ? t('catalogue.active') : t('catalogue.withdrawnStatus')}
            color={item.active ? 'success' : 'default'}
            variant={item.active ? 'outlined' : 'filled'}
          />
        </TableCell>
      )}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('catalogue.historyTitle')}>
          <IconButton aria-label={t('catalogue.history', { code: item.code })} onClick={onHistory}>
            <HistoryIcon />
          </IconButton>
        </Tooltip>
        {isAdmin && (
          <Tooltip title={item.active ? t('catalogue.withdrawConfirm') : t('catalogue.restoreConfirm')}>
            <IconButton
              aria-label={t(item.active ? 'catalogue.withdraw' : 'catalogue.restore', {
                code: item.code,
              })}
              color={item.active ? 'error' : 'primary'}
              onClick={onStatusChange}
            >
              {item.active ? <WithdrawIcon /> : <RestoreIcon />}
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
