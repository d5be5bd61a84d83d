import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { TRADES, type BoqLine, type BoqSheet, type Language, type TradeId } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useCompleteBoqSheetMutation, useGetBoqSheetQuery, useReopenBoqSheetMutation } from '../boq.api';
import { tradeHref } from '../boq-routes';
import { useSheetEditor, type SaveState } from '../use-sheet-editor';
import { CalculatorPanel } from './calculator-panel';
import { OverridesPanel } from './overrides-panel';
import { SheetLines } from './sheet-lines';
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

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const text = {
    saved: t('boqWorkspace.saved'),
    pending: t('boqWorkspace.unsaved'),
    saving: t('boqWorkspace.saving'),
    failed: t('boqWorkspace.unsaved'),
  }[state];
  return (
    <Typography
      role="status"
      variant="body2"
      color={state === 'failed' ? 'error' : 'text.secondary'}
      sx={{ minHeight: 20 }}
    >
      {text}
    </Typography>
  );
}

function tradeName(trade: { nameEn: string; nameSw: string }, language: Language): string {
  return language === 'sw' ? trade.nameSw : trade.nameEn;
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
  const describeError = useDescribeError();
  const editor = useSheetEditor(sheet, refetch);
  const [complete, completing] = useCompleteBoqSheetMutation();
  const [reopen, reopening] = useReopenBoqSheetMutation();
  const [rateLine, setRateLine] = useState<(BoqLine & { itemId: string }) | null>(null);
  const onEditRate = useCallback((line: BoqLine) => {
    if (line.itemId !== null) setRateLine({ ...line, itemId: line.itemId });
  }, []);

  const isCompleted = sheet.status === 'completed';
  const canEditNow = canEditSheets && !isCompleted;
  const args = { mapId: sheet.mapId, trade: sheet.trade, version: sheet.version };

  const toggleCompletion = async () => {
    try {
      if (isCompleted) {
        await reopen(args).unwrap();
        toast.success(t('boqWorkspace.reopenedToast'));
      } else {
        await complete(args).unwrap();
        toast.success(t('boqWorkspace.completedToast'));
      }
    } catch (failure) {
      toast.error(describeError(failure));
      void refetch();
    }
  };

  const position = TRADES.findIndex((trade) => trade.id === sheet.trade);
  const previous = TRADES[position - 1];
  const next = TRADES[position + 1];

  return (
    <Stack spacing={3} component="article" aria-label={tradeName(sheet, language)}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {tradeName(sheet, language)}
            </Typography>
            <Chip
              label={t(`boqWorkspace.status.${sheet.status}`)}
              color={isCompleted ? 'success' : 'default'}
              variant={isCompleted ? 'filled' : 'outlined'}
            />
          </Stack>
          {isCompleted && sheet.completedBy && (
            <Typography variant="body2" color="text.secondary">
              {t('boqWorkspace.completedBy', {
                name: sheet.completedBy.name,
                time: formatDateTime(sheet.completedAt, language),
              })}
            </Typography>
          )}
          {canEditSheets && <SaveStatus state={editor.saveState} />}
        </Box>
        {canEditSheets && (
          <Button
            variant={isCompleted ? 'outlined' : 'contained'}
            color={isCompleted ? 'primary' : 'success'}
            startIcon={isCompleted ? <LockOpenIcon /> : <CheckCircleOutlineIcon />}
            loading={completing.isLoading || reopening.isLoading}
            // Unsaved edits first: completing locks what the server holds.
            disabled={editor.saveState !== 'saved'}
            onClick={() => void toggleCompletion()}
            sx={{ flexShrink: 0 }}
          >
            {isCompleted ? t('boqWorkspace.reopen') : t('boqWorkspace.complete')}
          </Button>
        )}
      </Stack>

      {canEditSheets && isCompleted && <Alert severity="info">{t('boqWorkspace.lockedNote')}</Alert>}
      {!canEditSheets && <Alert severity="info">{t('boqWorkspace.readOnlyNote')}</Alert>}

      <CalculatorPanel
        key={`${sheet._id}:${editor.reloadCount}`}
        trade={sheet.trade}
        inputs={sheet.inputs}
        disabled={!canEditNow}
        onChange={editor.changeInputs}
      />

      <OverridesPanel
        key={`overrides:${sheet._id}:${editor.reloadCount}`}
        overrides={sheet.overrides}
        disabled={!canEditNow}
        onChange={editor.changeOverrides}
      />

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

      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {previous ? (
          <Button component={RouterLink} to={tradeHref(previous.id, sheet.mapId)}>
            {t('boqWorkspace.previous', { name: tradeName(previous, language) })}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button component={RouterLink} to={tradeHref(next.id, sheet.mapId)}>
            {t('boqWorkspace.next', { name: tradeName(next, language) })}
          </Button>
        )}
      </Stack>

      {rateLine && renderRateDialog?.({ line: rateLine, language, onClose: () => setRateLine(null) })}
    </Stack>
  );
}
