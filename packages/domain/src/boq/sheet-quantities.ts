import type { BoqSheet } from './boq-sheets.contract';

/**
 * True when some line has a quantity: only such a sheet can be completed (or is printed). Kept
 * apart from the revision's rules, free of schemas, because the client's bill reads it on its
 * first screen.
 */
export function hasQuantities(sheet: Pick<BoqSheet, 'lines'>): boolean {
  return sheet.lines.some((line) => line.quantity > 0);
}
