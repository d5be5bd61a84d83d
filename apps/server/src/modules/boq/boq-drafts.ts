import {
  applyLineChanges,
  getTrade,
  revision1WallFoundUpgrade,
  mergeRecalculation,
  sameValue,
  unknownLineCodes,
  type BoqSheet,
  type LineChange,
  type SheetBindings,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { inTransaction } from './boq-maps.repository';
import {
  calculateBound,
  hasBindings,
  storedBindings,
  storedInputSources,
  type MeasurementRefsOf,
} from './boq-bindings';
import type { BoqPricing } from './boq-pricing';
import { toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

export const staleMessage = (trade: TradeId) =>
  `The ${getTrade(trade).nameEn} sheet was changed by someone else (or is completed); reload it and try again`;

/** The inputs whose binding a write adds, changes or removes. */
function rebound(before: SheetBindings, after: SheetBindings): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !sameValue(before[field], after[field]),
  );
}

/** What a write may change on a draft sheet; what it leaves out stays as stored. */
export interface DraftChange {
  inputs?: Record<string, unknown> | undefined;
  overrides?: TakeoffOptions | undefined;
  /** A number overrides the BOQ-wide labour of the trade's kind; null goes back to it. */
  labourPercent?: number | null | undefined;
  lines?: readonly LineChange[] | undefined;
  /** Replaces the sheet's bindings of inputs to measurements. */
  bindings?: SheetBindings | undefined;
}

/**
 * The one write path of a draft sheet, shared by the workspace and the specification's paths:
 * computes the new lines from what is stored and the change, then writes sheet and lines in one
 * transaction guarded by version and status.
 */
export function createDraftWriter({
  db,
  pricing,
  now,
  measurementRefs,
}: {
  db: Database;
  pricing: BoqPricing;
  now: () => Date;
  measurementRefs: MeasurementRefsOf;
}) {
  return async function writeDraft(
    row: SheetWithPeople,
    version: number,
    change: DraftChange,
  ): Promise<BoqSheet> {
    const { sheet } = row;
    const trade = sheet.trade as TradeId;
    if (sheet.status !== 'draft') {
      throw conflict(`The ${getTrade(trade).nameEn} sheet is completed; reopen it to edit`);
    }
    if (sheet.version !== version) throw conflict(staleMessage(trade));

    let lines = (await sheets.listLines(db, [sheet.id])).map(toStored);
    let inputs: unknown = sheet.inputs;
    let sources: unknown = sheet.inputSources;
    const overrides = (change.overrides ?? sheet.overrides) as TakeoffOptions;
    const wide = await pricing.mapWideOf(sheet.mapId);
    const bindings = change.bindings ?? storedBindings(sheet.bindings);
    const refs = hasBindings(bindings) ? await measurementRefs(db, sheet.mapId) : [];
    // A revision-1 foundation wall is saved with the default height it was shown with.
    const revision1 = revision1WallFoundUpgrade(trade === 'wallFound' ? sheet.inputs : null);
    if (
      change.inputs !== undefined ||
      change.overrides !== undefined ||
      change.bindings !== undefined ||
      revision1 !== null
    ) {
      // Bound inputs take the measurements' values, whatever the body says for them.
      const raw = change.inputs ?? revision1 ?? sheet.inputs;
      const bound = calculateBound(
        trade,
        raw,
        bindings,
        refs,
        { boqWide: wide.takeoffOptions, sheet: overrides },
        '',
        {
          previous: storedInputSources(sheet.inputSources),
          previousInputs: sheet.inputs as Record<string, unknown>,
          origin: 'typed',
          // An input the surveyor binds, rebinds or unbinds is theirs from now on.
          fields: rebound(storedBindings(sheet.bindings), bindings),
        },
      );
      inputs = bound.inputs;
      sources = bound.sources;
      const calculated = bound.calculated;
      // A withdrawn item's line is stored and left out when priced, never a 400
      // (docs/takeoff.md, "Revision 2 — pricing").
      lines = mergeRecalculation(lines, calculated);
    }
    if (change.lines && change.lines.length > 0) {
      const itemsOf = await pricing.loadItems(lines.map((line) => line.code));
      const codes = new Set([...itemsOf(trade).map((item) => item.code), ...lines.map((line) => line.code)]);
      const unknown = unknownLineCodes(change.lines, codes);
      if (unknown.length > 0) {
        throw badRequest(
          `lines: ${unknown.join(', ')} is not an item of the ${getTrade(trade).nameEn} trade`,
        );
      }
      lines = applyLineChanges(lines, change.lines);
    }

    const saved = await inTransaction(db, async (tx) => {
      const updated = await sheets.updateSheetIf(
        tx,
        sheet.id,
        { version, status: 'draft' },
        {
          inputs,
          inputSources: sources,
          overrides,
          // Any write of a draft is the moment the revision-2 notice has been seen: it clears.
          repricedNotice: false,
          ...(change.labourPercent === undefined ? {} : { labourPercent: change.labourPercent }),
          ...(change.bindings === undefined ? {} : { bindings: change.bindings }),
        },
        now(),
      );
      if (!updated) throw conflict(staleMessage(trade));
      await sheets.replaceLines(tx, sheet.id, toLineRows(lines));
      return updated;
    });
    // Priced from what was just written: no second read. A draft has nobody as completer.
    const itemsOf = await pricing.loadItems(lines.map((line) => line.code));
    return pricing.toSheet({ sheet: saved, completedByName: null }, lines, itemsOf(trade), wide, refs);
  };
}

export type WriteDraft = ReturnType<typeof createDraftWriter>;
