import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { septicCalculator } from '../trades/calculators/septic';
import { stripCalculator } from '../trades/calculators/strip';
import { TRADE_IDS } from '../trades/trade-routes';
import {
  carriesLabour,
  DEFAULT_LABOUR_PERCENT_BY_KIND,
  LABOUR_KINDS,
  TRADE_LABOUR_KIND,
  labourKindOf,
  labourPercentFor,
} from './labour-kinds';
import { createPriceBook } from './price-lines';
import { priceTrade } from './trade-totals';
import { priceWorkItems } from './work-items';

// Source: docs/takeoff.md, "Revision 2 — pricing" "Labour" .
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

/**
 * Labour only where it belongs (docs/takeoff.md, "Labour only where it belongs"): items that are
 * labour or a service already take no labour %. Amounts at the seed rates, worked by hand.
 */
describe('no labour on labour items', () => {
  const book = createPriceBook(parseSeedCatalogue());

  it('says which materials carry labour: service-* and typed lump sums do not', () => {
    expect(carriesLabour('service-excavation')).toBe(false);
    expect(carriesLabour('service-scaffolding')).toBe(false);
    expect(carriesLabour('lump-sum-tzs')).toBe(false);
    expect(carriesLabour('cement-50kg')).toBe(true);
    expect(carriesLabour(undefined)).toBe(true);
  });

  it('a 10 m strip at 30 %: labour on the concrete only, none on excavation, fill, cart away, planking, dewatering', () => {
    const takeoff = stripCalculator.takeoff({ length: 10 });
    const trade = priceTrade('strip', takeoff.lines, book, 30);
    // Labour items: excavation 10 × 0.6 × 0.9 = 5.40 m³ × 15,000 = 81,000; return fill
    // 5.4 − 1.2 − 10 × 0.23 × 0.7 = 2.59 m³ × 5,000 = 12,950; cart away 5.4 − 2.59 = 2.81 m³ ×
    // 10,000 = 28,100; planking 2 × 10 × 0.9 = 18 m² × 3,000 = 54,000; dewatering 1 × 100,000.
    // Σ 276,050. Materials: concrete 1.2 m³ of 1:3:6 — cement 1.2 × 1.54 × 0.1 × 1440 × 1.025
    // = 272.76 kg = 5.46 bags × 18,500 = 101,010; sand 0.6098 m³ = 0.05 trip × 450,000 = 22,500;
    // aggregate 1.1642 m³ = 0.10 trip × 750,000 = 75,000. Σ 198,510.
    expect(trade.subtotal).toBe(276_050 + 198_510);
    // Labour = 30 % × 198,510 = 59,553 (it was 30 % × 474,560 = 142,368).
    expect(trade.labour).toBe(59_553);
    const items = priceWorkItems(trade.lines, takeoff.workItems, trade.labour);
    const labourFree = items.filter((item) => item.labourFree);
    expect(labourFree.length).toBeGreaterThanOrEqual(4);
    for (const item of labourFree) expect(item.labour, item.key).toBe(0);
    const excavation = items.find((item) => item.materials.some((line) => line.code === 'STR-EXCAVATION'));
    expect(excavation?.labourFree).toBe(true);
    expect(excavation?.labour).toBe(0);
    // All the labour sits on the concrete, and the two views still add up.
    const concrete = items.find((item) => item.materials.some((line) => line.code === 'STR-CEMENT'));
    expect(concrete?.labour).toBe(59_553);
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(trade.total);
  });

  it('the septic tank at 25 %: no labour on its excavation', () => {
    const takeoff = septicCalculator.takeoff({});
    const trade = priceTrade('septic', takeoff.lines, book, 25);
    // Excavation (tank and soakaway) 26.42 m³ × 15,000 = 396,300 carries none; the rest,
    // 1,910,675 − 396,300 = 1,514,375, carries 25 %: 378,593.75 → 378,594 (it was 477,669).
    expect(trade.subtotal).toBe(1_910_675);
    expect(trade.labour).toBe(378_594);
    const items = priceWorkItems(trade.lines, takeoff.workItems, trade.labour);
    const excavation = items.find((item) => item.materials.some((line) => line.code === 'SEP-EXCAVATION'));
    expect(excavation?.labourFree).toBe(true);
    expect(excavation?.labour).toBe(0);
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(trade.total);
  });
});
