import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseEstimate, Language, ShoppingList } from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { EstimateLines } from './estimate-lines';
import { StageTotals } from './stage-totals';
import { LeftOutLines } from '../../../components/left-out-lines';

function SummaryLine({
  label,
  amount,
  isTotal = false,
}: {
  label: string;
  amount: string;
  isTotal?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: isTotal ? 700 : 400,
        ...(isTotal ? { mt: 0.5, pt: 1, borderTop: 1, borderColor: 'divider' } : {}),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {amount}
      </Box>
    </Box>
  );
}

/**
 * The priced house, the payoff first: grand total, cost per m² and the summary lines, then the
 * totals by building stage, and the detailed lines (the shopping list) only on demand.
 * Memoised: a keystroke that leaves the house invalid (or unchanged) does not redraw the result.
 */
export const EstimateResult = memo(function EstimateResult({
  estimate,
  language,
  renderShoppingListExtras,
}: {
  estimate: HouseEstimate;
  language: Language;
  /** What the app adds under the shopping list (suppliers' prices for a signed-in reader). */
  renderShoppingListExtras?: (list: ShoppingList) => ReactNode;
}) {
  const { t } = useTranslation();
  const { summary, shoppingList } = estimate;
  const percent = (value: number) => `${formatNumber(value, language)} %`;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('estimate.grandTotal')}
        </Typography>
        {/* aria-live: a screen reader hears the new total as the visitor types. */}
        <Box aria-live="polite" aria-atomic>
          <Typography
            component="p"
            data-testid="estimate-grand-total"
            sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2, my: 0.5 }}
          >
            {formatTzs(summary.grandTotal, language)}
          </Typography>
        </Box>
        <Typography color="text.secondary" data-testid="estimate-cost-per-m2">
          {summary.costPerSquareMetre === null
            ? t('estimate.noArea')
            : t('estimate.perSquareMetre', { amount: formatTzs(summary.costPerSquareMetre, language) })}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0 }}>
          <SummaryLine label={t('estimate.lines.subtotal')} amount={formatTzs(summary.subtotal, language)} />
          <SummaryLine
            label={t('estimate.lines.contingency', { percent: percent(summary.contingencyPercent) })}
            amount={formatTzs(summary.contingency, language)}
          />
          {summary.ratesIncludeVat ? null : (
            <SummaryLine
              label={t('estimate.lines.vat', { percent: percent(summary.vatPercent) })}
              amount={formatTzs(summary.vat, language)}
            />
          )}
          <SummaryLine
            label={t('estimate.lines.grandTotal')}
            amount={formatTzs(summary.grandTotal, language)}
            isTotal
          />
        </Box>
        {summary.ratesIncludeVat && (
          // Shop rates include VAT (docs/takeoff.md, "Revision 2 — pricing"): shown, not added.
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="estimate-vat-included">
            {t('pricingRevision2.vatIncluded', { percent: formatNumber(summary.vatPercent, language) })}:{' '}
            {formatTzs(summary.vatIncluded, language)}
          </Typography>
        )}
        <LeftOutLines
          lines={estimate.trades.flatMap((trade) => trade.leftOut)}
          language={language}
          severity="info"
          testId="estimate-left-out"
          sx={{ mt: 2 }}
        />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <StageTotals estimate={estimate} language={language} />
      </Paper>

      <Typography variant="body2" color="text.secondary">
        {t('pricingRevision2.contingencyEstimate')} {t('estimate.note')}
      </Typography>

      <EstimateLines
        list={shoppingList}
        language={language}
        extras={renderShoppingListExtras?.(shoppingList)}
      />
    </Stack>
  );
});
