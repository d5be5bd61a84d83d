import type { MeasuredWorkItem, WorkUnit } from '../trades/work-items';
import { SUNDRIES } from '../trades/takeoff-sheet';
import { carriesLabour } from './labour-kinds';
import { roundMoney } from './money';
import { printedQuantity } from './printed-quantity';
import { getTrade, type SectionId, type TradeId } from '../trades/trade-list';

/**
 * The measured-work view of a priced sheet (docs/takeoff.md §4.4): each work item's materials are
 * its shares of the sheet's priced lines, its labour a share of the sheet's labour, and its all-in
 * rate = (materials + labour) ÷ quantity: the rate analysis. Shares of whole shillings are
 * allotted by largest remainder, so the work items add up to the sheet's total to the shilling.
 */

/** What the view needs of a priced line (a `PricedLine` or a sheet's `BoqLine`). */
export interface AmountLine {
  readonly code: string;
  readonly description: string;
  readonly descriptionSw?: string;
  readonly quantity: number;
  readonly unit: string;
  readonly rate: number;
  readonly amount: number;
  /** The material key: items that are labour or a service already carry no labour. */
  readonly material?: string;
}

/** One material's part in a work item's rate analysis. */
export interface RateAnalysisLine {
  readonly code: string;
  readonly description: string;
  readonly descriptionSw?: string;
  /** This work item's share of the line's quantity, in the line's BOQ unit. */
  readonly quantity: number;
  readonly unit: string;
  readonly rate: number;
  /** Whole TZS: this work item's share of the line's amount. */
  readonly amount: number;
}

export interface PricedWorkItem {
  readonly key: string;
  readonly unit: WorkUnit;
  readonly description: string;
  readonly descriptionSw: string;
  readonly quantity: number;
  readonly derivation: string;
  /** The rate analysis: the materials of this item, with their shares. */
  readonly materials: readonly RateAnalysisLine[];
  /** Σ materials amounts. */
  readonly materialsAmount: number;
  /**
   * This item's share of the sheet's labour, whole TZS, in proportion to its materials that carry
   * labour: 0 for an item that is labour or a service already (excavation, planking, fees…).
   */
  readonly labour: number;
  /** True when none of its materials carries labour: the rate analysis says so beside the 0. */
  readonly labourFree: boolean;
  /** materialsAmount + labour. */
  readonly amount: number;
  /** All-in rate = amount ÷ quantity, TZS per unit (unrounded; shown to whole TZS). */
  readonly rate: number;
}

/**
 * Splits a whole number into whole parts proportional to `weights` (largest remainder), so the
 * parts add up to `total` exactly. Weights of 0 get 0; all weights 0 give everything to the first.
 */
export function allotWhole(total: number, weights: readonly number[]): number[] {
  const count = weights.length;
  if (count === 0) return [];
  // Most lines belong to one work item: nothing to split.
  if (count === 1) return [total];
  let sum = 0;
  for (const weight of weights) if (weight > 0) sum += weight;
  const parts = new Array<number>(count).fill(0);
  if (!(sum > 0)) {
    parts[0] = total;
    return parts;
  }
  const remainders = new Array<number>(count);
  let left = total;
  for (let index = 0; index < count; index += 1) {
    const exact = (total * Math.max(0, weights[index] ?? 0)) / sum;
    const whole = Math.floor(exact);
    parts[index] = whole;
    remainders[index] = exact - whole;
    left -= whole;
  }
  // `left` is below `count`: hand each leftover shilling to the largest remainder not yet served.
  for (; left > 0; left -= 1) {
    let best = 0;
    for (let index = 1; index < count; index += 1) {
      if ((remainders[index] ?? 0) > (remainders[best] ?? 0)) best = index;
    }
    parts[best] = (parts[best] ?? 0) + 1;
    remainders[best] = -1;
  }
  return parts;
}

/**
 * Shares one printed line among the work items that use it so that every share prints and checks
 * by hand (docs/takeoff.md, "Every printed line checks"): the printed quantity is split in
 * hundredths by largest remainder (the shares add up to the line's quantity exactly), each share's
 * amount is its printed quantity × rate rounded, and the few shillings by which those roundings
 * miss the line's amount go to the shares whose rounding lost most, one each. So the shares add up
 * to the line's amount and each is within a shilling of its quantity × rate.
 */
export function splitPrintedLine(
  line: Pick<AmountLine, 'quantity' | 'rate' | 'amount'>,
  weights: readonly number[],
): { quantity: number; amount: number }[] {
  const hundredths = allotWhole(Math.round(line.quantity * 100), weights);
  const quantities = hundredths.map((part) => part / 100);
  const exact = quantities.map((quantity) => quantity * line.rate);
  const amounts = exact.map((value) => roundMoney(value));
  let left = line.amount - amounts.reduce((sum, amount) => sum + amount, 0);
  const step = left > 0 ? 1 : -1;
  const served = new Set<number>();
  for (; left !== 0 && served.size < amounts.length; left -= step) {
    // The share whose rounding went furthest against the correction needed.
    let best = -1;
    for (let index = 0; index < amounts.length; index += 1) {
      if (served.has(index)) continue;
      const gap = step * ((exact[index] ?? 0) - (amounts[index] ?? 0));
      const bestGap = best < 0 ? -Infinity : step * ((exact[best] ?? 0) - (amounts[best] ?? 0));
      if (gap > bestGap) best = index;
    }
    served.add(best);
    amounts[best] = (amounts[best] ?? 0) + step;
  }
  // A line typed with more decimals than it prints cannot always be met share by share: the
  // largest share takes what is left, so the views still add up.
  if (left !== 0) {
    const largest = hundredths.indexOf(Math.max(...hundredths));
    amounts[largest] = (amounts[largest] ?? 0) + left;
  }
  return quantities.map((quantity, index) => ({ quantity, amount: amounts[index] ?? 0 }));
}

/**
 * Prices a sheet's work items. A line no work item claims (typed by hand on an item no calculator
 * fills) goes to a "sundries" item, so nothing priced is lost: Σ work items = Σ lines + labour.
 */
export function priceWorkItems(
  lines: readonly AmountLine[],
  measured: readonly MeasuredWorkItem[],
  labour: number,
): PricedWorkItem[] {
  const claims = new Map<string, { item: number; share: number }[]>();
  for (let index = 0; index < measured.length; index += 1) {
    for (const { code, share } of measured[index]?.materials ?? []) {
      const list = claims.get(code);
      if (list) list.push({ item: index, share });
      else claims.set(code, [{ item: index, share }]);
    }
  }

  const labourFreeCodes = new Set(
    lines.filter((line) => !carriesLabour(line.material)).map((line) => line.code),
  );
  const items: RateAnalysisLine[][] = measured.map(() => []);
  const sundries: RateAnalysisLine[] = [];
  for (const line of lines) {
    if (line.amount === 0 && line.quantity === 0) continue;
    const shares = claims.get(line.code);
    if (!shares) {
      sundries.push(analysisLine(line, line.quantity, line.amount));
    } else if (shares.length === 1) {
      items[shares[0]?.item ?? 0]?.push(analysisLine(line, line.quantity, line.amount));
    } else {
      const parts = splitPrintedLine(
        line,
        shares.map((claim) => claim.share),
      );
      shares.forEach(({ item }, index) => {
        const part = parts[index] ?? { quantity: 0, amount: 0 };
        items[item]?.push(analysisLine(line, part.quantity, part.amount));
      });
    }
  }

  const rows = measured.map((work, index) => ({
    key: work.key,
    unit: work.unit,
    description: work.description,
    descriptionSw: work.descriptionSw,
    // The quantity the rate analysis prints, so its all-in rate checks by hand: total ÷ quantity
    // (docs/takeoff.md, "Revision 2 — pricing"). A quantity too small to print keeps its own value.
    quantity: printedQuantity(work.quantity, work.unit) || work.quantity,
    derivation: work.derivation,
    materials: items[index] ?? [],
  }));
  if (sundries.length > 0) {
    const existing = rows.find((row) => row.key === SUNDRIES.key);
    if (existing) existing.materials.push(...sundries);
    else
      rows.push({
        key: SUNDRIES.key,
        unit: SUNDRIES.unit,
        description: SUNDRIES.description,
        descriptionSw: SUNDRIES.descriptionSw,
        quantity: 1,
        derivation: 'lines typed by hand',
        materials: sundries,
      });
  }
  const kept = rows.filter((row) => row.materials.length > 0);
  const materialTotals = kept.map((row) => row.materials.reduce((sum, line) => sum + line.amount, 0));
  // Labour goes only to the materials that carry it (labour-kinds.ts `carriesLabour`).
  const labourBearing = kept.map((row) =>
    row.materials.reduce((sum, line) => sum + (labourFreeCodes.has(line.code) ? 0 : line.amount), 0),
  );
  const labours = allotWhole(
    labour,
    labourBearing.some((amount) => amount > 0) ? labourBearing : materialTotals,
  );
  return kept.map((row, index) => {
    const materialsAmount = materialTotals[index] ?? 0;
    const share = labours[index] ?? 0;
    const amount = materialsAmount + share;
    const labourFree = row.materials.every((line) => labourFreeCodes.has(line.code));
    return { ...row, materialsAmount, labour: share, labourFree, amount, rate: amount / row.quantity };
  });
}

function analysisLine(line: AmountLine, quantity: number, amount: number): RateAnalysisLine {
  const analysis: { -readonly [Key in keyof RateAnalysisLine]: RateAnalysisLine[Key] } = {
    code: line.code,
    description: line.description,
    quantity,
    unit: line.unit,
    rate: line.rate,
    amount,
  };
  if (line.descriptionSw !== undefined) analysis.descriptionSw = line.descriptionSw;
  return analysis;
}

/** One trade of a whole BOQ in both views: its totals and its priced work items. */
export interface TradeWorkView {
  readonly trade: TradeId;
  readonly section: SectionId;
  readonly workItems: readonly PricedWorkItem[];
  /** Σ work item amounts = the trade's total (subtotal + labour). */
  readonly total: number;
}

/** What a BOQ-wide view needs of each trade (a `PricedTrade`, or a sheet with its work items). */
export interface TradeForWorkView {
  readonly trade: TradeId;
  readonly lines: readonly AmountLine[];
  readonly measured: readonly MeasuredWorkItem[];
  readonly labour: number;
}

export interface BoqViews {
  /** Measured work, trade by trade, in sidebar order. */
  readonly workItems: readonly TradeWorkView[];
  /** Σ of every work item: equals `materialsTotal`. */
  readonly workTotal: number;
  /** Σ line amounts + labour of every trade: the materials view's total before contingency. */
  readonly materialsTotal: number;
}

/** Both views of a whole BOQ; they add up to the same total. */
export function boqViews(trades: readonly TradeForWorkView[]): BoqViews {
  let materialsTotal = 0;
  let workTotal = 0;
  const workItems = trades.map((trade) => {
    const items = priceWorkItems(trade.lines, trade.measured, trade.labour);
    const total = items.reduce((sum, item) => sum + item.amount, 0);
    materialsTotal += trade.lines.reduce((sum, line) => sum + line.amount, 0) + trade.labour;
    workTotal += total;
    return { trade: trade.trade, section: getTrade(trade.trade).section, workItems: items, total };
  });
  return { workItems, workTotal, materialsTotal };
}
