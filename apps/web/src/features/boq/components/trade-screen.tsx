import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TRADES, type BoqLine, type BoqSheet, type Language, type TradeId } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useGetBoqSheetQuery } from '../boq.api';
import { tradeHref } from '../boq-routes';
import { useMarkReviewed } from '../use-mark-reviewed';
import { useSheetEditor } from '../use-sheet-editor';
import { MeasurementBindings } from '../takeoff/measurement-bindings';
import { boundFields, boundKey } from '../takeoff/bound-fields';
import { CalculatorPanel } from './calculator-panel';
import { OverridesPanel } from './overrides-panel';
import { SheetHeader, tradeName } from './sheet-header';
import { SheetLines } from './sheet-lines';
import { SheetNotices } from './sheet-notices';
import { SheetTotals } from './sheet-totals';

export interface WorkspaceAbilities {
  /** BOQ staff and admin: inputs, quantities, labour, complete and reopen. */
  canEditSheets: boolean;
  /** Price setters and admin: the rates of the items. */
  canEditRates: boolean;
  /**
   * The dialog a line's rate is set in. It is the catalogue's (its endpoint and history), so the
   * app composes it in; only price setters open it, one line at a time.
   */
  renderRateDialog?: (request: RateDialogRequest) => ReactNode;
}

/** The line whose catalogue item gets a new rate, and how to close the dialog. */
export interface RateDialogRequest {
  line: BoqLine & { itemId: string };
  language: Language;
  onClose: () => void;
}

interface TradeScreenProps extends WorkspaceAbilities {
  mapId: string;
  trade: TradeId;
}

/** One trade's sheet of one map: calculator, lines, totals, completion. */
export function TradeScreen({ mapId, trade, ...abilities }: TradeScreenProps) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { currentData: sheet, isError, error, refetch } = useGetBoqSheetQuery({ mapId, trade });
  if (isError) {
    return (
      <LoadError
        message={`${t('boqWorkspace.sheetLoadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!sheet) return <LoadingRow label={t('boqWorkspace.sheetLoading')} />;
  return <SheetEditorView key={`${mapId}:${trade}`} sheet={sheet} refetch={refetch} {...abilities} />;
}

function SheetEditorView({
  sheet,
  refetch,
  canEditSheets,
  canEditRates,
  renderRateDialog,
}: WorkspaceAbilities & { sheet: BoqSheet; refetch: () => unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const editor = useSheetEditor(sheet, refetch);
  useMarkReviewed(sheet, canEditSheets);
  const [rateLine, setRateLine] = useState<(BoqLine & { itemId: string }) | null>(null);
  const onEditRate = useCallback((line: BoqLine) => {
    if (line.itemId !== null) setRateLine({ ...line, itemId: line.itemId });
  }, []);
  const articleRef = useRef<HTMLElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  const isCompleted = sheet.status === 'completed';
  const isDraft = sheet.status === 'draft';
  const canEditNow = canEditSheets && isDraft;

  const position = TRADES.findIndex((trade) => trade.id === sheet.trade);
  const previous = TRADES[position - 1];
  const next = TRADES[position + 1];

  // "Next" and "Previous" land at the top of the sheet (whichever element scrolls), not where the
  // last sheet was left.
  // Checked after every render until this sheet's article is there: inside the split view the
  // screen may mount before its content.
  const landedOn = useRef<string | null>(null);
  useEffect(() => {
    const article = articleRef.current;
    if (!article || landedOn.current === sheet.trade) return;
    landedOn.current = sheet.trade;
    if (article.getBoundingClientRect().top < 0) article.scrollIntoView?.({ block: 'start' });
  });

  // Alt+Shift+→/← (or N/P): next/previous sheet; Alt+Shift+C: complete or reopen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      // By the physical key as well: on a Mac, Alt+Shift+N/P/C give "˜", "∏" and "Ç" as the key.
      const key = /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
      const target =
        key === 'arrowright' || key === 'n'
          ? next
          : key === 'arrowleft' || key === 'p'
            ? previous
            : undefined;
      if (target) {
        event.preventDefault();
        void navigate(tradeHref(target.id, sheet.mapId));
      } else if (key === 'c' && completeRef.current && !completeRef.current.disabled) {
        event.preventDefault();
        completeRef.current.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, next, previous, sheet.mapId]);

  return (
    <Stack
      spacing={2}
      component="article"
      ref={articleRef}
      aria-label={tradeName(sheet, language)}
      sx={{ scrollMarginTop: 72 }}
    >
      <SheetHeader
        sheet={sheet}
        language={language}
        canEditSheets={canEditSheets}
        saveState={editor.saveState}
        onFailure={() => void refetch()}
        completeRef={completeRef}
      />

      {sheet.status === 'notApplicable' && (
        <Alert severity="info">
          {t('boqIssue.notApplicableNote', { reason: sheet.notApplicableReason ?? '' })}
        </Alert>
      )}
      {canEditSheets && isCompleted && <Alert severity="info">{t('boqWorkspace.lockedNote')}</Alert>}
      {!canEditSheets && <Alert severity="info">{t('boqWorkspace.readOnlyNote')}</Alert>}

      <CalculatorPanel
        key={`${sheet._id}:${editor.reloadCount}:${boundKey(sheet)}`}
        trade={sheet.trade}
        inputs={sheet.inputs}
        bound={boundFields(sheet)}
        sources={sheet.inputSources ?? {}}
        disabled={!canEditNow}
        onChange={editor.changeInputs}
      />

      <MeasurementBindings sheet={sheet} disabled={!canEditNow} onChange={editor.changeBindings} />

      <SheetNotices sheet={sheet} language={language} />

      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <SheetLines
          key={editor.reloadCount}
          lines={sheet.lines}
          language={language}
          canEditQuantity={canEditNow}
          canEditRate={canEditRates}
          onChangeQuantity={editor.changeLine}
          onEditRate={onEditRate}
        />
        <SheetTotals
          key={`labour:${editor.reloadCount}`}
          sheet={sheet}
          language={language}
          canEditLabour={canEditNow}
          onChangeLabour={editor.changeLabour}
        />
      </Paper>

      {/* Constants and wastage are set seldom: under the lines, so that at a desk the lines start
          within the first screen. */}
      <OverridesPanel
        key={`overrides:${sheet._id}:${editor.reloadCount}`}
        overrides={sheet.overrides}
        boqWide={sheet.boqWideOptions}
        disabled={!canEditNow}
        onChange={editor.changeOverrides}
      />

      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {previous ? (
          <Button
            component={RouterLink}
            to={tradeHref(previous.id, sheet.mapId)}
            aria-keyshortcuts="Alt+Shift+ArrowLeft Alt+Shift+P"
            title={t('boqWorkspace.shortcutPrevious')}
          >
            {t('boqWorkspace.previous', { name: tradeName(previous, language) })}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={RouterLink}
            to={tradeHref(next.id, sheet.mapId)}
            aria-keyshortcuts="Alt+Shift+ArrowRight Alt+Shift+N"
            title={t('boqWorkspace.shortcutNext')}
          >
            {t('boqWorkspace.next', { name: tradeName(next, language) })}
          </Button>
        )}
      </Stack>

      {rateLine && renderRateDialog?.({ line: rateLine, language, onClose: () => setRateLine(null) })}
    </Stack>
  );
}
