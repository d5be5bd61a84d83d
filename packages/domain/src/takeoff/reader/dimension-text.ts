/**
 * The figures written on dimension lines (docs/takeoff.md §5.1). East African plans write them in
 * millimetres ("3400"), sometimes centimetres ("340") or metres with decimals ("3.40", "3,40");
 * imperial figures (12'6") are not read: the reader finds metric scales only.
 */
export interface DimensionNumber {
  /** The number as written: 3400, 340 or 3.4. */
  readonly value: number;
  /** Written with a decimal part ("3.40"): a length in metres. */
  readonly decimal: boolean;
}

const THOUSANDS = /^\d{1,3}(?:[,\s]\d{3})+$/;
const WHOLE = /^\d{2,6}$/;
const DECIMAL = /^\d{1,3}[.,]\d{1,3}$/;

/**
 * The number a dimension figure states, or null for anything else. A single digit is left out:
 * it is a grid label ("1", "2") far more often than a dimension. "3,400" (a thousands separator,
 * three digits after the comma) is 3400; "3,40" (a decimal comma) is 3.4.
 */
export function parseDimensionNumber(text: string): DimensionNumber | null {
  const trimmed = text.trim().replace(/\s*mm$/i, '');
  if (/['"′″]/.test(trimmed)) return null;
  if (THOUSANDS.test(trimmed)) return positive(Number(trimmed.replace(/[,\s]/g, '')), false);
  if (WHOLE.test(trimmed)) return positive(Number(trimmed), false);
  if (DECIMAL.test(trimmed)) return positive(Number(trimmed.replace(',', '.')), true);
  return null;
}

function positive(value: number, decimal: boolean): DimensionNumber | null {
  return value > 0 && Number.isFinite(value) ? { value, decimal } : null;
}
