import { describe, expect, it } from 'vitest';
import { TRADE_IDS } from '../trades/trade-routes';
import {
  DEFAULT_LABOUR_PERCENT_BY_KIND,
  LABOUR_KINDS,
  TRADE_LABOUR_KIND,
  labourKindOf,
  labourPercentFor,
} from './labour-kinds';

// Source: design takeoff.md §4.1 "Labour" (cited in docs/takeoff.md, Revision 2 — pricing).
describe('labour by kind of trade', () => {
  it('gives the §4.1 defaults per kind: builder 30, services 25, fitted goods 10, fees 0', () => {
    expect(DEFAULT_LABOUR_PERCENT_BY_KIND).toEqual({
      builderWork: 30,
      services: 25,
      fittedGoods: 10,
      fees: 0,
    });
  });

  it('classifies every trade, and only known kinds', () => {
    for (const trade of TRADE_IDS) expect(LABOUR_KINDS).toContain(TRADE_LABOUR_KIND[trade]);
    expect(Object.keys(TRADE_LABOUR_KIND).sort()).toEqual([...TRADE_IDS].sort());
  });

  it('puts the trades §4.1 names in their kinds', () => {
    const byKind = (kind: string) => TRADE_IDS.filter((trade) => labourKindOf(trade) === kind);
    expect(byKind('fees')).toEqual(['pre', 'provisional']);
    expect(byKind('services')).toEqual(['waterInside', 'waterOutside', 'sewage', 'septic', 'electrical']);
    expect(byKind('fittedGoods')).toEqual(['windowGrill', 'panel', 'doorFrame', 'doorShut', 'finishInside']);
    expect(byKind('builderWork')).toHaveLength(TRADE_IDS.length - 12);
    expect(byKind('builderWork')).toEqual(
      expect.arrayContaining(['walling', 'roofing', 'tiles', 'plastering']),
    );
  });

  it('takes the sheet override first, then the BOQ-wide kind, then the default', () => {
    expect(labourPercentFor('walling')).toBe(30);
    expect(labourPercentFor('electrical')).toBe(25);
    expect(labourPercentFor('panel')).toBe(10);
    expect(labourPercentFor('pre')).toBe(0);
    expect(labourPercentFor('walling', { builderWork: 35 })).toBe(35);
    expect(labourPercentFor('electrical', { builderWork: 35 })).toBe(25);
    expect(labourPercentFor('walling', { builderWork: 35 }, 12.5)).toBe(12.5);
    expect(labourPercentFor('walling', { builderWork: 35 }, 0)).toBe(0);
    expect(labourPercentFor('walling', { builderWork: 35 }, null)).toBe(35);
  });
});
