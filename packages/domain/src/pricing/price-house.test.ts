import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { TRADE_IDS } from '../trades/trade-list';
import { priceHouse } from './price-house';

const catalogue = parseSeedCatalogue();

describe('priceHouse', () => {
  const estimate = priceHouse({ length: 10, width: 8 }, catalogue);

  it('prices every trade in sidebar order with the house’s inputs', () => {
    expect(estimate.trades.map((trade) => trade.trade)).toEqual([...TRADE_IDS]);
    expect(estimate.inputs.strip.length).toBe(54);
    expect(estimate.figures.area).toBe(80);
    expect(estimate.percentages).toMatchObject({
      contingencyPercent: 10,
      vatPercent: 18,
      ratesIncludeVat: true,
    });
    const blinding = estimate.trades.find((trade) => trade.trade === 'blinding');
    // blinding area 0.6 × 54 = 32.4: V = 1.62; cement 1.62 × 1.54/13 × 1440 × 1.025 kg in 50 kg bags at 18 500
    // = 5.665… bags, printed 5.67 (docs/takeoff.md, "Revision 2 — pricing") × 18 500 = 104 895
    const bags = (((1.62 * 1.54) / 13) * 1440 * 1.025) / 50;
    expect(bags).toBeCloseTo(5.665, 3);
    expect(blinding?.lines[0]).toMatchObject({
      code: 'BLD-CEMENT',
      rate: 18500,
      quantity: 5.67,
      amount: 104895,
    });
    expect(blinding?.lines[0]?.baseQuantity).toBeCloseTo(bags * 50, 9);
  });

  it('sums the summary from the trades it priced', () => {
    const { summary, trades } = estimate;
    const totals = trades.map((trade) => trade.total);
    expect(summary.subtotal).toBe(totals.reduce((sum, total) => sum + total, 0));
    expect(summary.preliminaries).toBe(trades[0]?.total);
    // The instant estimate: contingency 10 %, shop rates that include VAT 18 % (docs/takeoff.md, "Revision 2 — pricing").
    expect(summary.contingency).toBe(Math.round((summary.subtotal * 10) / 100));
    expect(summary.vat).toBe(0);
    expect(summary.vatIncluded).toBe(Math.round(((summary.subtotal + summary.contingency) * 18) / 118));
    expect(summary.grandTotal).toBe(summary.subtotal + summary.contingency);
    // Labour by kind: walling is builder's work (30 %), electrical services (25 %), doors fitted goods (10 %), pre fees (0 %).
    const labourOf = (id: string) => trades.find((trade) => trade.trade === id)?.labourPercent;
    expect([labourOf('walling'), labourOf('electrical'), labourOf('doorShut'), labourOf('pre')]).toEqual([
      30, 25, 10, 0,
    ]);
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
      .reduce((sum, line) => sum + line.baseQuantity / line.perUnit, 0);
    // The shopping list adds the exact quantities, not the printed ones, and rounds up once.
    expect(cement?.quantity).toBeCloseTo(bags, 9);
    expect(cement?.purchaseQuantity).toBe(Math.ceil(bags));
    expect(cement?.trades).toEqual([
      'blinding',
      'strip',
      'wallFound',
      'wallBeam',
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
    const exVat = priceHouse({ length: 10, width: 8 }, catalogue, { ratesIncludeVat: false });
    expect(exVat.summary.vat).toBe(
      Math.round(((exVat.summary.subtotal + exVat.summary.contingency) * 18) / 100),
    );
    expect(exVat.summary.grandTotal).toBe(estimate.summary.grandTotal + exVat.summary.vat);
    const leaner = priceHouse({ length: 10, width: 8 }, catalogue, {}, { wastage: { cement: 0 } });
    expect(leaner.summary.subtotal).toBeLessThan(estimate.summary.subtotal);
  });

  it('refuses an invalid house', () => {
    expect(() => priceHouse({ length: 10 } as never, catalogue)).toThrow(z.ZodError);
  });

  // Issue 15: withdrawing one catalogue item must not break estimating.
  it('leaves out, and names, the lines of a withdrawn or missing item; the rest still prices', () => {
    const withdrawn = catalogue.map((item) =>
      item.code === 'PRE-PERMIT' ? { ...item, active: false } : item,
    );
    const withoutBlocks = catalogue.filter((item) => item.code !== 'WAL-BLOCK');
    const noPermit = priceHouse({ length: 10, width: 8 }, withdrawn);
    const pre = noPermit.trades.find((trade) => trade.trade === 'pre');
    expect(pre?.leftOut).toEqual([
      expect.objectContaining({
        code: 'PRE-PERMIT',
        description: 'Building permit processing',
        reason: 'withdrawn',
      }),
    ]);
    expect(pre?.lines.some((line) => line.code === 'PRE-PERMIT')).toBe(false);
    // The permit was 1 item × 500 000: the preliminaries subtotal is exactly that much lower.
    const before = estimate.trades.find((trade) => trade.trade === 'pre');
    expect(pre?.subtotal).toBe((before?.subtotal ?? 0) - 500000);
    const noBlocks = priceHouse({ length: 10, width: 8 }, withoutBlocks);
    const walling = noBlocks.trades.find((trade) => trade.trade === 'walling');
    expect(walling?.leftOut.map((line) => [line.code, line.reason])).toEqual([
      ['WAL-BLOCK', 'notInCatalogue'],
    ]);
    expect(noBlocks.trades.filter((trade) => trade.leftOut.length > 0).map((trade) => trade.trade)).toEqual([
      'walling',
    ]);
  });
});
