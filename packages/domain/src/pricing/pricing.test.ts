import { describe, expect, it } from 'vitest';
import type { TakeoffLine } from '../takeoff/takeoff-line';
import { percentOf, roundMoney } from './money';
import {
  createPriceBook,
  lineAmount,
  MissingCatalogueCodesError,
  priceLines,
  type PriceableItem,
} from './price-lines';
import { PricingPercentagesSchema } from './percentages';
import { summariseBoq } from './summary';
import { priceTrade, tradeTotals } from './trade-totals';

const item = (
  code: string,
  material: string,
  unit: string,
  perUnit: number,
  rate: number,
): PriceableItem => ({
  code,
  description: code,
  material,
  unit,
  perUnit,
  rate,
});

const book = createPriceBook([
  item('BLD-CEMENT', 'cement-50kg', 'bag', 50, 18500),
  item('BLD-SAND', 'sand-trip-18t', 'trip', 11.25, 450000),
  item('PRE-PERMIT', 'service-permit', 'item', 1, 500000),
]);

const line = (code: string, baseQuantity: number, baseUnit = 'kg'): TakeoffLine => ({
  code,
  baseQuantity,
  baseUnit,
  derivation: `${code} by hand`,
});

describe('money', () => {
  it('rounds to whole TZS, halves up, despite binary floats', () => {
    expect(roundMoney(129388.43)).toBe(129388);
    expect(roundMoney(2.5)).toBe(3);
    expect(roundMoney(1.0049999999999999 * 1000 - 2.5 + 0.0000000000000001)).toBe(1003);
    expect(percentOf(12345, 10)).toBe(1235); // 1234.5 → 1235
    expect(percentOf(0, 18)).toBe(0);
  });
});

describe('pricing lines', () => {
  it('BOQ quantity = base ÷ perUnit kept exact; amount = round(quantity × rate)', () => {
    const [cement, sand] = priceLines([line('BLD-CEMENT', 349.7), line('BLD-SAND', 1.0425, 'm3')], book);
    // 349.7 / 50 = 6.994 bags × 18 500 = 129 389
    expect(cement).toMatchObject({ quantity: 349.7 / 50, unit: 'bag', rate: 18500, amount: 129389 });
    // 1.0425 / 11.25 = 0.092666… trips × 450 000 = 41 700
    expect(sand?.quantity).toBeCloseTo(1.0425 / 11.25, 15);
    expect(sand?.amount).toBe(41700);
    expect(sand?.derivation).toBe('BLD-SAND by hand');
    expect(lineAmount(6.99396923, 18500)).toBe(129388);
  });

  it('refuses codes the catalogue lacks, naming them all', () => {
    expect(() =>
      priceLines([line('STR-Y16', 10, 'm'), line('BLD-CEMENT', 1), line('STR-Y20', 1, 'm')], book),
    ).toThrow(new MissingCatalogueCodesError(['STR-Y16', 'STR-Y20']));
  });
});

describe('trade totals and BOQ summary — worked example by hand', () => {
  // blinding: cement 129 389 + sand 41 700 = 171 089; labour 10 % = 17 108.9 → 17 109; total 188 198
  // preliminaries: permit 500 000; labour 50 000; total 550 000
  // subtotal = 188 198 + 550 000 = 738 198
  // contingency 5 % = 36 909.9 → 36 910
  // VAT 18 % of (738 198 + 36 910 = 775 108) = 139 519.44 → 139 519
  // grand total = 738 198 + 36 910 + 139 519 = 914 627; per m² of 80 m² = 11 432.84 → 11 433
  const blinding = priceTrade(
    'blinding',
    [line('BLD-CEMENT', 349.7), line('BLD-SAND', 1.0425, 'm3')],
    book,
    10,
  );
  const pre = priceTrade('pre', [line('PRE-PERMIT', 1, 'pcs')], book, 10);

  it('trade: subtotal, labour, total', () => {
    expect(blinding).toMatchObject({
      trade: 'blinding',
      section: 'substructure',
      subtotal: 171089,
      labour: 17109,
      total: 188198,
    });
    expect(pre).toMatchObject({ subtotal: 500000, labour: 50000, total: 550000 });
    expect(tradeTotals([100, 250], 0)).toEqual({ subtotal: 350, labourPercent: 0, labour: 0, total: 350 });
  });

  it('summary: preliminaries, contingency, VAT, grand total, per m², sections', () => {
    const summary = summariseBoq(
      { blinding, pre },
      { contingencyPercent: 5, vatPercent: 18, plinthArea: 80 },
    );
    expect(summary).toMatchObject({
      preliminaries: 550000,
      measuredWorks: 188198,
      subtotal: 738198,
      contingencyPercent: 5,
      contingency: 36910,
      vatPercent: 18,
      vat: 139519,
      grandTotal: 914627,
      plinthArea: 80,
      costPerSquareMetre: 11433,
    });
    expect(summary.trades).toHaveLength(28);
    expect(summary.trades[0]).toEqual({
      trade: 'pre',
      section: 'preliminaries',
      nameEn: 'Preliminaries',
      nameSw: 'Maandalizi ya awali',
      subtotal: 500000,
      labourPercent: 10,
      labour: 50000,
      total: 550000,
    });
    expect(summary.trades.find((trade) => trade.trade === 'walling')).toMatchObject({ total: 0 });
    const sections = Object.fromEntries(summary.sections.map((section) => [section.section, section]));
    expect(sections.preliminaries).toMatchObject({ total: 550000, share: 550000 / 738198 });
    expect(sections.substructure).toMatchObject({ total: 188198, share: 188198 / 738198 });
    expect(sections.roofing).toMatchObject({ total: 0, share: 0 });
    expect(summary.sections.reduce((sum, section) => sum + section.total, 0)).toBe(summary.subtotal);
  });

  it('no plinth area, no cost per m²; nothing priced, all zeros', () => {
    expect(summariseBoq({ pre }, { contingencyPercent: 5, vatPercent: 18 }).costPerSquareMetre).toBeNull();
    const empty = summariseBoq({}, { contingencyPercent: 5, vatPercent: 18, plinthArea: 0 });
    expect(empty).toMatchObject({
      subtotal: 0,
      contingency: 0,
      vat: 0,
      grandTotal: 0,
      costPerSquareMetre: null,
    });
    expect(empty.sections.every((section) => section.share === 0)).toBe(true);
  });

  it('percentages default to 10 / 5 / 18 and are validated', () => {
    expect(PricingPercentagesSchema.parse({})).toEqual({
      labourPercent: 10,
      contingencyPercent: 5,
      vatPercent: 18,
    });
    const result = PricingPercentagesSchema.safeParse({ vatPercent: -1 });
    expect(result.error?.issues[0]?.message).toBe('vatPercent must be 0 or more');
  });
});
