import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { hasQuantities, type Language, type ShoppingList, type TradeId } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../components/empty-state';
import { ShoppingListTable } from '../../../components/shopping-list-table';
import { ShoppingListByStage, type BoughtTicks } from './shopping-list-by-stage';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { LineCards } from './bill-cards';
import { BillHeadline, type RevisionState } from './bill-headline';
import { SheetLines } from './sheet-lines';
import { BILL_TABS, type BillTab } from '../../../lib/paths';
import { SheetTotals } from './sheet-totals';
import { RevisionSummary } from './revision-summary';
import type { BillView } from './bill-view';

export const REVISION_TABS = BILL_TABS;
export type RevisionTab = BillTab;

const ignore = () => undefined;

function TradeLines({ sheet, language }: { sheet: BillView['sheets'][number]; language: Language }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const lines = sheet.lines.filter((line) => line.quantity > 0);
  return (
    <>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('boqClient.noLines')}</Typography>
      ) : isPhone ? (
        <LineCards lines={lines} language={language} />
      ) : (
        <SheetLines
          lines={lines}
          language={language}
          canEditQuantity={false}
          canEditRate={false}
          onChangeQuantity={ignore}
          onEditRate={ignore}
        />
      )}
      <SheetTotals sheet={sheet} language={language} canEditLabour={false} />
    </>
  );
}

/** While printing, every part of the bill is laid out one after the other, totals included. */
function usePrintingAll(): [boolean, () => void] {
  const [isPrinting, setIsPrinting] = useState(false);
  useEffect(() => {
    // Ctrl+P too: the whole bill is rendered before the browser lays out the pages.
    const before = () => flushSync(() => setIsPrinting(true));
    const after = () => setIsPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setIsPrinting(true));
    window.print();
  };
  return [isPrinting, print];
}

/**
 * An issued revision as the client reads it: summary, trade by trade, shopping list and the
 * budget by building stage, each at its own address (`hrefOf`), so a reload keeps the place and
 * a link can be sent. On a phone the rows are cards with their amounts; printing lays out the
 * whole bill with its totals.
 */
export function RevisionView({
  bill,
  tab,
  trade,
  hrefOf,
  actions,
  changes,
  state,
  stages,
  shoppingTicks,
  renderShoppingListExtras,
}: {
  bill: BillView;
  tab: RevisionTab;
  trade: TradeId | undefined;
  hrefOf: (tab: RevisionTab, trade?: TradeId) => string;
  /** Downloads, share: shown under the heading, not printed. */
  actions?: ReactNode;
  /** What changed since the revision before, with the reason (the owner's view). */
  changes?: ReactNode;
  /** Where the owner stands with this revision, beside its grand total. */
  state?: RevisionState | undefined;
  /** The building stages view (the owner's has ticks). */
  stages: ReactNode;
  /** The owner's "bought" ticks on the shopping list. */
  shoppingTicks?: BoughtTicks | undefined;
  /** What the app adds under the shopping list (the suppliers' prices); composed in by the app. */
  renderShoppingListExtras?: (list: ShoppingList) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const [isPrinting, print] = usePrintingAll();
  // The bill on screen holds what the printed one does: only the trades with measured work, not a
  // row of "TZS 0" for every trade this house does not have.
  const billedSheets = bill.sheets.filter(hasQuantities);
  const isBilled = (each: TradeId) => billedSheets.some((candidate) => candidate.trade === each);
  const billedSummary = {
    ...bill.summary,
    trades: bill.summary.trades.filter((each) => each.total !== 0 || isBilled(each.trade)),
  };
  const shownTrade = trade && isBilled(trade) ? trade : (billedSheets[0]?.trade ?? 'pre');
  const tradeName = (each: BillView['sheets'][number]) => (language === 'sw' ? each.nameSw : each.nameEn);

  const summary = (
    <RevisionSummary
      bill={bill}
      billedSummary={billedSummary}
      isPrinting={isPrinting}
      tradeHref={(each) => hrefOf('trades', each)}
    />
  );

  const shopping = (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {isPrinting ? (
        // On paper the whole list, flat, with its total.
        <ShoppingListTable list={bill.shoppingList} language={language} />
      ) : (
        <ShoppingListByStage
          list={bill.shoppingList}
          sheets={bill.sheets}
          language={language}
          {...(shoppingTicks ? { ticks: shoppingTicks } : {})}
        />
      )}
      {renderShoppingListExtras && !isPrinting && (
        <Box sx={{ mt: 3 }}>{renderShoppingListExtras(bill.shoppingList)}</Box>
      )}
    </Paper>
  );

  if (isPrinting) {
    return (
      <Stack spacing={3}>
        <Typography>
          {t('boqClient.revision', {
            revision: bill.revision,
            time: formatDateTime(bill.issuedAt, language),
          })}
        </Typography>
        {summary}
        {billedSheets.map((each) => (
          <Box key={each.trade} component="section" sx={{ breakInside: 'avoid-page' }}>
            <Typography component="h2" variant="h3">
              {tradeName(each)}
            </Typography>
            <TradeLines sheet={each} language={language} />
          </Box>
        ))}
        {shopping}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <BillHeadline
        grandTotal={bill.summary.grandTotal}
        revision={bill.revision}
        issuedAt={bill.issuedAt}
        state={state}
        language={language}
      />
      {/* Share, the downloads' menu and print in one row under the total (they wrap on a narrow
          phone rather than push it sideways). */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        className="no-print"
      >
        {actions}
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={print}>
          {t('clientBoq.print')}
        </Button>
      </Stack>
      {changes}
      <Tabs
        value={tab}
        variant={isPhone ? 'fullWidth' : 'standard'}
        aria-label={t('boqClient.title')}
        className="no-print"
        sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 0.5, sm: 2 }, lineHeight: 1.2 } }}
      >
        {REVISION_TABS.map((each) => (
          <Tab
            key={each}
            value={each}
            label={t(each === 'stages' ? 'clientBoq.tabs.stages' : `boqClient.tabs.${each}`)}
            component={RouterLink}
            to={hrefOf(each, each === 'trades' ? shownTrade : undefined)}
          />
        ))}
      </Tabs>
      {tab === 'summary' && summary}
      {tab === 'trades' && billedSheets.length === 0 && (
        <EmptyState title={t('boqClient.noMeasuredTrades')} />
      )}
      {tab === 'trades' && billedSheets.length > 0 && (
        <TradeTab
          sheets={billedSheets}
          shown={shownTrade}
          onShow={(each) => void navigate(hrefOf('trades', each))}
        />
      )}
      {tab === 'shopping' && shopping}
      {tab === 'stages' && stages}
    </Stack>
  );
}

/** One trade's lines, the trade picked from the billed ones (its address follows the pick). */
function TradeTab({
  sheets,
  shown,
  onShow,
}: {
  sheets: readonly BillView['sheets'][number][];
  shown: TradeId;
  onShow: (trade: TradeId) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const sheet = sheets.find((candidate) => candidate.trade === shown);
  const tradeName = (each: BillView['sheets'][number]) => (language === 'sw' ? each.nameSw : each.nameEn);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <TextField
        select
        label={t('boqClient.trade')}
        value={shown}
        onChange={(event) => onShow(event.target.value as TradeId)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        fullWidth={isPhone}
        sx={{ mb: 2, minWidth: 260 }}
      >
        {sheets.map((candidate) => (
          <option key={candidate.trade} value={candidate.trade}>
            {tradeName(candidate)}
          </option>
        ))}
      </TextField>
      {sheet && <TradeLines sheet={sheet} language={language} />}
    </Paper>
  );
}
