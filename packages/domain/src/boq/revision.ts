import { buildShoppingList } from '../pricing/shopping-list';
import { summariseBoq, type BoqSummary } from '../pricing/summary';
import type { TradeTotals } from '../pricing/trade-totals';
import { TRADE_IDS, type TradeId } from '../takeoff/trade-list';
import type { BoqRevision } from './boq-revisions.contract';
import { BOQ_SHEET_COUNT, type BoqMapInfo, type BoqPerson, type BoqSheet } from './boq-sheets.contract';
import type { BoqPercentages } from './boq-summary.contract';

/** The BOQ summary of docs/product.md §4 from priced sheets. */
export function summariseSheets(
  sheets: readonly Pick<BoqSheet, 'trade' | keyof TradeTotals>[],
  percentages: BoqPercentages,
  plinthArea: number | null,
): BoqSummary {
  const totals: Partial<Record<TradeId, TradeTotals>> = {};
  for (const sheet of sheets) totals[sheet.trade] = sheet;
  return summariseBoq(totals, { ...percentages, plinthArea });
}

/** Trades whose sheet is missing or still a draft, in sidebar order: empty when the BOQ can be issued. */
export function incompleteTrades(sheets: readonly Pick<BoqSheet, 'trade' | 'status'>[]): TradeId[] {
  const completed = new Set(
    sheets.filter((sheet) => sheet.status === 'completed').map((sheet) => sheet.trade),
  );
  return TRADE_IDS.filter((trade) => !completed.has(trade));
}

export function countCompleted(sheets: readonly Pick<BoqSheet, 'status'>[]): number {
  return sheets.filter((sheet) => sheet.status === 'completed').length;
}

export interface FreezeRevisionInput {
  readonly mapId: string;
  readonly revision: number;
  readonly issuedAt: string;
  readonly issuedBy: BoqPerson;
  readonly currency: string;
  readonly map: BoqMapInfo;
  readonly percentages: BoqPercentages;
  /** Every sheet, completed, priced at the rates of this moment. */
  readonly sheets: readonly BoqSheet[];
}

/**
 * An issued revision: a deep copy of the sheets as priced now, their summary and the shopping
 * list. Nothing in it refers back to live rates, so later rate changes cannot reach it.
 * Throws when a sheet is missing or a draft (the server checks first and answers 409).
 */
export function freezeRevision(input: FreezeRevisionInput): BoqRevision {
  const missing = incompleteTrades(input.sheets);
  if (missing.length > 0 || input.sheets.length !== BOQ_SHEET_COUNT) {
    throw new Error(`cannot issue: sheets not completed: ${missing.join(', ')}`);
  }
  const sheets = structuredClone(
    TRADE_IDS.map((trade) => input.sheets.find((sheet) => sheet.trade === trade) as BoqSheet),
  );
  return {
    mapId: input.mapId,
    revision: input.revision,
    issuedAt: input.issuedAt,
    issuedBy: { ...input.issuedBy },
    currency: input.currency,
    map: { ...input.map },
    percentages: { ...input.percentages },
    sheets,
    summary: summariseSheets(sheets, input.percentages, input.map.plinthArea) as BoqRevision['summary'],
    shoppingList: buildShoppingList(
      sheets.map((sheet) => ({ trade: sheet.trade, lines: sheet.lines.filter((line) => line.quantity > 0) })),
    ) as BoqRevision['shoppingList'],
  };
}
