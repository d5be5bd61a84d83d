import { describe, expect, it } from 'vitest';
import type { TakeoffLine } from '../trades/takeoff-line';
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
  // Source: docs/takeoff.md, "Revision 2 — pricing" — the quantity is rounded before pricing, so the line checks by hand.
  it('BOQ quantity = base ÷ perUnit printed to 2 decimals; amount = round(printed quantity × rate)', () => {
    const [cement, sand] = priceLines([line('BLD-CEMENT', 349.7), line('BLD-SAND', 1.0425, 'm3')], book);
    // 349.7 / 50 = 6.994 → 6.99 bags × 18 500 = 129 315 (revision 1 priced 6.994: 129 389)
    expect(cement).toMatchObject({
      quantity: 6.99,
      baseQuantity: 349.7,
      unit: 'bag',
      rate: 18500,
      amount: 129315,
    });
    // 1.0425 / 11.25 = 0.092666… → 0.09 trips × 450 000 = 40 500
    expect(sand?.quantity).toBe(0.09);
    expect(sand?.amount).toBe(40500);
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
  // blinding: cement 6.99 × 18 500 = 129 315 + sand 0.09 × 450 000 = 40 500 = 169 815;
  //   labour 10 % = 16 981.5 → 16 982; total 186 797
  // preliminaries: permit 500 000; labour 50 000; total 550 000
  // subtotal = 186 797 + 550 000 = 736 797
  // contingency 5 % = 36 839.85 → 36 840
  // VAT 18 % of (736 797 + 36 840 = 773 637) = 139 254.66 → 139 255
  // grand total = 736 797 + 36 840 + 139 255 = 912 892; per m² of 80 m² = 11 411.15 → 11 411
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
      subtotal: 169815,
      labour: 16982,
      total: 186797,
    });
    // A permit fee is a service bought as such: no labour on it even at 10 % (docs/takeoff.md,
    // "Labour only where it belongs"; this example charged 50 000 of labour on it before).
    expect(pre).toMatchObject({ subtotal: 500000, labour: 0, total: 500000 });
    expect(tradeTotals([100, 250], 0)).toEqual({ subtotal: 350, labourPercent: 0, labour: 0, total: 350 });
  });

  it('summary: preliminaries, contingency, VAT, grand total, per m², sections', () => {
    // Rates priced ex-VAT (a contractor's bill): VAT is added as in revision 1.
    const summary = summariseBoq(
      { blinding, pre },
      { contingencyPercent: 5, vatPercent: 18, ratesIncludeVat: false, plinthArea: 80 },
    );
    expect(summary).toMatchObject({
      // 500 000 + 186 797 = 686 797; contingency 5 % = 34 339.85 → 34 340; VAT 18 % of
      // 721 137 = 129 804.66 → 129 805; grand total 850 942; per m² 850 942 / 80 = 10 636.78 → 10 637
      preliminaries: 500000,
      measuredWorks: 186797,
      subtotal: 686797,
      contingencyPercent: 5,
      contingency: 34340,
      vatPercent: 18,
      vat: 129805,
      grandTotal: 850942,
      plinthArea: 80,
      costPerSquareMetre: 10637,
    });
    expect(summary.trades).toHaveLength(30);
    expect(summary.trades[0]).toEqual({
      trade: 'pre',
      section: 'preliminaries',
      nameEn: 'Preliminaries',
      nameSw: 'Maandalizi ya awali',
      subtotal: 500000,
      labourPercent: 10,
      labour: 0,
      total: 500000,
    });
    expect(summary.trades.find((trade) => trade.trade === 'walling')).toMatchObject({ total: 0 });
    const sections = Object.fromEntries(summary.sections.map((section) => [section.section, section]));
    expect(sections.preliminaries).toMatchObject({ total: 500000, share: 500000 / 686797 });
    expect(sections.substructure).toMatchObject({ total: 186797, share: 186797 / 686797 });
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

  // Source: docs/takeoff.md, "Revision 2 — pricing" "VAT": seed rates are Tanzanian shop prices, which include VAT.
  it('rates that include VAT: the summary shows the VAT inside the total and adds nothing', () => {
    const summary = summariseBoq(
      { blinding, pre },
      { contingencyPercent: 5, vatPercent: 18, plinthArea: 80 },
    );
    // subtotal 686 797 + contingency 34 340 = 721 137; VAT inside = 721 137 × 18 / 118 = 110 003.95 → 110 004
    expect(summary).toMatchObject({
      subtotal: 686797,
      contingency: 34340,
      ratesIncludeVat: true,
      vat: 0,
      vatIncluded: 110004,
      grandTotal: 721137,
      costPerSquareMetre: 9014, // 721 137 / 80 = 9 014.21
    });
    // Kenya: 16 %, and the rates ex-VAT: 721 137 × 16 % = 115 381.92 → 115 382 added.
    const kenyan = summariseBoq(
      { blinding, pre },
      { contingencyPercent: 5, vatPercent: 16, ratesIncludeVat: false },
    );
    expect(kenyan).toMatchObject({ vat: 115382, vatIncluded: 0, grandTotal: 721137 + 115382 });
  });

  // Source: docs/takeoff.md, "Revision 2 — pricing" "Labour" and "Contingency" (the instant estimate uses 10 %).
  it('estimate settings default to labour by kind, 10 % contingency, 18 % VAT included, and are validated', () => {
    expect(PricingPercentagesSchema.parse({})).toEqual({
      labourByKind: { builderWork: 30, services: 25, fittedGoods: 10, fees: 0 },
      contingencyPercent: 10,
      vatPercent: 18,
      ratesIncludeVat: true,
    });
    expect(PricingPercentagesSchema.safeParse({ ratesIncludeVat: 'yes' }).error?.issues[0]?.message).toBe(
      'ratesIncludeVat must be true or false',
    );
    expect(
      PricingPercentagesSchema.safeParse({ labourByKind: { services: 101 } }).error?.issues[0]?.message,
    ).toBe('labourByKind.services must be at most 100');
    const result = PricingPercentagesSchema.safeParse({ vatPercent: -1 });
    expect(result.error?.issues[0]?.message).toBe('vatPercent must be 0 or more');
  });
});
