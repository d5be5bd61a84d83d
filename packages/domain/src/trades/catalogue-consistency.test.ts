import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { CALCULATORS } from './calculator-registry';
import { getTrade, TRADE_IDS } from './trade-list';

/** Seed items no calculator fills: they stay typed by hand (docs/takeoff.md §1). */
const TYPED_BY_HAND = ['ROF-VALLEY', 'GYP-DECO-STICK', 'PVC-SHOE-TACKS'];

const seed = parseSeedCatalogue();
const seedByCode = new Map(seed.map((item) => [item.code, item]));

describe('calculators against the seed catalogue', () => {
  it('every fixed item a calculator fills exists in its trade with the same base unit and wastage class', () => {
    for (const trade of TRADE_IDS) {
      for (const item of CALCULATORS[trade].items.list) {
        const seeded = seedByCode.get(item.code);
        expect(seeded, item.code).toBeDefined();
        expect({
          code: item.code,
          trade: seeded?.trade,
          baseUnit: seeded?.baseUnit,
          class: seeded?.wastageClass,
        }).toEqual({
          code: item.code,
          trade,
          baseUnit: item.baseUnit,
          class: item.wastageClass,
        });
      }
    }
  });

  it('every bar item of the seed is class steel, in metres, of a trade whose calculator emits bars', () => {
    const bars = seed.filter((item) => /-Y\d+$/.test(item.code));
    expect(bars.length).toBeGreaterThan(0);
    for (const item of bars) {
      const calculator = CALCULATORS[item.trade];
      expect(calculator.items.steelCodePrefix, item.code).toBe(`${getTrade(item.trade).prefix}-Y`);
      expect(calculator.items.steel(Number(item.code.split('-Y')[1]))).toEqual({
        code: item.code,
        baseUnit: item.baseUnit,
        wastageClass: item.wastageClass,
      });
    }
  });

  it('every seed item is filled by its calculator or typed by hand', () => {
    for (const item of seed) {
      const items = CALCULATORS[item.trade].items;
      const filled =
        items.list.some((candidate) => candidate.code === item.code) ||
        (items.steelCodePrefix !== undefined && item.code.startsWith(items.steelCodePrefix));
      expect(filled || TYPED_BY_HAND.includes(item.code), item.code).toBe(true);
    }
  });

  it('a calculator lists its items in the seed order of its trade', () => {
    for (const trade of TRADE_IDS) {
      const items = CALCULATORS[trade].items;
      const seedOrder = seed.filter((item) => item.trade === trade).map((item) => item.code);
      const ranks = seedOrder.filter((code) => !TYPED_BY_HAND.includes(code)).map((code) => items.rank(code));
      expect(ranks, trade).toEqual([...ranks].sort((left, right) => left - right));
    }
  });

  it('every trade’s codes carry its prefix', () => {
    for (const trade of TRADE_IDS) {
      for (const item of CALCULATORS[trade].items.list)
        expect(item.code.startsWith(`${getTrade(trade).prefix}-`)).toBe(true);
    }
  });
});
