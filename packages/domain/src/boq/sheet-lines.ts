import type { LeftOutLine } from '../pricing/left-out';
import { derivationInBoqUnit } from '../pricing/boq-unit-derivation';
import { lineAmount } from '../pricing/price-lines';
import { printedQuantity } from '../pricing/printed-quantity';
import { labourFreeAmount, tradeTotals, type TradeTotals } from '../pricing/trade-totals';
import type { TakeoffLine } from '../trades/takeoff-line';
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

const hasQuantity = (line: StoredLine): boolean =>
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
  /** Stored lines whose item is withdrawn (or unknown): not priced, listed with the reason. */
  readonly leftOut: LeftOutLine[];
}

/**
 * Prices a sheet: one line per active item of the trade in catalogue order (quantity 0 when
 * nothing fills it), at the items' current rates. A stored line whose item was withdrawn is not
 * priced (docs/takeoff.md, "Revision 2 — pricing"): it goes to `leftOut` with its quantity and the reason, and the rest of the
 * sheet prices as usual. `items` must hold every code of `stored` the catalogue still has (the
 * caller loads deactivated ones too, so a withdrawn line keeps its description).
 */
export function priceSheetLines(
  stored: readonly StoredLine[],
  items: readonly SheetItem[],
  labourPercent: number,
): PricedSheetLines {
  const storedByCode = new Map(stored.map((line) => [line.code, line]));
  const lines: BoqLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const item of items) {
    const line = storedByCode.get(item.code);
    storedByCode.delete(item.code);
    if (item.active) {
      lines.push(priceSheetLine(item, line));
      continue;
    }
    if (line) pushLeftOut(leftOut, line, item);
  }
  for (const line of storedByCode.values()) pushLeftOut(leftOut, line, undefined);
  return {
    lines,
    leftOut,
    ...tradeTotals(
      lines.map((line) => line.amount),
      labourPercent,
      labourFreeAmount(lines),
    ),
  };
}

/** A withdrawn line with nothing measured is not worth a word; one with a quantity is reported. */
function pushLeftOut(leftOut: LeftOutLine[], line: StoredLine, item: SheetItem | undefined): void {
  const perUnit = item?.perUnit ?? 1;
  const baseQuantity =
    line.manualQuantity === null ? (line.calculatorBaseQuantity ?? 0) : line.manualQuantity * perUnit;
  if (baseQuantity <= 0) return;
  leftOut.push({
    code: line.code,
    description: item?.description ?? line.code,
    ...(item?.descriptionSw === undefined ? {} : { descriptionSw: item.descriptionSw }),
    baseQuantity,
    baseUnit: item?.baseUnit ?? '',
    reason: item ? 'withdrawn' : 'notInCatalogue',
  });
}

function priceSheetLine(item: SheetItem, line: StoredLine | undefined): BoqLine {
  const calculatorQuantity =
    line?.calculatorBaseQuantity == null ? null : line.calculatorBaseQuantity / item.perUnit;
  const manual = line?.manualQuantity ?? null;
  // Printed before pricing (docs/takeoff.md, "Revision 2 — pricing"): the line checks by hand, quantity × rate = amount.
  const quantity = printedQuantity(manual ?? calculatorQuantity ?? 0, item.unit);
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
    // Carried on to the BOQ unit, and a typed quantity named (docs/takeoff.md, "Changed constants and formulas").
    derivation: derivationInBoqUnit({
      derivation: line?.derivation ?? '',
      calculatorBaseQuantity: line?.calculatorBaseQuantity ?? 0,
      baseUnit: item.baseUnit,
      unit: item.unit,
      perUnit: item.perUnit,
      manualQuantity: manual,
    }),
    active: item.active,
  };
}
