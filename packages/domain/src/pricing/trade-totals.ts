import type { TakeoffLine } from '../trades/takeoff-line';
import { getTrade, type SectionId, type TradeId } from '../trades/trade-list';
import { carriesLabour } from './labour-kinds';
import { percentOf } from './money';
import type { LeftOutLine } from './left-out';
import { priceLinesLeavingOut, type PriceBook, type PricedLine } from './price-lines';

export interface TradeTotals {
  /** Σ line amounts, whole TZS. */
  readonly subtotal: number;
  readonly labourPercent: number;
  /**
   * round((subtotal − labour-free amounts) × labourPercent / 100): items that are labour or a
   * service already carry none (labour-kinds.ts `carriesLabour`).
   */
  readonly labour: number;
  /** subtotal + labour. */
  readonly total: number;
}

/**
 * A trade's subtotal, labour and total from its line amounts (calculated or typed lines alike).
 * `labourFree`: the part of the subtotal on items that are labour or a service already.
 */
export function tradeTotals(amounts: Iterable<number>, labourPercent: number, labourFree = 0): TradeTotals {
  let subtotal = 0;
  for (const amount of amounts) subtotal += amount;
  const labour = percentOf(subtotal - labourFree, labourPercent);
  return { subtotal, labourPercent, labour, total: subtotal + labour };
}

/** Σ amounts of the lines whose item is labour or a service already (no labour on them). */
export function labourFreeAmount(
  lines: Iterable<{ readonly amount: number; readonly material?: string }>,
): number {
  let sum = 0;
  for (const line of lines) if (!carriesLabour(line.material)) sum += line.amount;
  return sum;
}

export interface PricedTrade extends TradeTotals {
  readonly trade: TradeId;
  readonly section: SectionId;
  readonly lines: readonly PricedLine[];
  /** Lines whose item is withdrawn or unknown: not priced, listed with the reason. */
  readonly leftOut: readonly LeftOutLine[];
}

export function priceTrade(
  trade: TradeId,
  lines: readonly TakeoffLine[],
  book: PriceBook,
  labourPercent: number,
): PricedTrade {
  const { lines: priced, leftOut } = priceLinesLeavingOut(lines, book);
  return {
    trade,
    section: getTrade(trade).section,
    lines: priced,
    leftOut,
    ...tradeTotals(
      priced.map((line) => line.amount),
      labourPercent,
      labourFreeAmount(priced),
    ),
  };
}
