import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { CALCULATORS } from './calculator-registry';
import { PLUMBING_OVERVIEW, SECTIONS, TRADE_IDS, TRADES, TradeIdSchema } from './trade-list';

describe('trades list', () => {
  it('has the 30 trades of docs/takeoff.md (§4.3 adds external works and provisional sums) in sidebar order, routed by id', () => {
    expect(TRADES.map((trade) => trade.id)).toEqual([
      'pre',
      'blinding',
      'strip',
      'pad',
      'wallFound',
      'wallBeam',
      'concrete',
      'walling',
      'roofing',
      'blandeOut',
      'blandeIn',
      'ceiling',
      'pvcHang',
      'skimInside',
      'skimOutside',
      'finishing',
      'windowGrill',
      'panel',
      'doorFrame',
      'doorShut',
      'waterInside',
      'waterOutside',
      'sewage',
      'finishInside',
      'septic',
      'tiles',
      'plastering',
      'electrical',
      'externalWorks',
      'provisional',
    ]);
    expect(TRADES.map((trade) => trade.order)).toEqual(TRADES.map((_, index) => index + 1));
    for (const trade of TRADES) {
      expect(trade.route).toBe(`/${trade.id}`);
      expect(trade.nameEn.length).toBeGreaterThan(0);
      expect(trade.nameSw.length).toBeGreaterThan(0);
      expect(SECTIONS.map((section) => section.id)).toContain(trade.section);
    }
  });

  it('uses the code prefixes of docs/takeoff.md, matching the seed', () => {
    expect(Object.fromEntries(TRADES.map((trade) => [trade.id, trade.prefix]))).toMatchObject({
      pre: 'PRE',
      blinding: 'BLD',
      strip: 'STR',
      wallFound: 'FDW',
      wallBeam: 'GBM',
      concrete: 'OSC',
      skimOutside: 'SKO',
      panel: 'ALU',
      finishInside: 'SAN',
      electrical: 'ELE',
    });
    for (const item of parseSeedCatalogue()) {
      expect(
        item.code.startsWith(`${TRADES.find((trade) => trade.id === item.trade)?.prefix}-`),
        item.code,
      ).toBe(true);
    }
  });

  it('keeps sections contiguous in the sidebar', () => {
    const sections = TRADES.map((trade) => trade.section).filter(
      (section, index, all) => section !== all[index - 1],
    );
    expect(sections).toEqual(SECTIONS.map((section) => section.id));
  });

  it('has a calculator per trade, and the plumbing overview links the five plumbing trades', () => {
    expect(Object.keys(CALCULATORS).sort()).toEqual([...TRADE_IDS].sort());
    expect(PLUMBING_OVERVIEW.route).toBe('/plumbing');
    expect(PLUMBING_OVERVIEW.trades).toEqual(
      TRADES.filter((trade) => trade.section === 'plumbing').map((trade) => trade.id),
    );
    expect(TradeIdSchema.safeParse('plumbing').success).toBe(false);
  });
});
