import { lineAmount } from '../pricing/price-lines';
import { tradeTotals, type TradeTotals } from '../pricing/trade-totals';
import type { TakeoffLine } from '../takeoff/takeoff-line';
import type { BoqLine, LineChange } from './boq-sheets.contract';

/**
 * A sheet line as stored: what the calculator gave (in base units, so a change of `perUnit`
 * re-prices it correctly) and what was typed (in BOQ units, as the surveyor typed it).
 */
export interface StoredLine {
  readonly code: string;
  /** Base quantity from the calculator, wastage included; null when the calculator does not fill the item. */
  readonly calculatorBaseQuantity: number | null;
  /** BOQ quantity typed by hand; null when the calculator's value stands. */
  readonly manualQuantity: number | null;
  readonly derivation: string;
}

/** What pricing a line needs of its catalogue item. */
export interface SheetItem {
  readonly _id: string | null;
  readonly code: string;
  readonly description: string;
  readonly descriptionSw?: string;
  readonly material: string;
  readonly unit: string;
  readonly baseUnit: string;
  readonly perUnit: number;
  readonly rate: number;
  readonly active: boolean;
}

const hasQuantity = (line: StoredLine) =>
  line.calculatorBaseQuantity !== null || line.manualQuantity !== null;

/**
 * A recalculation replaces every calculator quantity and derivation; a typed quantity stays typed
 * (the surveyor decided it), even when the calculator no longer fills that item. Lines with
 * neither are dropped. Result in the calculator's order, then the manual-only lines as they were.
 */
export function mergeRecalculation(
  stored: readonly StoredLine[],
  calculated: readonly TakeoffLine[],
): StoredLine[] {
  const manualByCode = new Map(stored.map((line) => [line.code, line.manualQuantity]));
  const merged: StoredLine[] = calculated.map((line) => ({
    code: line.code,
    calculatorBaseQuantity: line.baseQuantity,
    manualQuantity: manualByCode.get(line.code) ?? null,
    derivation: line.derivation,
  }));
  const calculatedCodes = new Set(calculated.map((line) => line.code));
  for (const line of stored) {
    if (!calculatedCodes.has(line.code) && line.manualQuantity !== null) {
      merged.push({ ...line, calculatorBaseQuantity: null, derivation: '' });
    }
  }
  return merged;
}

/**
 * Applies typed quantities (`quantity` a number) and resets (`quantity: null`: back to the
 * calculator's value). A later change of the same code wins. A reset line the calculator does
 * not fill disappears.
 */
export function applyLineChanges(
  stored: readonly StoredLine[],
  changes: readonly LineChange[],
): StoredLine[] {
  const lines = new Map(stored.map((line) => [line.code, line]));
  for (const change of changes) {
    const current = lines.get(change.code) ?? {
      code: change.code,
      calculatorBaseQuantity: null,
      manualQuantity: null,
      derivation: '',
    };
    lines.set(change.code, { ...current, manualQuantity: change.quantity });
  }
  return [...lines.values()].filter(hasQuantity);
}

/** Codes among `changes` that are not items of the sheet's trade (the server answers 400 naming them). */
export function unknownLineCodes(changes: readonly LineChange[], itemCodes: ReadonlySet<string>): string[] {
  return [...new Set(changes.map((change) => change.code).filter((code) => !itemCodes.has(code)))];
}

export interface PricedSheetLines extends TradeTotals {
  readonly lines: BoqLine[];
}

/**
 * Prices a sheet: one line per item of the trade in catalogue order (quantity 0 when nothing
 * fills it) — inactive items only when they carry a quantity — at the items' current rates.
 * `items` must hold every code of `stored` (the caller loads deactivated ones too).
 */
export function priceSheetLines(
  stored: readonly StoredLine[],
  items: readonly SheetItem[],
  labourPercent: number,
): PricedSheetLines {
  const storedByCode = new Map(stored.map((line) => [line.code, line]));
  const lines: BoqLine[] = [];
  for (const item of items) {
    const line = storedByCode.get(item.code);
    if (!item.active && !line) continue;
    lines.push(priceSheetLine(item, line));
  }
  return {
    lines,
    ...tradeTotals(
      lines.map((line) => line.amount),
      labourPercent,
    ),
  };
}

function priceSheetLine(item: SheetItem, line: StoredLine | undefined): BoqLine {
  const calculatorQuantity =
    line?.calculatorBaseQuantity == null ? null : line.calculatorBaseQuantity / item.perUnit;
  const manual = line?.manualQuantity ?? null;
  const quantity = manual ?? calculatorQuantity ?? 0;
  return {
    itemId: item._id,
    code: item.code,
    description: item.description,
    ...(item.descriptionSw === undefined ? {} : { descriptionSw: item.descriptionSw }),
    material: item.material,
    unit: item.unit,
    baseUnit: item.baseUnit,
    perUnit: item.perUnit,
    baseQuantity: manual === null ? (line?.calculatorBaseQuantity ?? 0) : manual * item.perUnit,
    quantity,
    rate: item.rate,
    amount: lineAmount(quantity, item.rate),
    source: manual === null ? 'calculator' : 'manual',
    calculatorQuantity,
    derivation: line?.derivation ?? '',
    active: item.active,
  };
}
