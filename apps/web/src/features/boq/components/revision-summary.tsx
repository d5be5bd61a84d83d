import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TradeId } from '@kadirio/domain';
import type { BillView } from './bill-view';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { TradeTotalCards } from './bill-cards';
import { ExcludedTrades } from './excluded-trades';
import { SectionShareChart } from './section-share-chart';
import { SummaryFigures, TradeTotalsTable } from './summary-figures';

/** The bill's summary: its figures, the share of each section, every billed trade's total, and what was excluded. */
export function RevisionSummary({
  bill,
  billedSummary,
  isPrinting,
  tradeHref,
}: {
  bill: BillView;
  /** The summary with only the trades that bill something. */
  billedSummary: BillView['summary'];
  isPrinting: boolean;
  tradeHref: (trade: TradeId) => string;
}) {
  const language = useLanguage();
  const isPhone = useIsPhone();
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(320px, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SummaryFigures summary={bill.summary} language={language} />
        </Paper>
        {!isPrinting && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionShareChart sections={bill.summary.sections} language={language} />
          </Paper>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {isPhone ? (
          <TradeTotalCards summary={billedSummary} language={language} hrefOf={tradeHref} />
        ) : (
          <TradeTotalsTable summary={billedSummary} language={language} hrefOf={tradeHref} />
        )}
      </Paper>
      <ExcludedTrades sheets={bill.sheets} language={language} />
    </Stack>
  );
}
