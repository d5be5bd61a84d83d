import { describe, expect, it } from 'vitest';
import type { PricedLine } from './price-lines';
import { buildShoppingList } from './shopping-list';

const priced = (
  code: string,
  material: string,
  quantity: number,
  rate: number,
  unit = 'bag',
): PricedLine => ({
  code,
  description: `${material} (${code})`,
  material,
  unit,
  baseQuantity: quantity * 50,
  baseUnit: 'kg',
  perUnit: 50,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  derivation: '',
});

describe('shopping list', () => {
  it('adds one material across trades and rounds up once', () => {
    const list = buildShoppingList([
      { trade: 'blinding', lines: [priced('BLD-CEMENT', 'cement-50kg', 6.4, 18500)] },
      { trade: 'strip', lines: [priced('STR-CEMENT', 'cement-50kg', 3.4, 18500)] },
      { trade: 'plastering', lines: [priced('PLS-SAND', 'sand-trip-18t', 0.3, 450000, 'trip')] },
    ]);
    // 6.4 + 3.4 = 9.8 → 10 bags (rounding per trade would have bought 7 + 4 = 11)
    expect(list.items).toEqual([
      {
        material: 'cement-50kg',
        description: 'cement-50kg (BLD-CEMENT)',
        unit: 'bag',
        quantity: 6.4 + 3.4,
        purchaseQuantity: 10,
        rate: 18500,
        amount: 185000,
        codes: ['BLD-CEMENT', 'STR-CEMENT'],
        trades: ['blinding', 'strip'],
      },
      {
        material: 'sand-trip-18t',
        description: 'sand-trip-18t (PLS-SAND)',
        unit: 'trip',
        quantity: 0.3,
        purchaseQuantity: 1,
        rate: 450000,
        amount: 450000,
        codes: ['PLS-SAND'],
        trades: ['plastering'],
      },
    ]);
    expect(list.total).toBe(185000 + 450000);
  });

  it('does not buy an extra unit for float noise', () => {
    // 4.4 + 0.7 + 0.9 = 6.000000000000001 in binary floating point
    const list = buildShoppingList([
      { trade: 'walling', lines: [priced('WAL-CEMENT', 'cement-50kg', 4.4, 100)] },
      { trade: 'tiles', lines: [priced('TIL-CEMENT', 'cement-50kg', 0.7, 100)] },
      { trade: 'plastering', lines: [priced('PLS-CEMENT', 'cement-50kg', 0.9, 100)] },
    ]);
    expect(list.items[0]?.quantity).toBeGreaterThan(6);
    expect(list.items[0]?.purchaseQuantity).toBe(6);
  });

  it('an empty BOQ buys nothing', () => {
    expect(buildShoppingList([])).toEqual({ items: [], total: 0 });
  });
});
