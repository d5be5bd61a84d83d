import { ceilTolerant } from '../trades/whole-numbers';

/**
 * BOQ units counted in whole pieces (a bill's "No"): a piece is bought whole, so its printed
 * quantity is a whole number. Compared case-insensitively.
 */
export const COUNTED_UNITS: ReadonlySet<string> = new Set(['pcs', 'no', 'nr', 'item', 'tank', 'set', 'pair']);

export function isCountedUnit(unit: string): boolean {
  return COUNTED_UNITS.has(unit.trim().toLowerCase());
}

/**
 * The quantity a BOQ line prints and prices (docs/takeoff.md, "Revision 2 — pricing": "the bill must add up on
 * paper"): two decimals, or whole numbers for units counted in pieces. Pieces round UP — 10.3
 * twelve-metre bars is 11 bars to buy, and a bill that prints 10 under-prices the work; other
 * units round half up to the cent (the tiny nudge keeps 2.675, stored as 2.67499…, at 2.68).
 */
export function printedQuantity(quantity: number, unit: string): number {
  if (isCountedUnit(unit)) return ceilTolerant(quantity);
  return Math.round(quantity * 100 + Math.abs(quantity) * 1e-9) / 100 + 0;
}
