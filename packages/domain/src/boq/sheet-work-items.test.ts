import { describe, expect, it } from 'vitest';
import { sheetWorkItems } from './sheet-work-items';

/** A priced sheet line by hand: quantity × rate = amount. */
const line = (code: string, quantity: number, rate: number) => ({
  code,
  description: code,
  quantity,
  unit: 'bag',
  rate,
  amount: Math.round(quantity * rate),
});

describe('a sheet’s work items (docs/takeoff.md §4.4)', () => {
  it('re-measures the stored inputs: blinding of 40 m² is 2 CM, owning all three lines', () => {
    const lines = [
      line('BLD-CEMENT', 7, 18_500),
      line('BLD-SAND', 0.09, 450_000),
      line('BLD-AGGREGATE', 0.17, 750_000),
    ];
    // 129,500 + 40,500 + 127,500 = 297,500 of materials, labour 89,250 (30 %)
    const [item, ...rest] = sheetWorkItems(
      'blinding',
      { area: 40, thickness: 0.05, mix: '1:4:8' },
      {},
      lines,
      89_250,
    );
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      key: 'concrete',
      unit: 'CM',
      quantity: 2,
      materialsAmount: 297_500,
      amount: 386_750,
    });
    // all-in rate 386,750 ÷ 2 = 193,375 per m³
    expect(item?.rate).toBe(193_375);
  });

  it('an input the calculator no longer reads measures nothing: every line goes to sundries', () => {
    const items = sheetWorkItems('blinding', { lenght: 40 }, {}, [line('BLD-CEMENT', 2, 18_500)], 0);
    expect(items.map((item) => [item.key, item.amount])).toEqual([['sundries', 37_000]]);
  });
});
