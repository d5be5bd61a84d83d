import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateWallFound, foundationWallHeight, WallFoundInputSchema } from './wall-found';

/** Blocks per m² of 450 × 225 blocks with 10 mm joints, by hand. */
const NB = 1 / (0.46 * 0.235);

describe('foundation walling calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWallFound({})).toEqual([]);
  });

  it('54 m × 0.6 m of 9 in blocks on an 80 m² floor', () => {
    // Revision 1's example, its 0.6 m wall and 225 mm blocks typed in (revision 2 derives both differently).
    const lines = calculateWallFound({ length: 54, floorArea: 80, height: 0.6, blockHeight: 0.225 });
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
    const lines = calculateWallFound({
      length: 10,
      height: 1,
      blockHeight: 0.225,
      blockThickness: 0.15,
      mortarMix: '1:3',
    });
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

describe('foundation walling, revision 2 (docs/takeoff.md §4.2, §4.3)', () => {
  /** 450 × 230 blocks (the Tanzanian solid block): 1/(0.46 × 0.24) = 9.0580 per m². */
  const NB_230 = 1 / (0.46 * 0.24);

  it('height from the strip to the floor: 0.9 − 0.2 + 0.3 + 0.15 = 1.15 m (8–10 courses), with bitumen on the plinth', () => {
    const lines = calculateWallFound({ length: 54, floorArea: 80, plinthPerimeter: 36 });
    expect(codesOf(lines)).toEqual([
      'FDW-BLOCK',
      'FDW-CEMENT',
      'FDW-SAND',
      'FDW-FILL',
      'FDW-HARDCORE',
      'FDW-BITUMEN',
    ]);
    // area = 54 × 1.15 = 62.1 m²; 62.1 × 9.0580 = 562.50 blocks, +5 % = 590.63
    expect(lineOf(lines, 'FDW-BLOCK').baseQuantity).toBeCloseTo(62.1 * NB_230 * 1.05, 9);
    expect((62.1 * NB_230 * 1.05).toFixed(2)).toBe('590.63');
    // bitumen: 36 × 1.15 = 41.4 m² × 0.5 L/m² = 20.7 L, +10 % paint wastage
    expect(lineOf(lines, 'FDW-BITUMEN').baseQuantity).toBeCloseTo(20.7 * 1.1, 9);
    expect(lineOf(lines, 'FDW-BLOCK').derivation).toContain('height = 0.9 − 0.2 + 0.3 + 0.15 = 1.15 m');
  });

  it('a typed height overrides the derived one', () => {
    expect(foundationWallHeight(WallFoundInputSchema.parse({ height: 0.9 })).value).toBe(0.9);
    expect(foundationWallHeight(WallFoundInputSchema.parse({ fillDepth: 0.45 })).value).toBeCloseTo(1.3, 12);
  });
});
