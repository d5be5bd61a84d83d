import type { TakeoffLine } from '../takeoff/takeoff-line';
import { missingCatalogueCodes } from '../takeoff/takeoff-line';
import { roundMoney } from './money';

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
  /** BOQ quantity = baseQuantity ÷ perUnit, exact (shown to 2 decimals, never rounded here). */
  readonly quantity: number;
  readonly rate: number;
  /** round(quantity × rate), whole TZS. */
  readonly amount: number;
  readonly derivation: string;
}

/** A line's amount in whole TZS. */
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
  const quantity = line.baseQuantity / item.perUnit;
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
    derivation: line.derivation,
  };
}

/** Prices take-off lines; throws `MissingCatalogueCodesError` naming every code the book lacks. */
export function priceLines(lines: readonly TakeoffLine[], book: PriceBook): PricedLine[] {
  const missing = missingCatalogueCodes(lines, book.keys());
  if (missing.length > 0) throw new MissingCatalogueCodesError(missing);
  return lines.map((line) => priceLine(line, book.get(line.code) as PriceableItem));
}
