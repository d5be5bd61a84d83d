import { BASE_UNIT_SYMBOLS, type BaseUnit } from './units';

/**
 * Number formatting for derivations: a surveyor re-does the sum by hand, so inputs appear as typed
 * and results with enough decimals to check them (m³ to 4 decimals, the rest to 2).
 */

/** A figure as typed: at most `maxDecimals` decimals, trailing zeros dropped (0.05, 40, 1.025). */
export function figure(value: number, maxDecimals = 4): string {
  const rounded = Number(value.toFixed(maxDecimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const QUANTITY_DECIMALS: Readonly<Record<BaseUnit, number>> = { m3: 4, kg: 2, m2: 2, m: 2, L: 2, pcs: 2 };

/** A result's number at the precision of its unit: `2.0000` m³, `349.70` kg. */
export function quantityFigure(value: number, unit: BaseUnit): string {
  // Whole pieces read better as `3 pcs` than `3.00 pcs`.
  if (unit === 'pcs' && Number.isInteger(value)) return String(value);
  return value.toFixed(QUANTITY_DECIMALS[unit]);
}

/** A result with its unit: `2.0000 m³`, `349.70 kg`. */
export function quantity(value: number, unit: BaseUnit): string {
  return `${quantityFigure(value, unit)} ${BASE_UNIT_SYMBOLS[unit]}`;
}

/** A fraction as a percentage: 0.025 → `2.5 %`. */
export function percent(fraction: number): string {
  return `${figure(fraction * 100, 4)} %`;
}
