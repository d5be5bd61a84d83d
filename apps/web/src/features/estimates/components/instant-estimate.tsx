import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  createPriceBook,
  priceHouse,
  type HouseEstimate,
  type HouseModelRawInput,
  type ShoppingList,
} from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { isLanguage } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useGetCatalogueQuery } from '../calculators.api';
import {
  DEFAULT_HOUSE_VALUES,
  parseHouseForm,
  type HouseField,
  type HouseFormValues,
} from '../../../lib/house-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { keepEstimateValues, readEstimateDraft } from '../estimate-draft';
import { EstimateResult } from './estimate-result';
import { EstimateSection } from './estimate-section';
import { HouseFacts } from './house-facts';
import { ESTIMATE_RESULT_ID, PhoneTotal } from './phone-total';
import { HouseFormFields } from '../../../components/house-form-fields';

type Pricing = { kind: 'priced'; estimate: HouseEstimate };

const DEFAULT_HOUSE = parseHouseForm(DEFAULT_HOUSE_VALUES).house as HouseModelRawInput;
/**
 * How long typing pauses before the house is priced again: longer than the gap between a
 * typist's keys, short enough to read as at once. Pricing redraws the whole result (a hundred
 * rows and more); done between key presses on a slow phone it delayed the next key (INP, issue
 * 17: an instant-estimate change answers within 200 ms under 4× CPU throttling).
 */
const PRICE_AFTER_PAUSE_MS = 200;

/** What the page around the estimate may offer for it (save, share, print: composed in by the app). */
export interface EstimateActionsState {
  values: HouseFormValues;
  /** The house as described, or null while a field is invalid. */
  house: HouseModelRawInput | null;
  grandTotal: number | null;
}

/** The visitor's last estimate in this browser, else the typical house; its last valid house priced. */
function initialState(): { values: HouseFormValues; house: HouseModelRawInput } {
  const values = readEstimateDraft()?.values ?? DEFAULT_HOUSE_VALUES;
  return { values, house: parseHouseForm(values).house ?? DEFAULT_HOUSE };
}

/**
 * The instant estimate of docs/takeoff.md §3: a simple house priced in the browser with the domain's
 * `priceHouse` and the current catalogue, fetched once. Nothing is sent per keystroke; while a
 * field is invalid the last valid result stays, dimmed. The values are kept in this browser
 * (estimate-draft.ts), so a reload or a detour to register does not lose them. On paper the form
 * gives way to the house's facts.
 */
export function InstantEstimate({
  titleComponent = 'h2',
  renderShoppingListExtras,
  renderActions,
}: {
  titleComponent?: 'h1' | 'h2';
  /** Composed in by the app: features do not import each other. Keep it stable (module level). */
  renderShoppingListExtras?: (list: ShoppingList) => ReactNode;
  /** Save, share and print, composed in by the app where it has the session and the routes. */
  renderActions?: (state: EstimateActionsState) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const { data: catalogue, isError, error, refetch, isFetching } = useGetCatalogueQuery();

  const [initial] = useState(initialState);
  const [values, setValues] = useState<HouseFormValues>(initial.values);
  const [lastValidHouse, setLastValidHouse] = useState<HouseModelRawInput>(initial.house);
  const parsed = useMemo(() => parseHouseForm(values), [values]);
  const isStale = parsed.house === null;

  const change = <F extends HouseField>(field: F, value: HouseFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    keepEstimateValues(next);
    const { house } = parseHouseForm(next);
    if (house) setLastValidHouse(house);
  };

  // Priced once typing pauses, and then as a deferred render that a new key press interrupts.
  const house = useDeferredValue(useDebouncedValue(lastValidHouse, PRICE_AFTER_PAUSE_MS));
  const priceBook = useMemo(() => (catalogue ? createPriceBook(catalogue) : null), [catalogue]);
  const pricing = useMemo((): Pricing | null => {
    if (!priceBook) return null;
    // A withdrawn item is simply not priced: the result names the lines it left out
    // (docs/takeoff.md, "Revision 2 — pricing").
    return { kind: 'priced', estimate: priceHouse(house, priceBook) };
  }, [priceBook, house]);

  let result;
  if (pricing?.kind === 'priced') {
    result = (
      <Stack spacing={2}>
        {isStale && <Alert severity="warning">{t('estimate.stale')}</Alert>}
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'none', '@media print': { display: 'block' } }}
          data-testid="estimate-print-facts"
        >
          <HouseFacts house={house} language={language} />
        </Paper>
        <Box
          sx={{ opacity: isStale ? 0.45 : 1, transition: 'opacity 150ms' }}
          data-stale={isStale || undefined}
        >
          <EstimateResult
            estimate={pricing.estimate}
            language={language}
            renderShoppingListExtras={renderShoppingListExtras}
          />
        </Box>
      </Stack>
    );
  } else if (isError) {
    result = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} loading={isFetching}>
            {t('errors.tryAgain')}
          </Button>
        }
      >
        {t('estimate.loadError')} {describeError(error)}
      </Alert>
    );
  } else {
    result = (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{t('estimate.loading')}</Typography>
      </Stack>
    );
  }

  return (
    <EstimateSection titleComponent={titleComponent}>
      {renderActions && (
        <Box sx={{ mb: 2 }}>
          {renderActions({
            values,
            house: parsed.house,
            grandTotal: pricing && !isStale ? pricing.estimate.summary.grandTotal : null,
          })}
        </Box>
      )}
      {isPhone && pricing?.kind === 'priced' && !isStale && (
        <PhoneTotal total={pricing.estimate.summary.grandTotal} language={language} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          // On paper the form is hidden: the result takes the page's width.
          '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} className="no-print">
          <HouseFormFields values={values} problems={parsed.problems} language={language} onChange={change} />
        </Paper>
        {/* Below the sticky app bar (88 px, app.tsx) when the phone jumps to it. */}
        <Box id={ESTIMATE_RESULT_ID} sx={{ scrollMarginTop: 96 }}>
          {result}
        </Box>
      </Box>
    </EstimateSection>
  );
}
