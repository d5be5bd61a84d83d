import { describe, expect, it } from 'vitest';
import { buildShoppingList } from '../pricing/shopping-list';
import type { PricedLine } from '../pricing/price-lines';
import type { TradeId } from '../trades/trade-list';
import { groupShoppingListByStage, matchesMaterialSearch } from './shopping-stages';

const line = (code: string, material: string, quantity: number, rate: number, sw?: string): PricedLine => ({
  code,
  description: material.replace(/-/g, ' '),
  ...(sw === undefined ? {} : { descriptionSw: sw }),
  material,
  unit: 'bag',
  baseQuantity: quantity,
  baseUnit: 'bag',
  perUnit: 1,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  derivation: '',
});

/** A small bill: cement in the foundation, the walls and the septic tank; bars in the ring beam. */
const sheets: { trade: TradeId; lines: PricedLine[] }[] = [
  { trade: 'strip', lines: [line('STR-CEMENT', 'cement-50kg', 10.4, 17_000, 'Saruji')] },
  {
    trade: 'walling',
    lines: [
      line('WAL-BLOCK', 'block-6in', 1200, 1_500, 'Tofali'),
      line('WAL-CEMENT', 'cement-50kg', 30.2, 17_000, 'Saruji'),
      line('WAL-Y12', 'steel-y12', 24, 29_500, 'Nondo'),
    ],
  },
  { trade: 'roofing', lines: [line('ROF-SHEET', 'iron-sheet', 40, 32_000, 'Bati')] },
  { trade: 'septic', lines: [line('SEP-CEMENT', 'cement-50kg', 8.1, 17_000, 'Saruji')] },
];

describe('groupShoppingListByStage', () => {
  const list = buildShoppingList(sheets);
  const groups = groupShoppingListByStage(list, sheets);

  it('lists a material used in several stages once, whole, under the first, naming the others', () => {
    expect(groups.map((group) => [group.stage, group.items.map((item) => item.material)])).toEqual([
      ['msingi', ['cement-50kg']],
      ['boma', ['block-6in']],
      ['lenta', ['steel-y12']],
      ['paa', ['iron-sheet']],
    ]);
    const cement = groups[0]?.items[0];
    // 10.4 + 30.2 + 8.1 = 48.7 bags, bought as 49: nothing split, nothing rounded again.
    expect(cement?.purchaseQuantity).toBe(49);
    expect(cement?.stages).toEqual(['msingi', 'boma', 'services']);
  });

  it('keeps every item once and the grand total to the shilling', () => {
    expect(groups.flatMap((group) => group.items).length).toBe(list.items.length);
    expect(groups.reduce((sum, group) => sum + group.subtotal, 0)).toBe(list.total);
    expect(groups[0]?.subtotal).toBe(49 * 17_000);
  });

  it('puts a material the sheets do not show under its first trade’s stage', () => {
    const [only] = groupShoppingListByStage(buildShoppingList([sheets[2] as (typeof sheets)[number]]), []);
    expect(only?.stage).toBe('paa');
  });
});

describe('matchesMaterialSearch', () => {
  const cement = {
    material: 'cement-50kg',
    description: 'Portland cement 42.5R, 50 kg',
    descriptionSw: 'Saruji',
  };

  it('finds a material by its English or Swahili name or its key, whatever the case', () => {
    expect(matchesMaterialSearch(cement, 'CEMENT')).toBe(true);
    expect(matchesMaterialSearch(cement, 'saruji')).toBe(true);
    expect(matchesMaterialSearch(cement, '50kg')).toBe(true);
    expect(matchesMaterialSearch(cement, '  portland   50 ')).toBe(true);
    expect(matchesMaterialSearch(cement, '')).toBe(true);
  });

  it('wants every word found, and ignores accents', () => {
    expect(matchesMaterialSearch(cement, 'cement nondo')).toBe(false);
    expect(matchesMaterialSearch(cement, 'bati')).toBe(false);
    expect(matchesMaterialSearch({ ...cement, description: 'Café paint' }, 'cafe')).toBe(true);
  });
});
