import { SECTIONS, TRADES, type SectionId, type TradeId } from '../trades/trade-list';
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
 *   4. rates ex-VAT: VAT = round((subtotal + contingency) × VAT %), added;
 *      rates include VAT (shop prices, the default — docs/takeoff.md, "Revision 2 — pricing"): nothing is added and
 *      vatIncluded = round((subtotal + contingency) × VAT % ÷ (100 + VAT %)) is shown
 *   5. grand total = subtotal + contingency + VAT added
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
  /** True when the rates are shop prices that already include VAT: nothing is added. */
  readonly ratesIncludeVat: boolean;
  /** VAT added on top: 0 when the rates include it. */
  readonly vat: number;
  /** The VAT already inside the rates ("VAT 18 % included in the rates: X"); 0 when it is added. */
  readonly vatIncluded: number;
  readonly grandTotal: number;
  readonly plinthArea: number | null;
  readonly costPerSquareMetre: number | null;
  /** Totals per section in sidebar order, for the chart. */
  readonly sections: readonly SummarySection[];
}

export interface SummaryOptions {
  readonly contingencyPercent: number;
  readonly vatPercent: number;
  /** Rates include VAT (shop prices): true unless said otherwise (docs/takeoff.md, "Revision 2 — pricing"). */
  readonly ratesIncludeVat?: boolean | undefined;
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
  const ratesIncludeVat = options.ratesIncludeVat ?? true;
  const beforeVat = subtotal + contingency;
  const vat = ratesIncludeVat ? 0 : percentOf(beforeVat, options.vatPercent);
  const vatIncluded = ratesIncludeVat
    ? roundMoney((beforeVat * options.vatPercent) / (100 + options.vatPercent))
    : 0;
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
    ratesIncludeVat,
    vat,
    vatIncluded,
    grandTotal,
    plinthArea,
    costPerSquareMetre: plinthArea === null ? null : roundMoney(grandTotal / plinthArea),
    sections,
  };
}
