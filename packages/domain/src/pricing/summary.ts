import { SECTIONS, TRADES, type SectionId, type TradeId } from '../takeoff/trade-list';
import { percentOf, roundMoney } from './money';
import type { TradeTotals } from './trade-totals';

export interface SummaryTrade extends TradeTotals {
  readonly trade: TradeId;
  readonly section: SectionId;
  readonly nameEn: string;
  readonly nameSw: string;
}

export interface SummarySection {
  readonly section: SectionId;
  readonly nameEn: string;
  readonly nameSw: string;
  /** Σ totals (labour included) of the section's trades. */
  readonly total: number;
  /** total ÷ subtotal, 0…1, for the chart; 0 when the subtotal is 0. */
  readonly share: number;
}

/**
 * The BOQ summary (docs/product.md §4). Order of the sums, each money step rounded to whole TZS:
 *   1. each trade: subtotal = Σ line amounts; labour = round(subtotal × labour %); total = subtotal + labour
 *   2. subtotal = Σ trade totals (preliminaries included: it is the `pre` trade)
 *   3. contingency = round(subtotal × contingency %)
 *   4. VAT = round((subtotal + contingency) × VAT %)
 *   5. grand total = subtotal + contingency + VAT
 *   6. cost per m² = round(grand total ÷ plinth area), when the plinth area is known
 */
export interface BoqSummary {
  /** Every trade in sidebar order; a trade with no lines shows zeros. */
  readonly trades: readonly SummaryTrade[];
  /** The `pre` trade's total (already part of `subtotal`). */
  readonly preliminaries: number;
  /** Σ totals of every trade other than preliminaries. */
  readonly measuredWorks: number;
  /** preliminaries + measuredWorks. */
  readonly subtotal: number;
  readonly contingencyPercent: number;
  readonly contingency: number;
  readonly vatPercent: number;
  readonly vat: number;
  readonly grandTotal: number;
  readonly plinthArea: number | null;
  readonly costPerSquareMetre: number | null;
  /** Totals per section in sidebar order, for the chart. */
  readonly sections: readonly SummarySection[];
}

export interface SummaryOptions {
  readonly contingencyPercent: number;
  readonly vatPercent: number;
  /** m²; leave out (or 0) when unknown. */
  readonly plinthArea?: number | null | undefined;
}

const NO_TOTALS: TradeTotals = { subtotal: 0, labourPercent: 0, labour: 0, total: 0 };

export function summariseBoq(
  tradeTotals: Partial<Record<TradeId, TradeTotals>>,
  options: SummaryOptions,
): BoqSummary {
  const trades: SummaryTrade[] = TRADES.map((trade) => {
    // Pick the totals only: callers may pass whole priced trades, lines included.
    const { subtotal, labourPercent, labour, total } = tradeTotals[trade.id] ?? NO_TOTALS;
    return {
      trade: trade.id,
      section: trade.section,
      nameEn: trade.nameEn,
      nameSw: trade.nameSw,
      subtotal,
      labourPercent,
      labour,
      total,
    };
  });
  const preliminaries = trades
    .filter((trade) => trade.trade === 'pre')
    .reduce((sum, trade) => sum + trade.total, 0);
  const measuredWorks = trades
    .filter((trade) => trade.trade !== 'pre')
    .reduce((sum, trade) => sum + trade.total, 0);
  const subtotal = preliminaries + measuredWorks;
  const contingency = percentOf(subtotal, options.contingencyPercent);
  const vat = percentOf(subtotal + contingency, options.vatPercent);
  const grandTotal = subtotal + contingency + vat;
  const plinthArea = options.plinthArea && options.plinthArea > 0 ? options.plinthArea : null;

  const sections: SummarySection[] = SECTIONS.map((section) => {
    const total = trades
      .filter((trade) => trade.section === section.id)
      .reduce((sum, trade) => sum + trade.total, 0);
    return {
      section: section.id,
      nameEn: section.nameEn,
      nameSw: section.nameSw,
      total,
      share: subtotal > 0 ? total / subtotal : 0,
    };
  });

  return {
    trades,
    preliminaries,
    measuredWorks,
    subtotal,
    contingencyPercent: options.contingencyPercent,
    contingency,
    vatPercent: options.vatPercent,
    vat,
    grandTotal,
    plinthArea,
    costPerSquareMetre: plinthArea === null ? null : roundMoney(grandTotal / plinthArea),
    sections,
  };
}
