import { useId } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, ShoppingList } from '@kadirio/domain';
import { formatNumber, formatTzs, formatUnit } from '../lib/format';

/** The materials of every trade added up and rounded up to what can be bought. */
export function ShoppingListTable({ list, language }: { list: ShoppingList; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 0.5 }}>
        {t('estimate.shoppingList.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('estimate.shoppingList.intro', { count: list.items.length })}
      </Typography>
      {/* Scrolls inside its frame: sideways on a phone, down on a long list; the header stays. */}
      <TableContainer sx={{ maxHeight: 480, overflow: 'auto' }} tabIndex={0} aria-labelledby={titleId}>
        <Table size="small" stickyHeader sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('estimate.shoppingList.material')}</TableCell>
              <TableCell align="right">{t('estimate.shoppingList.quantity')}</TableCell>
              <TableCell align="right">{t('estimate.shoppingList.rate')}</TableCell>
              <TableCell align="right">{t('estimate.shoppingList.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((item) => (
              <TableRow key={item.material}>
                <TableCell>
                  {language === 'sw' && item.descriptionSw ? item.descriptionSw : item.description}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.purchaseQuantity, language)} {formatUnit(item.unit)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.rate, language, 0)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.amount, language, 0)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('estimate.shoppingList.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {formatTzs(list.total, language)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </section>
  );
}
