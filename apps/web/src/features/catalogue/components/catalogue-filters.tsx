import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isTradeId, TRADES, type Language, type TradeId } from '@kadirio/domain';

export const ALL_TRADES = 'all';

/** The catalogue's filters: a trade (or all), a search, and for admin whether withdrawn items show. */
export function CatalogueFilters({
  trade,
  onTrade,
  search,
  onSearch,
  showWithdrawn,
  onShowWithdrawn,
  language,
}: {
  trade: TradeId | typeof ALL_TRADES;
  onTrade: (trade: TradeId | typeof ALL_TRADES) => void;
  search: string;
  onSearch: (search: string) => void;
  /** Null: not offered (only admin sees withdrawn items). */
  showWithdrawn: boolean | null;
  onShowWithdrawn: (show: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        label={t('catalogue.trade')}
        value={trade}
        onChange={(event) => {
          const value = event.target.value;
          onTrade(isTradeId(value) ? value : ALL_TRADES);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ flex: 1, minWidth: 200 }}
      >
        <option value={ALL_TRADES}>{t('catalogue.allTrades')}</option>
        {TRADES.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {language === 'sw' ? entry.nameSw : entry.nameEn}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('catalogue.search')}
        placeholder={t('catalogue.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        size="small"
        sx={{ flex: 1, minWidth: 200 }}
      />
      {showWithdrawn !== null && (
        <FormControlLabel
          control={
            <Switch checked={showWithdrawn} onChange={(event) => onShowWithdrawn(event.target.checked)} />
          }
          label={t('catalogue.showWithdrawn')}
        />
      )}
    </Stack>
  );
}
