import { buildShoppingList } from '../pricing/shopping-list';
import { summariseBoq, type BoqSummary } from '../pricing/summary';
import type { TradeTotals } from '../pricing/trade-totals';
import { TRADE_IDS, type TradeId } from '../trades/trade-list';
import type { BillForm } from './bill-form';
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

/** A sheet is settled when completed or marked not applicable: the BOQ can be issued when all are. */
export function isSettled(sheet: Pick<BoqSheet, 'status'>): boolean {
  return sheet.status === 'completed' || sheet.status === 'notApplicable';
}

/** Trades whose sheet is missing or still a draft, in sidebar order: empty when the BOQ can be issued. */
export function incompleteTrades(sheets: readonly Pick<BoqSheet, 'trade' | 'status'>[]): TradeId[] {
  const settled = new Set(sheets.filter(isSettled).map((sheet) => sheet.trade));
  return TRADE_IDS.filter((trade) => !settled.has(trade));
}

/** What "Complete all" needs to know of a sheet. */
export interface ReviewableSheet {
  readonly trade: TradeId;
  readonly status: BoqSheet['status'];
  /** Some line has a quantity (`hasQuantities`). */
  readonly hasQuantities: boolean;
  /** The surveyor opened the sheet, or marked it reviewed on the review screen. */
  readonly reviewed: boolean;
}

/**
 * The sheets "Complete all reviewed sheets" completes (docs/product.md §4, "One review screen"):
 * drafts with quantities that the surveyor reviewed. A sheet filled by the house model but never
 * looked at is left, and so is an empty draft (to be filled or marked not applicable).
 */
export function reviewedTrades(sheets: readonly ReviewableSheet[]): TradeId[] {
  return sheets
    .filter((sheet) => sheet.status === 'draft' && sheet.hasQuantities && sheet.reviewed)
    .map((sheet) => sheet.trade);
}

/** The drafts "Complete all" leaves open: not reviewed, or without quantities. */
export function unreviewedTrades(sheets: readonly ReviewableSheet[]): TradeId[] {
  const reviewed = new Set(reviewedTrades(sheets));
  return sheets
    .filter((sheet) => sheet.status === 'draft' && !reviewed.has(sheet.trade))
    .map((sheet) => sheet.trade);
}

/** Sheets completed or not applicable. */
export function countSettled(sheets: readonly Pick<BoqSheet, 'status'>[]): number {
  return sheets.filter(isSettled).length;
}

export interface FreezeRevisionInput {
  readonly mapId: string;
  readonly revision: number;
  readonly issuedAt: string;
  readonly issuedBy: BoqPerson;
  /** Why it is issued (what changed); null or absent for a first issue without one. */
  readonly reason?: string | null;
  readonly currency: string;
  readonly map: BoqMapInfo;
  readonly percentages: BoqPercentages;
  /** The form the bill is issued in; left out, the revision records none (it prints as materials). */
  readonly billForm?: BillForm;
  /** Every sheet, completed or not applicable, priced at the rates of this moment. */
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
    throw new Error(`cannot issue: sheets not settled: ${missing.join(', ')}`);
  }
  // What moved since a sheet was completed is news for the issuer, not part of the bill.
  const sheets = structuredClone(
    TRADE_IDS.map((trade) => {
      const { ratesMovedSinceCompleted: _moved, ...sheet } = input.sheets.find(
        (each) => each.trade === trade,
      ) as BoqSheet;
      return sheet;
    }),
  );
  return {
    mapId: input.mapId,
    revision: input.revision,
    issuedAt: input.issuedAt,
    issuedBy: { ...input.issuedBy },
    reason: input.reason ?? null,
    currency: input.currency,
    map: { ...input.map },
    percentages: { ...input.percentages },
    ...(input.billForm === undefined ? {} : { billForm: input.billForm }),
    sheets,
    summary: summariseSheets(sheets, input.percentages, input.map.plinthArea) as BoqRevision['summary'],
    shoppingList: buildShoppingList(
      sheets.map((sheet) => ({ trade: sheet.trade, lines: sheet.lines.filter((line) => line.quantity > 0) })),
    ) as BoqRevision['shoppingList'],
  };
}
