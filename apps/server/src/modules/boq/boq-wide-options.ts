import { mergeRecalculation, type StoredLine, type TakeoffOptions, type TradeId } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import {
  hasBindings,
  recalculateFromMeasurements,
  storedBindings,
  type MeasurementRefsOf,
} from './boq-bindings';
import { staleMessage } from './boq-drafts';
import { toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

/** A draft sheet re-measured with new BOQ-wide options: what its row and lines become. */
export interface RemeasuredDraft {
  row: SheetWithPeople;
  inputs: Record<string, unknown>;
  lines: StoredLine[];
}

/**
 * Re-measures every draft sheet of a map with the BOQ-wide wastage and constants `boqWide` under
 * its own overrides (docs/takeoff.md §1, "Constants"), before the transaction that stores them
 * opens (PGlite's single connection would wait on itself for the measurements). A completed or
 * not-applicable sheet keeps the lines it was settled with until it is reopened, as it keeps its
 * rates. Typed quantities survive (`mergeRecalculation`); inputs keep their sources; a sheet whose
 * bindings no longer resolve is a 400 naming it, and nothing is stored.
 */
export async function remeasureDrafts(
  db: Database,
  rows: readonly SheetWithPeople[],
  boqWide: TakeoffOptions,
  measurementRefs: MeasurementRefsOf,
): Promise<RemeasuredDraft[]> {
  const drafts = rows.filter((row) => row.sheet.status === 'draft');
  if (drafts.length === 0) return [];
  const stored = await sheets.listLines(
    db,
    drafts.map((row) => row.sheet.id),
  );
  const first = drafts[0]?.sheet.mapId ?? '';
  const bound = drafts.some((row) => hasBindings(storedBindings(row.sheet.bindings)));
  const refs = bound ? await measurementRefs(db, first) : [];
  return drafts.map((row) => {
    const { sheet } = row;
    const { inputs, calculated } = recalculateFromMeasurements(sheet, refs, boqWide);
    const own = stored.filter((line) => line.sheetId === sheet.id).map(toStored);
    return { row, inputs, lines: mergeRecalculation(own, calculated) };
  });
}

/**
 * What a sheet being reopened becomes: measured again from the measurements as they are now and
 * the BOQ-wide options of now under its own, since while settled it kept the lines it was settled
 * with. Values the calculator refuses (a bound expression gone negative) are a 400 naming the
 * sheet and the field: the reopen is refused and the sheet stays settled (docs/takeoff.md).
 */
export async function remeasureReopened(
  db: Database,
  row: SheetWithPeople,
  boqWide: TakeoffOptions,
  measurementRefs: MeasurementRefsOf,
): Promise<RemeasuredDraft> {
  const asDraft = { ...row, sheet: { ...row.sheet, status: 'draft' } };
  const [draft] = await remeasureDrafts(db, [asDraft], boqWide, measurementRefs);
  if (!draft) throw new Error(`re-measuring the ${row.sheet.trade} sheet gave nothing`);
  return draft;
}

/**
 * Stores the re-measured drafts inside the caller's transaction, each guarded by its version and
 * draft status: a sheet changed meanwhile is a 409 naming it, and the caller's transaction (with
 * the settings it writes) is undone.
 */
export async function writeRemeasured(
  tx: Database,
  drafts: readonly RemeasuredDraft[],
  at: Date,
): Promise<void> {
  for (const { row, inputs } of drafts) {
    const updated = await sheets.updateSheetIf(
      tx,
      row.sheet.id,
      { version: row.sheet.version, status: 'draft' },
      { inputs },
      at,
    );
    if (!updated) throw conflict(staleMessage(row.sheet.trade as TradeId));
  }
  await sheets.replaceLinesOfSheets(
    tx,
    new Map(drafts.map((draft) => [draft.row.sheet.id, toLineRows(draft.lines)])),
  );
}
