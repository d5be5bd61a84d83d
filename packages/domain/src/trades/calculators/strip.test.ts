import { describe, expect, it } from 'vitest';
import { missingCatalogueCodes } from '../takeoff-line';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateStrip } from './strip';

describe('strip foundation calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateStrip({})).toEqual([]);
  });

  it('54 m of plain strip, defaults', () => {
    const lines = calculateStrip({ length: 54, planking: false, keepFreeOfWater: false });
    // V = 54 × 0.6 × 0.2 = 6.48 m³ of 1:3:6 (Σ 10)
    // §4.3: return fill = 29.16 − 6.48 − 54 × 0.23 × (0.9 − 0.2) = 13.986; cart away = 29.16 − 13.986 = 15.174
    expect(
      compareQuantities(lines, {
        'STR-EXCAVATION': 54 * 0.6 * 0.9,
        'STR-RETURN-FILL': 13.986,
        'STR-CART-AWAY': 15.174,
        'STR-CEMENT': ((6.48 * 1.54) / 10) * 1440 * 1.025,
        'STR-SAND': ((6.48 * 1.54 * 3) / 10) * 1.1,
        'STR-AGGREGATE': ((6.48 * 1.54 * 6) / 10) * 1.05,
      }),
    ).toEqual([]);
  });

  it('20 m reinforced with 4 Y12 and Y8 links at 0.25', () => {
    const lines = calculateStrip({ length: 20, bars: 4 });
    expect(codesOf(lines)).toEqual([
      'STR-EXCAVATION',
      'STR-CEMENT',
      'STR-SAND',
      'STR-AGGREGATE',
      'STR-Y8',
      'STR-Y12',
      'STR-RETURN-FILL',
      'STR-CART-AWAY',
      'STR-PLANKING',
      'STR-DEWATER',
    ]);
    // V = 20 × 0.6 × 0.2 = 2.4
    // links: floor(20/0.25) + 1 = 81, each 2 × (0.6 + 0.2) − 8 × 0.05 + 0.2 = 1.4 m
    expect(
      compareQuantities(lines, {
        'STR-EXCAVATION': 20 * 0.6 * 0.9,
        'STR-CEMENT': ((2.4 * 1.54) / 10) * 1440 * 1.025,
        'STR-SAND': ((2.4 * 1.54 * 3) / 10) * 1.1,
        'STR-AGGREGATE': ((2.4 * 1.54 * 6) / 10) * 1.05,
        'STR-Y12': 4 * 20 * 1.1 * 1.05,
        'STR-Y8': 81 * 1.4 * 1.05,
        // 10.8 − 2.4 − 20 × 0.23 × 0.7 = 5.18 returned; 10.8 − 5.18 = 5.62 carted away
        'STR-RETURN-FILL': 5.18,
        'STR-CART-AWAY': 5.62,
        // planking both sides: 2 × 20 × 0.9 = 36 m²; keeping the trench dry: one item
        'STR-PLANKING': 36,
        'STR-DEWATER': 1,
      }),
    ).toEqual([]);
  });

  it('bars and links of one diameter share one line whose derivation shows both', () => {
    const lines = calculateStrip({ length: 20, bars: 4, barDia: 10, linkDia: 10 });
    expect(lineOf(lines, 'STR-Y10').baseQuantity).toBeCloseTo((4 * 20 * 1.1 + 81 * 1.4) * 1.05, 9);
    expect(lineOf(lines, 'STR-Y10').derivation).toContain('total = 88.00 + 113.40 = 201.40 m');
  });

  it('accepts Y8, Y10, Y12 and Y16 only (§4.2: every accepted diameter has an item); Y16 emits STR-Y16', () => {
    const lines = calculateStrip({ length: 10, bars: 2, barDia: 16 });
    expect(codesOf(lines)).toContain('STR-Y16');
    expect(() => calculateStrip({ length: 10, bars: 2, barDia: 20 })).toThrow(
      'barDia must be one of 8, 10, 12, 16 mm',
    );
    expect(
      missingCatalogueCodes(lines, ['STR-EXCAVATION', 'STR-CEMENT', 'STR-SAND', 'STR-AGGREGATE', 'STR-Y8']),
    ).toContain('STR-Y16');
  });
});
