import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoqRevision, ShoppingList, TradeId } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { ShoppingListTable } from '../../../components/shopping-list-table';
import { useLanguage } from '../../../lib/use-language';
import { RevisionDownloads } from './revision-downloads';
import { SectionShareChart } from './section-share-chart';
import { SheetLines } from './sheet-lines';
import { SheetTotals } from './sheet-totals';
import { SummaryFigures, TradeTotalsTable } from './summary-figures';

type View = 'summary' | 'trades' | 'shopping';

const ignore = () => undefined;

/** An issued revision as the client reads it: summary, trade by trade, shopping list, downloads. */
export function RevisionView({
  revision,
  renderShoppingListExtras,
}: {
  revision: BoqRevision;
  /** What the app adds under the shopping list (the suppliers' prices); composed in by the app. */
  renderShoppingListExtras?: (list: ShoppingList) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [view, setView] = useState<View>('summary');
  const [trade, setTrade] = useState<TradeId>(revision.sheets[0]?.trade ?? 'pre');
  const sheet = revision.sheets.find((candidate) => candidate.trade === trade);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('boqClient.revision', {
          revision: revision.revision,
          time: formatDateTime(revision.issuedAt, language),
        })}
      </Typography>
      <RevisionDownloads mapId={revision.mapId} mapTitle={revision.map.title} revision={revision.revision} />
      <Tabs
        value={view}
        onChange={(_event, next: View) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="summary" label={t('boqClient.tabs.summary')} />
        <Tab value="trades" label={t('boqClient.tabs.trades')} />
        <Tab value="shopping" label={t('boqClient.tabs.shopping')} />
      </Tabs>
      {view === 'summary' && (
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
              <SummaryFigures summary={revision.summary} language={language} />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <SectionShareChart sections={revision.summary.sections} language={language} />
            </Paper>
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <TradeTotalsTable summary={revision.summary} language={language} />
          </Paper>
        </Stack>
      )}
      {view === 'trades' && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <TextField
            select
            label={t('boqClient.trade')}
            value={trade}
            onChange={(event) => setTrade(event.target.value as TradeId)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            size="small"
            sx={{ mb: 2, minWidth: 260 }}
          >
            {revision.sheets.map((candidate) => (
              <option key={candidate.trade} value={candidate.trade}>
                {language === 'sw' ? candidate.nameSw : candidate.nameEn}
              </option>
            ))}
          </TextField>
          {sheet && (
            <>
              {sheet.lines.some((line) => line.quantity > 0) ? (
                <SheetLines
                  lines={sheet.lines.filter((line) => line.quantity > 0)}
                  language={language}
                  canEditQuantity={false}
                  canEditRate={false}
                  onChangeQuantity={ignore}
                  onEditRate={ignore}
                />
              ) : (
                <Typography color="text.secondary">{t('boqClient.noLines')}</Typography>
              )}
              <SheetTotals sheet={sheet} language={language} canEditLabour={false} />
            </>
          )}
        </Paper>
      )}
      {view === 'shopping' && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <ShoppingListTable list={revision.shoppingList} language={language} />
          {renderShoppingListExtras && (
            <Box sx={{ mt: 3 }}>{renderShoppingListExtras(revision.shoppingList)}</Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}
