import type { TakeoffLine } from '../trades/takeoff-line';
import { getTrade, type SectionId, type TradeId } from '../trades/trade-list';
import { percentOf } from './money';
import type { LeftOutLine } from './left-out';
import { priceLinesLeavingOut, type PriceBook, type PricedLine } from './price-lines';

export interface TradeTotals {
  /** Σ line amounts, whole TZS. */
  readonly subtotal: number;
  readonly labourPercent: number;
  /** round(subtotal × labourPercent / 100). */
  readonly labour: number;
  /** subtotal + labour. */
  readonly total: number;
}

/** A trade's subtotal, labour and total from its line amounts (calculated or typed lines alike). */
export function tradeTotals(amounts: Iterable<number>, labourPercent: number): TradeTotals {
  let subtotal = 0;
  for (const amount of amounts) subtotal += amount;
  const labour = percentOf(subtotal, labourPercent);
  return { subtotal, labourPercent, labour, total: subtotal + labour };
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
    ),
  };
}
