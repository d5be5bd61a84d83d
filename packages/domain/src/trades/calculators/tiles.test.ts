import { describe, expect, it } from 'vitest';
import { compareQuantities, lineOf } from '../testing';
import { calculateTiles } from './tiles';

describe('tiles calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateTiles({})).toEqual([]);
  });

  it('72 m² of floor on a 20 mm bed, 16.2 m² of wall, 72 m of skirting', () => {
    const lines = calculateTiles({ floorArea: 72, wallArea: 16.2, skirtingLength: 72 });
    // bed V = 72 × 0.02 + 16.2 × 0.01 = 1.602 m³ of 1:4
    expect(
      compareQuantities(lines, {
        'TIL-FLOOR': 72 * 1.1,
        'TIL-WALL': 16.2 * 1.1,
        'TIL-SKIRTING': 72 * 1.1,
        'TIL-CEMENT': ((1.602 * 1.33) / 5) * 1440 * 1.025,
        'TIL-SAND': ((1.602 * 1.33 * 4) / 5) * 1.1,
        // §4.2: grout 0.5 kg/m²
        'TIL-GROUT': 0.5 * (72 + 16.2),
      }),
    ).toEqual([]);
    // floor tiles come in boxes of 1.92 m²: 79.2 / 1.92 = 41.25 boxes
    expect(lineOf(lines, 'TIL-FLOOR').baseQuantity / 1.92).toBeCloseTo(41.25, 9);
  });

  it('20 m² of floor on a 25 mm 1:3 bed', () => {
    expect(
      compareQuantities(calculateTiles({ floorArea: 20, bedThickness: 0.025, bedMix: '1:3' }), {
        'TIL-FLOOR': 22,
        'TIL-CEMENT': ((0.5 * 1.33) / 4) * 1440 * 1.025,
        'TIL-SAND': ((0.5 * 1.33 * 3) / 4) * 1.1,
        'TIL-GROUT': 10, // 0.5 × 20
      }),
    ).toEqual([]);
  });
});
