import { describe, expect, it } from 'vitest';
import type { BoqLine, BoqSheet } from './boq-sheets.contract';
import {
  countSettled,
  freezeRevision,
  incompleteTrades,
  isSettled,
  reviewedTrades,
  unreviewedTrades,
  summariseSheets,
} from './revision';
import { hasQuantities } from './sheet-quantities';
import { sheetsWith } from './revision-testing';

const line = (code: string, material: string, quantity: number, rate: number): BoqLine => ({
  itemId: null,
  code,
  description: code,
  material,
  unit: 'bag',
  baseUnit: 'kg',
  perUnit: 50,
  baseQuantity: quantity * 50,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  source: 'calculator',
  calculatorQuantity: quantity,
  derivation: '',
  active: true,
});

/** Every trade's sheet, blinding, strip and preliminaries with a line each. */
const sheets = (status: BoqSheet['status'] = 'completed'): BoqSheet[] =>
  sheetsWith(
    {
      blinding: [line('BLD-CEMENT', 'cement-50kg', 2.4, 18500)],
      strip: [line('STR-CEMENT', 'cement-50kg', 3.3, 18500)],
      pre: [line('PRE-PERMIT', 'permit', 1, 500000)],
    },
    { status },
  );

const map = {
  _id: '00000000-0000-4000-8000-000000000002',
  title: 'Nyumba ya Mama',
  status: 'successful' as const,
  ownerName: 'Asha',
  region: 'Dar es Salaam',
  district: 'Kinondoni',
  ward: 'Mikocheni',
  plinthArea: 80,
};

describe('completeness', () => {
  it('lists the trades still in draft or missing, in sidebar order', () => {
    const all = sheets();
    expect(incompleteTrades(all)).toEqual([]);
    const some = all
      .filter((sheet) => sheet.trade !== 'roofing')
      .map((sheet) => (sheet.trade === 'pre' ? { ...sheet, status: 'draft' as const } : sheet));
    expect(incompleteTrades(some)).toEqual(['pre', 'roofing']);
    expect(countSettled(some)).toBe(28);
  });

  it('counts a sheet marked not applicable as settled, and a draft as not', () => {
    const all = sheets().map((sheet) =>
      sheet.trade === 'septic' ? { ...sheet, status: 'notApplicable' as const } : sheet,
    );
    expect(incompleteTrades(all)).toEqual([]);
    expect(countSettled(all)).toBe(30);
    expect(isSettled({ status: 'notApplicable' })).toBe(true);
    expect(isSettled({ status: 'draft' })).toBe(false);
  });

  it('knows a sheet with quantities, and completes only reviewed drafts with quantities', () => {
    const drafts = sheets('draft');
    // Only pre, blinding and strip carry lines in this fixture.
    expect(drafts.filter(hasQuantities).map((sheet) => sheet.trade)).toEqual(['pre', 'blinding', 'strip']);
    // pre is completed; blinding was opened; strip was filled but never looked at; roofing was
    // opened but is empty.
    const mixed = drafts.map((sheet) => ({
      trade: sheet.trade,
      status: sheet.trade === 'pre' ? ('completed' as const) : sheet.status,
      hasQuantities: hasQuantities(sheet),
      reviewed: ['pre', 'blinding', 'roofing'].includes(sheet.trade),
    }));
    expect(reviewedTrades(mixed)).toEqual(['blinding']);
    const left = unreviewedTrades(mixed);
    expect(left.slice(0, 3)).toEqual(['strip', 'pad', 'wallFound']);
    expect(left).toContain('roofing');
    expect(left).not.toContain('pre');
    expect(left).not.toContain('blinding');
    expect(left).toHaveLength(drafts.length - 2);
    const zeroed = { lines: [{ ...line('X', 'x', 0, 100) }] };
    expect(hasQuantities(zeroed)).toBe(false);
  });
});

describe('freezeRevision', () => {
  it('freezes the sheets, sums them and buys cement once', () => {
    const live = sheets();
    const revision = freezeRevision({
      mapId: map._id,
      revision: 2,
      issuedAt: '2026-02-01T10:00:00.000Z',
      issuedBy: { _id: map._id, name: 'QS' },
      currency: 'TZS',
      map,
      // A contractor's bill priced ex-VAT: VAT is added (docs/takeoff.md, "Revision 2 — pricing").
      percentages: { contingencyPercent: 5, vatPercent: 18, ratesIncludeVat: false },
      sheets: live,
    });
    // pre 500 000 + 50 000 labour = 550 000; blinding 44 400 + 4 440; strip 61 050 + 6 105
    expect(revision.summary.preliminaries).toBe(550000);
    expect(revision.summary.measuredWorks).toBe(48840 + 67155);
    const subtotal = 550000 + 48840 + 67155; // 665 995
    expect(revision.summary.subtotal).toBe(subtotal);
    expect(revision.summary.contingency).toBe(33300); // 33 299.75
    expect(revision.summary.vat).toBe(Math.round((subtotal + 33300) * 0.18)); // 125 873.1 → 125 873
    expect(revision.summary.grandTotal).toBe(subtotal + 33300 + 125873);
    expect(revision.summary.costPerSquareMetre).toBe(Math.round(revision.summary.grandTotal / 80));
    // 2.4 + 3.3 = 5.7 bags → buy 6
    const cement = revision.shoppingList.items.find((each) => each.material === 'cement-50kg');
    expect(cement).toMatchObject({ purchaseQuantity: 6, amount: 111000, trades: ['blinding', 'strip'] });

    // Later edits of the live sheets do not reach the revision.
    (live[1]?.lines[0] as { rate: number }).rate = 1;
    expect(revision.sheets[1]?.lines[0]?.rate).toBe(18500);
  });

  it('refuses a BOQ with a draft sheet', () => {
    expect(() =>
      freezeRevision({
        mapId: map._id,
        revision: 1,
        issuedAt: '',
        issuedBy: { _id: map._id, name: 'QS' },
        currency: 'TZS',
        map,
        percentages: { contingencyPercent: 5, vatPercent: 18 },
        sheets: sheets('draft'),
      }),
    ).toThrow(/not settled/);
  });

  it('summarises sheets with unknown plinth area without a cost per m²', () => {
    expect(
      summariseSheets(sheets(), { contingencyPercent: 0, vatPercent: 0 }, null).costPerSquareMetre,
    ).toBeNull();
  });
});
