import { useId } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, ShoppingList } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../lib/format';
import { formatQuantity } from '../lib/units';
import { useIsPhone } from '../lib/use-is-phone';
import Box from '@mui/material/Box';
import { PHONE_CARD_SX } from './phone-card';

/**
 * The materials of every trade added up and rounded up to what can be bought. The page scrolls,
 * never a box inside it: the whole list prints. On screen the total is stated first and last; on
 * paper only last, once: the total row is the table body's last row, not a `tfoot`, which
 * Chromium repeats at the foot of every printed page. On a phone each material is a card with its
 * amount on the first line.
 */
export function ShoppingListTable({
  list,
  language,
  title,
}: {
  list: ShoppingList;
  language: Language;
  /** Instead of "Shopping list" (a building stage's list). */
  title?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useIsPhone();
  const total = (
    <Typography sx={{ fontWeight: 700, mb: 1 }}>
      {t('estimate.shoppingList.total')}: {formatTzs(list.total, language)}
    </Typography>
  );
  // The statement above the list helps on screen; on paper the total is read at the end.
  const totalFirst = (
    <Typography className="no-print" sx={{ fontWeight: 700, mb: 1 }} data-testid="shopping-list-total-first">
      {t('estimate.shoppingList.total')}: {formatTzs(list.total, language)}
    </Typography>
  );
  if (isPhone) {
    return (
      <section aria-labelledby={titleId}>
        <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 0.5 }}>
          {title ?? t('estimate.shoppingList.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('estimate.shoppingList.intro', { count: list.items.length })}
        </Typography>
        {totalFirst}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.items.map((item) => (
            <Box component="li" key={item.material} sx={PHONE_CARD_SX}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {language === 'sw' && item.descriptionSw ? item.descriptionSw : item.description}
              </Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(item.amount, language, 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {formatQuantity(item.purchaseQuantity, item.unit, language)} ×{' '}
                {formatNumber(item.rate, language, 0)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 1 }}>{total}</Box>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 0.5 }}>
        {title ?? t('estimate.shoppingList.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('estimate.shoppingList.intro', { count: list.items.length })}
      </Typography>
      {totalFirst}
      <TableContainer aria-labelledby={titleId}>
        <Table size="small">
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
                  {formatQuantity(item.purchaseQuantity, item.unit, language)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.rate, language, 0)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(item.amount, language, 0)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="shopping-list-total">
              <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('estimate.shoppingList.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {formatTzs(list.total, language)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
