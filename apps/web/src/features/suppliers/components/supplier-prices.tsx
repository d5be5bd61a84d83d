import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SupplierBasket } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatNumber, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLanguage } from '../../../lib/use-language';
import { describeAge, STALE_AFTER_DAYS } from '../price-age';
import { usePriceShoppingListQuery } from '../suppliers.api';
import { PhoneActions } from '../../../components/phone-actions';
import { useIsPhone } from '../../../lib/use-is-phone';
import { SupplierPriceCards } from './supplier-price-cards';

/** Typing a dimension changes the list many times a second; ask the server once it settles. */
const SETTLE_MS = 600;

export interface SupplierPricesItem {
  material: string;
  /** Whole units to buy. */
  quantity: number;
  /** The material as the reader knows it, in their language. */
  label: string;
  unit: string;
}

function AgeText({ ageDays }: { ageDays: number }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ color: ageDays > STALE_AFTER_DAYS ? 'warning.main' : 'text.secondary' }}>
      {describeAge(ageDays, t)}
    </Box>
  );
}

function BasketCard({ basket, labelOf }: { basket: SupplierBasket; labelOf: (material: string) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography id={titleId} component="h4" variant="h6">
          {basket.providerName}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatTzs(basket.total, language)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {basket.region}
      </Typography>
      <PhoneActions
        phone={basket.phone}
        name={basket.providerName}
        message={[
          t('supply.shopping.whatsAppGreeting', { name: basket.providerName }),
          ...basket.lines.map((line) =>
            t('supply.shopping.basketLine', {
              material: labelOf(line.material),
              quantity: formatNumber(line.quantity, language),
              price: formatTzs(line.price, language),
              amount: formatTzs(line.amount, language),
            }),
          ),
          t('supply.shopping.whatsAppTotal', { total: formatTzs(basket.total, language) }),
        ].join('\n')}
      />
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {basket.lines.map((line) => (
          <li key={line.material}>
            <Typography variant="body2">
              {t('supply.shopping.basketLine', {
                material: labelOf(line.material),
                quantity: formatNumber(line.quantity, language),
                price: formatTzs(line.price, language),
                amount: formatTzs(line.amount, language),
              })}{' '}
              (<AgeText ageDays={line.ageDays} />)
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The shopping list priced by registered suppliers: per material the cheapest current price, who
 * offers it and how old the price is, then the list split into one basket per supplier. Asked of
 * the server (`POST /api/providers/shopping-list`) once the list stops changing.
 */
export function SupplierPrices({ items }: { items: readonly SupplierPricesItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const titleId = useId();
  const isPhone = useIsPhone();
  const body = useMemo(
    () => ({
      items: items
        .filter((item) => item.quantity > 0)
        .map(({ material, quantity }) => ({ material, quantity })),
    }),
    [items],
  );
  const settledKey = useDebouncedValue(JSON.stringify(body), SETTLE_MS);
  const settledBody = useMemo(() => JSON.parse(settledKey) as typeof body, [settledKey]);
  const { data, isError, error, isFetching, refetch } = usePriceShoppingListQuery(settledBody, {
    skip: settledBody.items.length === 0,
  });
  const labels = useMemo(() => new Map(items.map((item) => [item.material, item])), [items]);
  const labelOf = (material: string) => labels.get(material)?.label ?? material;

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('supply.shopping.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('supply.shopping.loading')} />;
  } else if (data.baskets.length === 0) {
    content = <Alert severity="info">{t('supply.shopping.noneYet')}</Alert>;
  } else {
    content = (
      <Stack spacing={3}>
        {isPhone ? (
          <SupplierPriceCards
            data={data}
            unitOf={(material) => labels.get(material)?.unit}
            labelOf={labelOf}
          />
        ) : (
          <TableContainer sx={{ maxHeight: 480, overflow: 'auto' }} tabIndex={0} aria-labelledby={titleId}>
            <Table size="small" stickyHeader sx={{ minWidth: 680 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('supply.shopping.columns.material')}</TableCell>
                  <TableCell align="right">{t('supply.shopping.columns.quantity')}</TableCell>
                  <TableCell>{t('supply.shopping.columns.supplier')}</TableCell>
                  <TableCell align="right">{t('supply.shopping.columns.price')}</TableCell>
                  <TableCell>{t('supply.shopping.columns.age')}</TableCell>
                  <TableCell align="right">{t('supply.shopping.columns.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((item) => {
                  const { cheapest } = item;
                  if (!cheapest) return null;
                  const shown = labels.get(item.material);
                  return (
                    <TableRow key={item.material} data-testid={`supplier-price-${item.material}`}>
                      <TableCell>{labelOf(item.material)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {shown
                          ? formatQuantity(item.quantity, shown.unit, language)
                          : formatNumber(item.quantity, language)}
                      </TableCell>
                      <TableCell>
                        {cheapest.providerName}
                        {item.supplierCount > 1 && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            {t('supply.shopping.ofSuppliers', { count: item.supplierCount })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatNumber(cheapest.price, language, 0)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <AgeText ageDays={cheapest.ageDays} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatNumber(item.amount ?? 0, language, 0)}
                      </TableCell>
                    </TableRow>
                  );
                })}
                {/* The body's last row, not a tfoot: Chromium repeats a tfoot on every printed page. */}
                <TableRow>
                  <TableCell colSpan={5} sx={{ fontWeight: 700, color: 'text.primary' }}>
                    {t('supply.shopping.pricedTotal', { count: data.items.length - data.unpriced.length })}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
                  >
                    {formatTzs(data.pricedTotal, language)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data.unpriced.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('supply.shopping.unpriced', { count: data.unpriced.length })}
          </Typography>
        )}
        <Box>
          <Typography component="h4" variant="h6" sx={{ mb: 1 }}>
            {t('supply.shopping.basketsTitle', { count: data.baskets.length })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.baskets.map((basket) => (
              <BasketCard key={basket.providerId} basket={basket} labelOf={labelOf} />
            ))}
          </Box>
        </Box>
      </Stack>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 0.5 }}>
        {t('supply.shopping.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('supply.shopping.intro')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && data && <LinearProgress />}</Box>
      {content}
    </section>
  );
}
