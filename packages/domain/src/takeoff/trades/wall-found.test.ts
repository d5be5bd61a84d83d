import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateWallFound } from './wall-found';

/** Blocks per m² of 450 × 225 blocks with 10 mm joints, by hand. */
const NB = 1 / (0.46 * 0.235);

describe('foundation walling calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWallFound({})).toEqual([]);
  });

  it('54 m × 0.6 m of 9 in blocks on an 80 m² floor', () => {
    const lines = calculateWallFound({ length: 54, floorArea: 80 });
    expect(codesOf(lines)).toEqual(['FDW-BLOCK', 'FDW-CEMENT', 'FDW-SAND', 'FDW-FILL', 'FDW-HARDCORE']);
    // area = 32.4 m²; mortar V = 32.4 × 0.23 × (1 − nb × 0.45 × 0.225)
    const mortar = 32.4 * 0.23 * (1 - NB * 0.45 * 0.225);
    expect(
      compareQuantities(lines, {
        'FDW-BLOCK': 32.4 * NB * 1.05,
        'FDW-CEMENT': ((mortar * 1.33) / 5) * 1440 * 1.025,
        'FDW-SAND': ((mortar * 1.33 * 4) / 5) * 1.1,
        'FDW-FILL': 80 * 0.3 * 1.1,
        'FDW-HARDCORE': 80 * 0.15 * 1.1,
      }),
    ).toEqual([]);
  });

  it('10 m × 1 m of 6 in blocks in 1:3 mortar, no floor', () => {
    const lines = calculateWallFound({ length: 10, height: 1, blockThickness: 0.15, mortarMix: '1:3' });
    const mortar = 10 * 0.15 * (1 - NB * 0.45 * 0.225);
    expect(
      compareQuantities(lines, {
        'FDW-BLOCK': 10 * NB * 1.05,
        'FDW-CEMENT': ((mortar * 1.33) / 4) * 1440 * 1.025,
        'FDW-SAND': ((mortar * 1.33 * 3) / 4) * 1.1,
      }),
    ).toEqual([]);
  });
});
