import {
  applyLineChanges,
  formatInputError,
  getCalculator,
  getTrade,
  mergeRecalculation,
  missingCatalogueCodes,
  unknownLineCodes,
  type BoqSheet,
  type LineChange,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { inTransaction } from './boq-maps.repository';
import type { BoqPricing } from './boq-pricing';
import { toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

export const staleMessage = (trade: TradeId) =>
  `The ${getTrade(trade).nameEn} sheet was changed by someone else (or is completed); reload it and try again`;

/** What a write may change on a draft sheet; what it leaves out stays as stored. */
export interface DraftChange {
  inputs?: Record<string, unknown> | undefined;
  overrides?: TakeoffOptions | undefined;
  labourPercent?: number | undefined;
  lines?: readonly LineChange[] | undefined;
}

/**
 * The one write path of a draft sheet, shared by the workspace and the specification's paths:
 * computes the new lines from what is stored and the change, then writes sheet and lines in one
 * transaction guarded by version and status.
 */
export function createDraftWriter({
  db,
  catalogue,
  pricing,
  now,
}: {
  db: Database;
  catalogue: CatalogueService;
  pricing: BoqPricing;
  now: () => Date;
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
    const overrides = (change.overrides ?? sheet.overrides) as TakeoffOptions;
    if (change.inputs !== undefined || change.overrides !== undefined) {
      const calculator = getCalculator(trade);
      const parsed = calculator.inputSchema.safeParse(change.inputs ?? sheet.inputs);
      if (!parsed.success) throw badRequest(`inputs: ${formatInputError(parsed.error)}`);
      inputs = parsed.data;
      const calculated = calculator.calculateParsed(parsed.data, overrides);
      const active = await catalogue.activeItemsByCode();
      const missing = missingCatalogueCodes(calculated, active.keys());
      if (missing.length > 0)
        throw badRequest(`The catalogue has no item ${missing.join(', ')} for these inputs`);
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
          overrides,
          ...(change.labourPercent === undefined ? {} : { labourPercent: change.labourPercent }),
        },
        now(),
      );
      if (!updated) throw conflict(staleMessage(trade));
      await sheets.replaceLines(tx, sheet.id, toLineRows(lines));
      return updated;
    });
    // Priced from what was just written: no second read. A draft has nobody as completer.
    const itemsOf = await pricing.loadItems(lines.map((line) => line.code));
    return pricing.toSheet({ sheet: saved, completedByName: null }, lines, itemsOf(trade));
  };
}

export type WriteDraft = ReturnType<typeof createDraftWriter>;
