import { lineAmount } from '../pricing/price-lines';
import type { BoqSheet } from './boq-sheets.contract';

/**
 * The schedule of materials of a frozen revision (docs/product.md §4): every material the bills use, its
 * printed quantities (wastage included, as the bills print them) added across trades, priced once
 * at its rate. It is the bills seen by material, so it ends where the bills end: materials, plus
 * the trades' labour, plus the pennies each bill line's own rounding made, equal Σ trade totals.
 */

export interface MaterialScheduleRow {
  readonly material: string;
  readonly description: string;
  readonly descriptionSw?: string;
  readonly unit: string;
  /** Σ the printed quantities of the material's bill lines. */
  readonly quantity: number;
  readonly rate: number;
  /** round(quantity × rate): the printed row checks by hand. */
  readonly amount: number;
}

export interface MaterialSchedule {
  readonly rows: readonly MaterialScheduleRow[];
  /** Σ row amounts. */
  readonly materials: number;
  /** Σ the labour of the billed trades. */
  readonly labour: number;
  /**
   * Σ bill line amounts − `materials`: each bill line is rounded on its own, the schedule rounds
   * each material once, so the two may differ by a few shillings; printed so the schedule adds
   * up to the bills on paper.
   */
  readonly rounding: number;
  /** materials + labour + rounding = Σ billed trade totals (the bills' subtotal). */
  readonly total: number;
}

/**
 * Builds the schedule from a revision's sheets, materials in the order the bills first print them.
 * Lines of one material at two rates (a revision frozen before one rate per material, decision
 * 0013) stay two rows, so every row is one quantity at one rate.
 */
export function materialSchedule(sheets: readonly BoqSheet[]): MaterialSchedule {
  const rows = new Map<string, { first: BoqSheet['lines'][number]; quantity: number }>();
  let lineAmounts = 0;
  let labour = 0;
  for (const sheet of sheets) {
    const billed = sheet.lines.filter((line) => line.quantity > 0);
    if (billed.length === 0) continue;
    labour += sheet.labour;
    for (const line of billed) {
      lineAmounts += line.amount;
      const key = `${line.material}\u0000${line.unit}\u0000${line.rate}`;
      const row = rows.get(key);
      if (row) row.quantity += line.quantity;
      else rows.set(key, { first: line, quantity: line.quantity });
    }
  }
  const scheduled = [...rows.values()].map(({ first, quantity }): MaterialScheduleRow => {
    // Sums of two-decimal figures carry float noise (0.1 + 0.2 = 0.30000000000000004): kept to
    // the printed two decimals, which is exact because every addend has at most two.
    const printed = Math.round(quantity * 100) / 100;
    return {
      material: first.material,
      description: first.description,
      ...(first.descriptionSw === undefined ? {} : { descriptionSw: first.descriptionSw }),
      unit: first.unit,
      quantity: printed,
      rate: first.rate,
      amount: lineAmount(printed, first.rate),
    };
  });
  const materials = scheduled.reduce((sum, row) => sum + row.amount, 0);
  const rounding = lineAmounts - materials;
  return { rows: scheduled, materials, labour, rounding, total: materials + labour + rounding };
}
