import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { priceHouse } from '../pricing/price-house';
import { TRADE_IDS, type TradeId } from '../trades/trade-list';
import type { BoqLine } from './boq-sheets.contract';
import {
  budgetByStage,
  BUILDING_STAGES,
  remainingAfter,
  splitProportionally,
  stageOfLine,
  TRADE_STAGE,
} from './building-stages';
import { sheetsWith } from './revision-testing';
import { summariseSheets } from './revision';

const line = (code: string, material: string, quantity: number, rate: number): BoqLine => ({
  itemId: null,
  code,
  description: code,
  material,
  unit: 'pcs',
  baseUnit: 'pcs',
  perUnit: 1,
  baseQuantity: quantity,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  source: 'calculator',
  calculatorQuantity: quantity,
  derivation: '',
  active: true,
});

describe('stageOfLine', () => {
  it('puts every trade in a stage, the ring beam items of walling in lenta and its blocks in boma', () => {
    for (const trade of TRADE_IDS) expect(BUILDING_STAGES).toContain(TRADE_STAGE[trade]);
    expect(stageOfLine('strip', 'STR-CEMENT')).toBe('msingi');
    expect(stageOfLine('walling', 'WAL-BLOCK')).toBe('boma');
    expect(stageOfLine('walling', 'WAL-CEMENT')).toBe('boma');
    expect(stageOfLine('walling', 'WAL-Y12')).toBe('lenta');
    expect(stageOfLine('walling', 'WAL-AGGREGATE')).toBe('lenta');
    expect(stageOfLine('walling', 'WAL-PROPS')).toBe('lenta');
    expect(stageOfLine('roofing', 'ROF-SHEET')).toBe('paa');
    expect(stageOfLine('tiles', 'TIL-FLOOR')).toBe('finishing');
    expect(stageOfLine('septic', 'SEP-CEMENT')).toBe('services');
  });
});

describe('splitProportionally', () => {
  it('gives the shillings left after flooring to the largest fractions', () => {
    // 10 × 1/3 = 3.33 each: floors 3 + 3 + 3 = 9, the 1 left goes to the first (a tie).
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 7 × 2/7 = 2, 7 × 5/7 = 5: exact.
    expect(splitProportionally(7, [2, 5])).toEqual([2, 5]);
    // 100 × 1/8 = 12.5, 100 × 7/8 = 87.5: floors 12 + 87 = 99, the tie goes to the first.
    expect(splitProportionally(100, [1, 7])).toEqual([13, 87]);
    expect(splitProportionally(5, [0, 0])).toEqual([5, 0]);
    expect(splitProportionally(0, [3, 4])).toEqual([0, 0]);
  });
});

describe('budgetByStage', () => {
  /*
   * Worked by hand, labour 10 %, contingency 5 %, VAT 18 %:
   *   pre      PRE-PERMIT 1 × 500 000 = 500 000, labour 50 000                   → msingi
   *   blinding BLD-CEMENT 2.4 × 18 500 = 44 400, labour 4 440                     → msingi
   *   walling  WAL-BLOCK 100 × 1 500 = 150 000 (boma), WAL-AGGREGATE 1 × 60 000 (lenta);
   *            labour 21 000 split 150 000 : 60 000 → 15 000 boma, 6 000 lenta
   *   roofing  ROF-SHEET 10 × 25 000 = 250 000, labour 25 000                     → paa
   *   electrical ELE-CABLE 3 × 33 333 = 99 999, labour round(9 999.9) = 10 000    → services
   * Materials + labour: msingi 598 840, boma 165 000, lenta 66 000, paa 275 000, finishing 0,
   * services 109 999; subtotal 1 214 839.
   * Contingency round(60 741.95) = 60 742; VAT round(18 % × 1 275 581) = 229 605;
   * grand total 1 505 186.
   * Contingency shares 60 742 × base / 1 214 839 = 29 942.02, 8 250.01, 3 300.00, 13 750.01, 0,
   * 5 499.95: floors add to 60 741, the 1 left to services (.95) → 5 500.
   * VAT shares = 113 180.97, 31 185.06, 12 474.02, 51 975.10, 0, 20 789.85: floors add to
   * 229 603, the 2 left to msingi (.97) and services (.85).
   */
  const sheets = sheetsWith({
    pre: [line('PRE-PERMIT', 'permit', 1, 500_000)],
    blinding: [line('BLD-CEMENT', 'cement-50kg', 2.4, 18_500)],
    walling: [line('WAL-BLOCK', 'block-6in', 100, 1_500), line('WAL-AGGREGATE', 'aggregate', 1, 60_000)],
    roofing: [line('ROF-SHEET', 'iron-sheet', 10, 25_000)],
    electrical: [line('ELE-CABLE', 'cable', 3, 33_333)],
  });
  // VAT added on top (a contractor's ex-VAT rates), as the totals below were worked.
  const summary = summariseSheets(
    sheets,
    { contingencyPercent: 5, vatPercent: 18, ratesIncludeVat: false },
    null,
  );

  it('adds each stage up as worked by hand, and the stages up to the grand total', () => {
    expect(summary.grandTotal).toBe(1_505_186);
    const stages = budgetByStage({ sheets, summary });
    expect(
      stages.map((stage) => [stage.stage, stage.materials, stage.labour, stage.contingency, stage.vat]),
    ).toEqual([
      ['msingi', 544_400, 54_440, 29_942, 113_181],
      ['boma', 150_000, 15_000, 8_250, 31_185],
      ['lenta', 60_000, 6_000, 3_300, 12_474],
      ['paa', 250_000, 25_000, 13_750, 51_975],
      ['finishing', 0, 0, 0, 0],
      ['services', 99_999, 10_000, 5_500, 20_790],
    ]);
    expect(stages.map((stage) => stage.total)).toEqual([741_963, 204_435, 81_774, 340_725, 0, 136_289]);
    expect(stages.reduce((sum, stage) => sum + stage.total, 0)).toBe(1_505_186);
  });

  it('lists each stage’s trades and its own shopping list', () => {
    const stages = budgetByStage({ sheets, summary });
    const msingi = stages[0];
    expect(msingi?.trades).toEqual(['pre', 'blinding']);
    // 2.4 bags rounded up to 3 at 18 500 = 55 500, plus the permit.
    expect(msingi?.shoppingList.items.map((item) => [item.material, item.purchaseQuantity])).toEqual([
      ['permit', 1],
      ['cement-50kg', 3],
    ]);
    expect(msingi?.shoppingList.total).toBe(555_500);
    expect(stages[1]?.trades).toEqual(['walling']);
    expect(stages[2]?.trades).toEqual(['walling']);
    expect(stages[2]?.shoppingList.items.map((item) => item.material)).toEqual(['aggregate']);
  });

  it('tells what remains once stages are done', () => {
    const stages = budgetByStage({ sheets, summary });
    expect(remainingAfter(stages, new Set(['msingi', 'boma']))).toBe(1_505_186 - 741_963 - 204_435);
    expect(remainingAfter(stages, new Set())).toBe(1_505_186);
  });

  it('always adds the stages up to the grand total, whatever the amounts and percentages', () => {
    const amount = fc.integer({ min: 0, max: 50_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...TRADE_IDS), amount), { maxLength: 12 }),
        fc.tuple(amount, amount),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 25 }),
        (picks, [block, beam], labourPercent, contingencyPercent, vatPercent) => {
          const linesOf: Partial<Record<TradeId, BoqLine[]>> = {};
          picks.forEach(([trade, value], index) => {
            (linesOf[trade] ??= []).push(line(`X-${index}`, `m-${index}`, 1, value));
          });
          linesOf.walling = [
            ...(linesOf.walling ?? []),
            line('WAL-BLOCK', 'block', 1, block),
            line('WAL-Y12', 'y12', 1, beam),
          ];
          const all = sheetsWith(linesOf, { labourPercent });
          const bill = summariseSheets(all, { contingencyPercent, vatPercent }, null);
          const stages = budgetByStage({ sheets: all, summary: bill });
          expect(stages.reduce((sum, stage) => sum + stage.total, 0)).toBe(bill.grandTotal);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('splits an instant estimate by stage, its priced trades adding up to its grand total', () => {
    const estimate = priceHouse({ length: 12, width: 9 }, parseSeedCatalogue());
    const stages = budgetByStage({ sheets: estimate.trades, summary: estimate.summary });
    expect(stages.map((stage) => stage.stage)).toEqual([...BUILDING_STAGES]);
    expect(stages.every((stage) => stage.total > 0)).toBe(true);
    expect(stages.reduce((sum, stage) => sum + stage.total, 0)).toBe(estimate.summary.grandTotal);
  });
});
