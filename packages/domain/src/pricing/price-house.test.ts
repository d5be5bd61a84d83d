import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { TRADE_IDS } from '../takeoff/trade-list';
import { MissingCatalogueCodesError } from './price-lines';
import { priceHouse } from './price-house';

const catalogue = parseSeedCatalogue();

describe('priceHouse', () => {
  const estimate = priceHouse({ length: 10, width: 8 }, catalogue);

  it('prices every trade in sidebar order with the house’s inputs', () => {
    expect(estimate.trades.map((trade) => trade.trade)).toEqual([...TRADE_IDS]);
    expect(estimate.inputs.strip.length).toBe(54);
    expect(estimate.figures.area).toBe(80);
    expect(estimate.percentages).toEqual({ labourPercent: 10, contingencyPercent: 5, vatPercent: 18 });
    const blinding = estimate.trades.find((trade) => trade.trade === 'blinding');
    // blinding area 0.6 × 54 = 32.4: V = 1.62; cement 1.62 × 1.54/13 × 1440 × 1.025 kg in 50 kg bags at 18 500
    const bags = (((1.62 * 1.54) / 13) * 1440 * 1.025) / 50;
    expect(blinding?.lines[0]).toMatchObject({
      code: 'BLD-CEMENT',
      rate: 18500,
      amount: Math.round(bags * 18500),
    });
    expect(blinding?.lines[0]?.quantity).toBeCloseTo(bags, 12);
  });

  it('sums the summary from the trades it priced', () => {
    const { summary, trades } = estimate;
    const totals = trades.map((trade) => trade.total);
    expect(summary.subtotal).toBe(totals.reduce((sum, total) => sum + total, 0));
    expect(summary.preliminaries).toBe(trades[0]?.total);
    expect(summary.contingency).toBe(Math.round((summary.subtotal * 5) / 100));
    expect(summary.vat).toBe(Math.round(((summary.subtotal + summary.contingency) * 18) / 100));
    expect(summary.grandTotal).toBe(summary.subtotal + summary.contingency + summary.vat);
    expect(summary.costPerSquareMetre).toBe(Math.round(summary.grandTotal / 80));
    for (const trade of trades) {
      expect(trade.subtotal).toBe(trade.lines.reduce((sum, line) => sum + line.amount, 0));
    }
  });

  it('buys cement once for every trade, rounded up once', () => {
    const cement = estimate.shoppingList.items.find((item) => item.material === 'cement-50kg');
    const bags = estimate.trades
      .flatMap((trade) => trade.lines)
      .filter((line) => line.material === 'cement-50kg')
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(cement?.quantity).toBeCloseTo(bags, 9);
    expect(cement?.purchaseQuantity).toBe(Math.ceil(bags));
    expect(cement?.trades).toEqual([
      'blinding',
      'strip',
      'wallFound',
      'concrete',
      'walling',
      'septic',
      'tiles',
      'plastering',
    ]);
    expect(estimate.shoppingList.total).toBe(
      estimate.shoppingList.items.reduce((sum, item) => sum + item.amount, 0),
    );
  });

  it('takes its percentages and constants as inputs', () => {
    const bare = priceHouse({ length: 10, width: 8 }, catalogue, {
      labourPercent: 0,
      contingencyPercent: 0,
      vatPercent: 0,
    });
    expect(bare.summary.grandTotal).toBe(bare.summary.subtotal);
    expect(bare.trades.every((trade) => trade.labour === 0)).toBe(true);
    const leaner = priceHouse({ length: 10, width: 8 }, catalogue, {}, { wastage: { cement: 0 } });
    expect(leaner.summary.subtotal).toBeLessThan(estimate.summary.subtotal);
  });

  it('refuses an invalid house and a catalogue missing an item it needs', () => {
    expect(() => priceHouse({ length: 10 } as never, catalogue)).toThrow(z.ZodError);
    const withoutBlocks = catalogue.filter((item) => item.code !== 'WAL-BLOCK');
    expect(() => priceHouse({ length: 10, width: 8 }, withoutBlocks)).toThrow(MissingCatalogueCodesError);
  });

  it('is fast enough for an instant estimate (target < 2 ms a house)', () => {
    for (let run = 0; run < 20; run += 1) priceHouse({ length: 10 + run, width: 8 }, catalogue);
    const times: number[] = [];
    for (let run = 0; run < 100; run += 1) {
      const start = performance.now();
      priceHouse({ length: 9 + (run % 7), width: 7 + (run % 5), bedrooms: 1 + (run % 4) }, catalogue);
      times.push(performance.now() - start);
    }
    times.sort((left, right) => left - right);
    // The median keeps GC pauses out; the bound leaves room for a loaded CI machine (~1 ms here).
    expect(times[50]).toBeLessThan(4);
  });
});
