import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BoqSheet, SaveSheetBody, SheetBindings, TakeoffOptions } from '@kadirio/domain';
import { useDescribeError } from '../../lib/api-error';
import { useSaveBoqSheetMutation } from './boq.api';

/** Quiet time after the last keystroke before a save goes out: one request per burst of typing. */
export const SAVE_DEBOUNCE_MS = 600;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

interface PendingChanges {
  inputs?: Record<string, unknown>;
  overrides?: TakeoffOptions;
  /** A number is the sheet's own labour %; null goes back to the BOQ-wide % of its kind. */
  labourPercent?: number | null;
  /** The inputs bound to measurements, all of them (the server replaces the sheet's). */
  bindings?: SheetBindings;
  /** Typed quantities by item code; null goes back to the calculator. */
  lines: Map<string, number | null>;
}

const nothingPending = (): PendingChanges => ({ lines: new Map() });

function isEmpty(changes: PendingChanges): boolean {
  return (
    changes.inputs === undefined &&
    changes.overrides === undefined &&
    changes.labourPercent === undefined &&
    changes.bindings === undefined &&
    changes.lines.size === 0
  );
}

/** Older changes under newer ones: what failed to save is retried with what came since. */
function merge(older: PendingChanges, newer: PendingChanges): PendingChanges {
  return {
    inputs: newer.inputs ?? older.inputs,
    overrides: newer.overrides ?? older.overrides,
    labourPercent: newer.labourPercent === undefined ? older.labourPercent : newer.labourPercent,
    bindings: newer.bindings ?? older.bindings,
    lines: new Map([...older.lines, ...newer.lines]),
  };
}

function saveBody(version: number, changes: PendingChanges): SaveSheetBody {
  const body: SaveSheetBody = { version };
  if (changes.inputs !== undefined) body.inputs = changes.inputs;
  if (changes.overrides !== undefined) body.overrides = changes.overrides;
  if (changes.labourPercent !== undefined) body.labourPercent = changes.labourPercent;
  if (changes.bindings !== undefined) body.bindings = changes.bindings;
  if (changes.lines.size > 0) {
    body.lines = [...changes.lines].map(([code, quantity]) => ({ code, quantity }));
  }
  return body;
}

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}

/**
 * Edits of one sheet, saved in the background. Every change is kept here and sent after
 * `SAVE_DEBOUNCE_MS` of quiet, all at once, with the version of the sheet as last read; one save
 * is in flight at a time. A 409 (someone else saved first) drops the changes, reloads the sheet
 * and says so. The inputs on screen stay the user's own while saves come and go.
 */
export function useSheetEditor(sheet: BoqSheet, refetch: () => unknown) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [save] = useSaveBoqSheetMutation();
  const [saveState, setSaveStateNow] = useState<SaveState>('saved');
  // Keystrokes call `schedule` many times a second: only a real change of state re-renders the sheet.
  const saveStateRef = useRef<SaveState>('saved');
  const setSaveState = useCallback((next: SaveState) => {
    if (saveStateRef.current === next) return;
    saveStateRef.current = next;
    setSaveStateNow(next);
  }, []);
  /** Bumped when the sheet was reloaded over the user's edits: forms start again from it. */
  const [reloadCount, setReloadCount] = useState(0);

  const target = useRef({ mapId: sheet.mapId, trade: sheet.trade, version: sheet.version });
  useEffect(() => {
    target.current = { mapId: sheet.mapId, trade: sheet.trade, version: sheet.version };
  }, [sheet.mapId, sheet.trade, sheet.version]);

  const pending = useRef<PendingChanges>(nothingPending());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (inFlight.current) return; // The running save picks up what is pending when it is done.
    inFlight.current = true;
    try {
      while (!isEmpty(pending.current)) {
        const changes = pending.current;
        pending.current = nothingPending();
        const { mapId, trade, version } = target.current;
        setSaveState('saving');
        try {
          const saved = await save({ mapId, trade, body: saveBody(version, changes) }).unwrap();
          // The next save must carry the version this one produced, even before the re-render.
          target.current = { ...target.current, version: saved.version };
        } catch (failure) {
          if (isConflict(failure)) {
            pending.current = nothingPending();
            toast.warning(t('boqWorkspace.conflict'));
            await refetch();
            setReloadCount((count) => count + 1);
            setSaveState('saved');
          } else {
            // What failed is retried with the next change, except refused bindings: the screen
            // goes on showing the sheet's own bindings, so resending a choice it no longer shows
            // would fail every later save of a typed input too.
            pending.current = merge({ ...changes, bindings: undefined }, pending.current);
            setSaveState('failed');
            toast.error(t('boqWorkspace.saveFailed', { message: describeError(failure) }));
          }
          return;
        }
      }
      setSaveState('saved');
    } finally {
      inFlight.current = false;
    }
  }, [save, refetch, t, describeError, setSaveState]);

  const schedule = useCallback(() => {
    if (saveStateRef.current !== 'saving') setSaveState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
  }, [flush, setSaveState]);

  const changeInputs = useCallback(
    (inputs: Record<string, unknown>) => {
      pending.current.inputs = inputs;
      schedule();
    },
    [schedule],
  );
  const changeOverrides = useCallback(
    (overrides: TakeoffOptions) => {
      pending.current.overrides = overrides;
      schedule();
    },
    [schedule],
  );
  const changeLabour = useCallback(
    (labourPercent: number | null) => {
      pending.current.labourPercent = labourPercent;
      schedule();
    },
    [schedule],
  );
  /** Bindings go out at once: the sheet's values follow the measurement only once the server has them. */
  const changeBindings = useCallback(
    (bindings: SheetBindings) => {
      pending.current.bindings = bindings;
      clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );
  const changeLine = useCallback(
    (code: string, quantity: number | null) => {
      pending.current.lines.set(code, quantity);
      schedule();
    },
    [schedule],
  );

  // Leaving the sheet (another trade, another page) sends what is still waiting.
  useEffect(
    () => () => {
      if (timer.current !== undefined) void flush();
    },
    [flush],
  );

  return {
    saveState,
    reloadCount,
    changeInputs,
    changeOverrides,
    changeLabour,
    changeLine,
    changeBindings,
    flush,
  };
}

export type SheetEditor = ReturnType<typeof useSheetEditor>;
