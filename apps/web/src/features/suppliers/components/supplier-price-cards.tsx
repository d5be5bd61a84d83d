import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SupplierShoppingList } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { describeAge, STALE_AFTER_DAYS } from '../price-age';
import { PHONE_CARD_SX } from '../../../components/phone-card';

/**
 * The cheapest suppliers on a phone: one card a material, its amount on the first line, the
 * quantity, price, supplier and the price's age under it — the six-column table was 680 px wide
 * in a 290 px box, hiding the prices and amounts sideways (docs/product.md, "Reading the bill").
 */
export function SupplierPriceCards({
  data,
  unitOf,
  labelOf,
}: {
  data: SupplierShoppingList;
  unitOf: (material: string) => string | undefined;
  labelOf: (material: string) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.items.map((item) => {
        const { cheapest } = item;
        if (!cheapest) return null;
        const unit = unitOf(item.material);
        return (
          <Box
            component="li"
            key={item.material}
            sx={PHONE_CARD_SX}
            data-testid={`supplier-price-${item.material}`}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {labelOf(item.material)}
            </Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(item.amount ?? 0, language, 0)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {unit ? formatQuantity(item.quantity, unit, language) : formatNumber(item.quantity, language)} ×{' '}
              {formatNumber(cheapest.price, language, 0)} · {cheapest.providerName}
              {item.supplierCount > 1 &&
                ` ${t('supply.shopping.ofSuppliers', { count: item.supplierCount })}`}
              {' · '}
              <Box
                component="span"
                sx={{ color: cheapest.ageDays > STALE_AFTER_DAYS ? 'warning.main' : 'text.secondary' }}
              >
                {describeAge(cheapest.ageDays, t)}
              </Box>
            </Typography>
          </Box>
        );
      })}
      <Box component="li" sx={{ ...PHONE_CARD_SX, borderBottom: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('supply.shopping.pricedTotal', { count: data.items.length - data.unpriced.length })}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatTzs(data.pricedTotal, language)}
        </Typography>
      </Box>
    </Box>
  );
}
