import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { ageInDays, type ProviderPriceInput } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { describeAge, STALE_AFTER_DAYS } from '../price-age';

/** A supplier's prices being edited: each with the day it was quoted and its age (stale ones marked), removable. */
export function PriceTable({
  prices,
  today,
  onRemove,
}: {
  prices: readonly ProviderPriceInput[];
  /** Today as YYYY-MM-DD (UTC), the day ages are counted to. */
  today: string;
  onRemove: (material: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TableContainer
      sx={{ maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('supply.prices.columns.material')}</TableCell>
            <TableCell align="right">{t('supply.prices.columns.price')}</TableCell>
            <TableCell>{t('supply.prices.columns.quotedAt')}</TableCell>
            <TableCell>{t('supply.prices.columns.age')}</TableCell>
            <TableCell align="right">{t('supply.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((line) => {
            const age = line.quotedAt ? ageInDays(line.quotedAt, today) : 0;
            return (
              <TableRow key={line.material}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.material}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(line.price, language, 0)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {line.quotedAt ?? t('supply.csv.dateOnSave')}
                </TableCell>
                <TableCell
                  sx={{
                    whiteSpace: 'nowrap',
                    color: age > STALE_AFTER_DAYS ? 'warning.main' : undefined,
                  }}
                >
                  {describeAge(age, t)}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('supply.prices.remove', { material: line.material })}
                    onClick={() => onRemove(line.material)}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
