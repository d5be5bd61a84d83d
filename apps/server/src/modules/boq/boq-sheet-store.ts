import {
  BOQ_SHEET_COUNT,
  getCalculator,
  mergeRecalculation,
  TRADE_IDS,
  type StoredLine,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { inTransaction } from './boq-maps.repository';
import * as sheets from './boq-sheets.repository';
import type { LineRow, NewSheet, SheetWithPeople } from './boq-sheets.repository';

export const toStored = (row: LineRow): StoredLine => ({
  code: row.code,
  calculatorBaseQuantity: row.calculatorBaseQuantity,
  manualQuantity: row.manualQuantity,
  derivation: row.derivation,
});

export const toLineRows = (lines: readonly StoredLine[]) =>
  lines.map((line, position) => ({ ...line, position }));

/** A sheet with default inputs and the lines they give (the pre and plumbing defaults are not empty). */
function defaultSheet(trade: TradeId): NewSheet {
  const calculator = getCalculator(trade);
  const inputs = calculator.inputSchema.parse({});
  return { trade, inputs, lines: toLineRows(mergeRecalculation([], calculator.calculateParsed(inputs))) };
}

const SIDEBAR_ORDER = new Map(TRADE_IDS.map((trade, index) => [trade as string, index]));

/** A map's sheets exist once opened: whoever opens one first creates it with its defaults. */
export function createSheetStore({ db, now }: { db: Database; now: () => Date }) {
  return {
    /** Every sheet of the map in sidebar order, creating the missing ones; `created` when some were. */
    async ensureSheets(mapId: string): Promise<{ rows: SheetWithPeople[]; created: boolean }> {
      let rows = await sheets.listSheets(db, mapId);
      const created = rows.length < BOQ_SHEET_COUNT;
      if (created) {
        const have = new Set(rows.map((row) => row.sheet.trade));
        const missing = TRADE_IDS.filter((trade) => !have.has(trade)).map(defaultSheet);
        await inTransaction(db, (tx) => sheets.insertSheets(tx, mapId, missing, now()));
        rows = await sheets.listSheets(db, mapId);
      }
      rows.sort(
        (left, right) =>
          (SIDEBAR_ORDER.get(left.sheet.trade) ?? 0) - (SIDEBAR_ORDER.get(right.sheet.trade) ?? 0),
      );
      return { rows, created };
    },

    /** One sheet of the map, created if missing (`created` tells the legacy paths' 201). */
    async ensureSheet(mapId: string, trade: TradeId): Promise<{ row: SheetWithPeople; created: boolean }> {
      const found = await sheets.findSheet(db, mapId, trade);
      if (found) return { row: found, created: false };
      const inserted = await inTransaction(db, (tx) =>
        sheets.insertSheets(tx, mapId, [defaultSheet(trade)], now()),
      );
      const row = await sheets.findSheet(db, mapId, trade);
      if (!row) throw new Error(`sheet ${trade} of map ${mapId} vanished after insert`);
      return { row, created: inserted > 0 };
    },
  };
}

export type SheetStore = ReturnType<typeof createSheetStore>;
