import type { TakeoffLine } from '../trades/takeoff-line';
import { missingCatalogueCodes } from '../trades/takeoff-line';
import { roundMoney } from './money';
import type { LeftOutLine } from './left-out';
import { printedQuantity } from './printed-quantity';

/** What pricing needs of a catalogue item (the server's rows or the seed both fit). */
export interface PriceableItem {
  readonly code: string;
  readonly description: string;
  readonly descriptionSw?: string;
  /** Shopping-list key. */
  readonly material: string;
  /** BOQ unit: bag, trip, pcs… */
  readonly unit: string;
  /** Base quantity in one BOQ unit. */
  readonly perUnit: number;
  /** Whole TZS per BOQ unit. */
  readonly rate: number;
  /** False for a withdrawn item: its lines are left out, not priced. Absent means active. */
  readonly active?: boolean;
}

/** Catalogue items by code. */
export type PriceBook = ReadonlyMap<string, PriceableItem>;

export function createPriceBook(items: Iterable<PriceableItem>): PriceBook {
  const book = new Map<string, PriceableItem>();
  for (const item of items) book.set(item.code, item);
  return book;
}

export function toPriceBook(catalogue: PriceBook | Iterable<PriceableItem>): PriceBook {
  return catalogue instanceof Map
    ? (catalogue as PriceBook)
    : createPriceBook(catalogue as Iterable<PriceableItem>);
}

export interface PricedLine {
  readonly code: string;
  readonly description: string;
  readonly descriptionSw?: string;
  readonly material: string;
  readonly unit: string;
  readonly baseQuantity: number;
  readonly baseUnit: string;
  readonly perUnit: number;
  /**
   * BOQ quantity as printed and priced: baseQuantity ÷ perUnit rounded to 2 decimals, or up to a
   * whole number for units counted in pieces (printed-quantity.ts). baseQuantity ÷ perUnit stays
   * the exact quantity (the shopping list adds those).
   */
  readonly quantity: number;
  readonly rate: number;
  /** round(printed quantity × rate), whole TZS: quantity × rate = amount checks by hand. */
  readonly amount: number;
  readonly derivation: string;
}

/** A line's amount in whole TZS, from its printed quantity. */
export function lineAmount(quantity: number, rate: number): number {
  return roundMoney(quantity * rate);
}

/** Calculators may emit a code the catalogue lacks (e.g. a bar diameter nobody stocks): refuse, never drop it. */
export class MissingCatalogueCodesError extends Error {
  constructor(readonly codes: readonly string[]) {
    super(`the catalogue has no item ${codes.join(', ')}`);
    this.name = 'MissingCatalogueCodesError';
  }
}

export function priceLine(line: TakeoffLine, item: PriceableItem): PricedLine {
  const quantity = printedQuantity(line.baseQuantity / item.perUnit, item.unit);
  return {
    code: line.code,
    description: item.description,
    ...(item.descriptionSw === undefined ? {} : { descriptionSw: item.descriptionSw }),
    material: item.material,
    unit: item.unit,
    baseQuantity: line.baseQuantity,
    baseUnit: line.baseUnit,
    perUnit: item.perUnit,
    quantity,
    rate: item.rate,
    amount: lineAmount(quantity, item.rate),
    // The calculator's working as it is: the step to the BOQ unit is written where a derivation is
    // shown (a sheet's line, the take-off API), not for every line of an estimate (bench/engine.ts).
    derivation: line.derivation,
  };
}

/**
 * Prices the lines whose item is in the book and active, and lists the others as left out with
 * the reason (docs/takeoff.md, "Revision 2 — pricing": withdrawing one item must not stop estimating).
 */
export function priceLinesLeavingOut(
  lines: readonly TakeoffLine[],
  book: PriceBook,
): { lines: PricedLine[]; leftOut: LeftOutLine[] } {
  const priced: PricedLine[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of lines) {
    const item = book.get(line.code);
    if (item && item.active !== false) {
      priced.push(priceLine(line, item));
      continue;
    }
    if (line.baseQuantity <= 0) continue;
    leftOut.push({
      code: line.code,
      description: item?.description ?? line.code,
      ...(item?.descriptionSw === undefined ? {} : { descriptionSw: item.descriptionSw }),
      baseQuantity: line.baseQuantity,
      baseUnit: line.baseUnit,
      reason: item ? 'withdrawn' : 'notInCatalogue',
    });
  }
  return { lines: priced, leftOut };
}

/** Prices take-off lines strictly (every code must be priced); throws `MissingCatalogueCodesError` naming every code the book lacks. */
export function priceLines(lines: readonly TakeoffLine[], book: PriceBook): PricedLine[] {
  const missing = missingCatalogueCodes(lines, book.keys());
  if (missing.length > 0) throw new MissingCatalogueCodesError(missing);
  return lines.map((line) => priceLine(line, book.get(line.code) as PriceableItem));
}
