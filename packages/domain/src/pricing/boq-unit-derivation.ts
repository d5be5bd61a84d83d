import { BASE_UNIT_SYMBOLS, type BaseUnit } from '../trades/units';
import { figure, quantityFigure } from '../trades/format';
import { isCountedUnit, printedQuantity } from './printed-quantity';

/**
 * The last step of a priced line's derivation (docs/takeoff.md, "Changed constants and formulas", "derivations end in the BOQ
 * unit"): the calculator's working ends in the base unit (`= 431.18 kg`); pricing knows how much of
 * it one BOQ unit holds, so it carries the working on to the quantity the bill prints
 * (`431.18 kg ÷ 50 kg per bag = 8.62 bags`). A surveyor then reads the printed quantity off the
 * derivation's last figure.
 */

/** What the last step needs of a priced line. */
export interface BoqUnitStepLine {
  readonly derivation: string;
  /** The calculator's base quantity (wastage included, unrounded). */
  readonly calculatorBaseQuantity: number;
  readonly baseUnit: string;
  readonly unit: string;
  readonly perUnit: number;
  /** A quantity typed over the calculator's, in BOQ units; null when the calculator's stands. */
  readonly manualQuantity?: number | null;
}

/** Catalogue BOQ units written as symbols in a derivation; other units are words (bag, trip). */
const UNIT_SYMBOLS: Readonly<Record<string, string>> = { m3: 'm³', m2: 'm²', m: 'm', kg: 'kg', L: 'L' };
/** Units that read the same for one or many: symbols, abbreviations and currencies. */
const SAME_IN_PLURAL = new Set(['pcs', 'ft', 'tzs', 'no', 'nr']);

/** `8.62 bags`, `1 bag`, `3 pcs`, `2.00 m³`: a BOQ quantity with its unit as English reads it. */
export function boqQuantityText(value: number, unit: string): string {
  const shown = isCountedUnit(unit) ? String(value) : value.toFixed(2);
  return `${shown} ${boqUnitText(unit, value)}`;
}

// Pricing a 10,000-line BOQ writes this step 10,000 times (bench/engine.ts): the unit's words are
// worked out once per unit, and base units looked up, not parsed.
const pluralOf = new Map<string, string>();

function boqUnitText(unit: string, value: number): string {
  const symbol = UNIT_SYMBOLS[unit];
  if (symbol !== undefined) return symbol;
  if (value === 1) return unit;
  let plural = pluralOf.get(unit);
  if (plural === undefined) {
    if (SAME_IN_PLURAL.has(unit.toLowerCase()) || !/^[a-z]+$/i.test(unit)) plural = unit;
    else plural = /(x|s|sh|ch)$/i.test(unit) ? `${unit}es` : `${unit}s`;
    pluralOf.set(unit, plural);
  }
  return plural;
}

function isBaseUnitName(unit: string): unit is BaseUnit {
  return Object.hasOwn(BASE_UNIT_SYMBOLS, unit);
}

function baseSymbol(baseUnit: string): string {
  return isBaseUnitName(baseUnit) ? BASE_UNIT_SYMBOLS[baseUnit] : baseUnit;
}

/** The base quantity as the calculator's working last showed it: `431.18 kg`, `2.0000 m³`. */
function baseFigure(value: number, baseUnit: string): string {
  return isBaseUnitName(baseUnit) ? quantityFigure(value, baseUnit) : value.toFixed(2);
}

/** True when the BOQ unit is the base unit itself (m³ of concrete bought as m³). */
function isBaseUnit(line: Pick<BoqUnitStepLine, 'unit' | 'baseUnit' | 'perUnit'>): boolean {
  return line.perUnit === 1 && line.unit === line.baseUnit;
}

/**
 * The step from the calculator's base quantity to the printed BOQ quantity, '' when the derivation
 * already ends in it. Pieces bought whole say so (`10.30 pcs, bought whole: 11 pcs`). Every priced
 * line's derivation then ends in `boqQuantityText(quantity, unit)` (a property test holds it).
 */
export function boqUnitStep(line: BoqUnitStepLine): string {
  const base = line.calculatorBaseQuantity;
  const exact = base / line.perUnit;
  const printed = printedQuantity(exact, line.unit);
  const shownBase = baseFigure(base, line.baseUnit);
  const baseText = `${shownBase} ${baseSymbol(line.baseUnit)}`;
  let step: string;
  const printedText = boqQuantityText(printed, line.unit);
  if (isBaseUnit(line)) {
    // Already in the BOQ unit: only the printing's rounding, or citations after the result, may
    // stand between the working and the printed quantity.
    if (line.derivation.endsWith(printedText)) step = '';
    else if (Number(shownBase) === printed) step = `BOQ quantity ${printedText}`;
    else if (isCountedUnit(line.unit))
      step = `${baseText}, bought whole: ${boqQuantityText(printed, line.unit)}`;
    else step = `${baseText} printed to 2 decimals: ${boqQuantityText(printed, line.unit)}`;
  } else if (line.perUnit === 1) {
    step = `${baseText} = ${boqQuantityText(printed, line.unit)}`;
  } else {
    const per = `${figure(line.perUnit)} ${baseSymbol(line.baseUnit)} per ${boqUnitText(line.unit, 1)}`;
    const divided = `${baseText} ÷ ${per}`;
    step =
      isCountedUnit(line.unit) && printed !== exact
        ? `${divided} = ${exact.toFixed(2)}, bought whole: ${boqQuantityText(printed, line.unit)}`
        : `${divided} = ${boqQuantityText(printed, line.unit)}`;
  }
  return step;
}

/**
 * The derivation a priced line shows: the calculator's working (with the sources of its inputs),
 * carried on to the BOQ unit; a typed quantity is named last, as what the bill prints. '' stays ''
 * for a line the calculator does not fill, unless a quantity was typed.
 */
export function derivationInBoqUnit(line: BoqUnitStepLine): string {
  const parts: string[] = [];
  if (line.derivation !== '') {
    parts.push(line.derivation);
    const step = boqUnitStep(line);
    if (step !== '') parts.push(step);
  }
  if (line.manualQuantity != null) {
    const typed = printedQuantity(line.manualQuantity, line.unit);
    parts.push(`typed by hand (user override): ${boqQuantityText(typed, line.unit)}`);
  }
  return parts.join('; ');
}
