import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { parseSeedCatalogue } from '../../catalogue/catalogue.contract';
import { createPriceBook } from '../../pricing/price-lines';
import { priceTrade } from '../../pricing/trade-totals';
import { calculateDoorFrame } from './door-frame';
import { calculateDoorShut, doorShutCalculator } from './door-shut';

describe('door frames calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateDoorFrame({})).toEqual([]);
  });

  it('counts as scheduled, in catalogue order', () => {
    const lines = calculateDoorFrame({ schedule: { 'DFR-1300X2500': 1, 'DFR-900X2500': 4 } });
    expect(codesOf(lines)).toEqual(['DFR-900X2500', 'DFR-1300X2500']);
    expect(compareQuantities(lines, { 'DFR-900X2500': 4, 'DFR-1300X2500': 1 })).toEqual([]);
  });

  it('small openings', () => {
    expect(
      compareQuantities(calculateDoorFrame({ schedule: { 'DFR-800X800': 2 } }), { 'DFR-800X800': 2 }),
    ).toEqual([]);
  });
});

describe('door shutters calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateDoorShut({})).toEqual([]);
  });

  it('one double and four single shutters, one bolted', () => {
    const lines = calculateDoorShut({ schedule: { 'DSH-1300X2500': 1, 'DSH-900X2500': 4 }, boltedDoors: 1 });
    // leaves = 4 + 2 × 1 = 6; hinges 3 × 6 = 18 (boxes of 12); one lock per shutter
    expect(
      compareQuantities(lines, {
        'DSH-900X2500': 4,
        'DSH-1300X2500': 1,
        'DSH-HINGES': 18,
        'DSH-LOCK': 5,
        'DSH-BOLT': 1,
      }),
    ).toEqual([]);
  });

  it('small shutters are single leaves; bolts may come alone', () => {
    expect(
      compareQuantities(calculateDoorShut({ schedule: { 'DSH-800X800': 2, 'DSH-900X2500': 1 } }), {
        'DSH-900X2500': 1,
        'DSH-800X800': 2,
        'DSH-HINGES': 9, // 3 × (2 + 1)
        'DSH-LOCK': 3,
      }),
    ).toEqual([]);
    expect(compareQuantities(calculateDoorShut({ boltedDoors: 3 }), { 'DSH-BOLT': 3 })).toEqual([]);
  });
});

/**
 * Doors of any size (docs/takeoff.md §4.2): priced from the nearest sized item — at that item
 * when each side is within 50 mm of it, else per m² at its per-m² line, whose seed rate is the
 * item's rate ÷ its area. Amounts at the seed rates, worked by hand.
 */
describe('doors of any size', () => {
  const book = createPriceBook(parseSeedCatalogue());

  it('a 1.5 × 2.4 m entrance: nearest the double 1300 × 2500, priced per m² scaled from it', () => {
    const custom = [{ width: 1.5, height: 2.4, count: 1 }];
    // Distances (Σ of the two sides' differences): to 900 × 2500 0.6 + 0.1 = 0.7; to 1300 × 2500
    // 0.2 + 0.1 = 0.3; to 800 × 800 0.7 + 1.6 = 2.3 → nearest DSH-1300X2500, but 0.2 m wider than
    // it: per m². Area 1 × 1.5 × 2.4 = 3.60 m².
    const shutters = priceTrade('doorShut', calculateDoorShut({ custom }), book, 0);
    const shutter = shutters.lines.find((line) => line.code === 'DSH-1300X2500-M2');
    // Rate per m² = 450,000 ÷ (1.3 × 2.5 = 3.25 m²) = 138,461.5 → 138,462; 3.60 × 138,462
    // = 498,463.2 → 498,463.
    expect(shutter).toMatchObject({ quantity: 3.6, unit: 'm2', rate: 138_462, amount: 498_463 });
    expect(shutter?.derivation).toContain('priced per m² scaled from the nearest item DSH-1300X2500');
    // A double leaf, as its nearest item: 2 leaves × 3 hinges = 6 (of a box of 12), one lock.
    expect(
      compareQuantities(calculateDoorShut({ custom }), {
        'DSH-1300X2500-M2': 3.6,
        'DSH-HINGES': 6,
        'DSH-LOCK': 1,
      }),
    ).toEqual([]);
    // Its frame: 76,923 per m² (250,000 ÷ 3.25 = 76,923.08) × 3.60 = 276,922.8 → 276,923.
    const frames = priceTrade('doorFrame', calculateDoorFrame({ custom }), book, 0);
    expect(frames.lines.find((line) => line.code === 'DFR-1300X2500-M2')).toMatchObject({
      quantity: 3.6,
      amount: 276_923,
    });
    // The work item says how it was priced.
    const { workItems } = doorShutCalculator.takeoff({ custom });
    expect(workItems.map((item) => item.description)).toContain(
      'Door shutter 1500 × 2400 mm, priced per m² from the nearest size DSH-1300X2500, supplied and fixed',
    );
  });

  it('a 0.9 × 2.1 m internal door per m² from 900 × 2500; a 0.92 × 2.48 m door at that item', () => {
    // 0.9 × 2.1: nearest 900 × 2500 (0 + 0.4), 400 mm lower: per m². 1.89 m² × 111,111
    // (250,000 ÷ 2.25 = 111,111.1) = 209,999.79 → 210,000; its frame 1.89 × 80,000 = 151,200.
    // 0.92 × 2.48: 20 mm wider, 20 mm lower than 900 × 2500: bought as that item, 250,000.
    const custom = [
      { width: 0.9, height: 2.1, count: 1 },
      { width: 0.92, height: 2.48, count: 1 },
    ];
    const shutters = priceTrade('doorShut', calculateDoorShut({ custom }), book, 0);
    expect(shutters.lines.find((line) => line.code === 'DSH-900X2500-M2')).toMatchObject({
      quantity: 1.89,
      amount: 210_000,
    });
    const atItem = shutters.lines.find((line) => line.code === 'DSH-900X2500');
    expect(atItem).toMatchObject({ quantity: 1, amount: 250_000 });
    expect(atItem?.derivation).toContain('priced at the nearest item DSH-900X2500');
    // two single leaves: 6 hinges, 2 locks
    expect(shutters.lines.find((line) => line.code === 'DSH-HINGES')?.baseQuantity).toBe(6);
    const frames = priceTrade('doorFrame', calculateDoorFrame({ custom }), book, 0);
    expect(frames.lines.find((line) => line.code === 'DFR-900X2500-M2')).toMatchObject({
      quantity: 1.89,
      amount: 151_200,
    });
    expect(frames.lines.find((line) => line.code === 'DFR-900X2500')).toMatchObject({ quantity: 1 });
  });
});
