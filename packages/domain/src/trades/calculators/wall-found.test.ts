import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import {
  calculateWallFound,
  foundationWallHeight,
  revision1WallFoundUpgrade,
  WallFoundInputSchema,
} from './wall-found';

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
        // The 6 in wall now prices 6 in blocks (§4.2, blocks by wall thickness); this test
        // expected FDW-BLOCK, the 9 in block, before. The quantities do not move.
        'FDW-BLOCK-150': 10 * NB * 1.05,
        'FDW-CEMENT': ((mortar * 1.33) / 4) * 1440 * 1.025,
        'FDW-SAND': ((mortar * 1.33 * 3) / 4) * 1.1,
      }),
    ).toEqual([]);
  });
});

describe('the foundation wall’s block follows its thickness (docs/takeoff.md §4.2, blocks by wall thickness)', () => {
  it('a 0.2 m foundation wall 10 m long and 1.15 m high takes the 200 mm block, counted and mortared by hand', () => {
    const lines = calculateWallFound({ length: 10, blockThickness: 0.2 });
    expect(codesOf(lines)).toEqual(['FDW-BLOCK-200', 'FDW-CEMENT', 'FDW-SAND']);
    // Area 10 × 1.15 = 11.5 m². Face 450 × 230 with 10 mm joints: nb = 1/(0.46 × 0.24) = 1/0.1104
    // = 9.0580 blocks per m²; 11.5 / 0.1104 = 104.1667 blocks, + 5 % = 109.375.
    const block = lineOf(lines, 'FDW-BLOCK-200');
    expect(block.baseQuantity).toBeCloseTo(109.375, 9);
    expect(block.derivation).toContain('a 0.2 m wall takes the 200 mm block (FDW-BLOCK-200)');
    // Mortar per m² = 0.2 × (1 − 0.45 × 0.23 / 0.1104) = 0.2 × (1 − 0.1035/0.1104) = 0.2 × 0.0625
    // = 0.0125 m³/m²; × 11.5 = 0.14375 m³ wet. 1:4 at 1.33 dry: 0.1911875 m³ → cement
    // 0.1911875 / 5 × 1440 = 55.062 kg, + 2.5 % = 56.439 kg; sand 0.1911875 × 4/5 = 0.15295 m³, + 10 %.
    expect(lineOf(lines, 'FDW-CEMENT').baseQuantity).toBeCloseTo(56.43855, 4);
    expect(lineOf(lines, 'FDW-SAND').baseQuantity).toBeCloseTo(0.168245, 6);
  });

  it('each thickness takes its block: 100, 150, 200 and 230 mm (FDW-BLOCK); in between, the nearer', () => {
    const blockOf = (blockThickness: number) =>
      codesOf(calculateWallFound({ length: 10, blockThickness })).find((code) =>
        code.startsWith('FDW-BLOCK'),
      );
    expect(blockOf(0.1)).toBe('FDW-BLOCK-100');
    expect(blockOf(0.15)).toBe('FDW-BLOCK-150');
    expect(blockOf(0.2)).toBe('FDW-BLOCK-200');
    expect(blockOf(0.23)).toBe('FDW-BLOCK');
    expect(blockOf(0.3)).toBe('FDW-BLOCK');
    expect(blockOf(0.125)).toBe('FDW-BLOCK-150');
  });

  it('the default 0.23 m wall keeps FDW-BLOCK and says so', () => {
    const lines = calculateWallFound({ length: 10 });
    expect(lineOf(lines, 'FDW-BLOCK').derivation).toContain(
      'a 0.23 m wall takes the 230 mm block (FDW-BLOCK)',
    );
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

  // docs/takeoff.md, "Changed constants and formulas": "Foundation walling height = excavationDepth − stripDepth + fillDepth +
  // hardcoreThickness (1.15 m with the defaults) … Revision 1's 0.6 m stopped below ground."
  it('opens a sheet saved under revision 1 with the documented default height, 1.15 m', () => {
    // As revision 1 stored it: its defaults filled in, no depths to derive the height from
    const revision1 = {
      length: 54,
      height: 0.6,
      blockLength: 0.45,
      blockHeight: 0.225,
      blockThickness: 0.23,
      mortarMix: '1:4',
      floorArea: 80,
      hardcoreThickness: 0.15,
      fillDepth: 0.3,
    };
    const upgraded = revision1WallFoundUpgrade(revision1);
    expect(upgraded).toEqual({ ...revision1, height: 'auto' });
    const input = WallFoundInputSchema.parse(upgraded);
    // 0.9 − 0.2 + 0.3 + 0.15 = 1.15 m; area = 54 × 1.15 = 62.1 m² (revision 1: 54 × 0.6 = 32.4 m²)
    expect(foundationWallHeight(input).value).toBeCloseTo(1.15, 12);
    const mortar = 62.1 * 0.23 * (1 - NB * 0.45 * 0.225);
    expect(
      compareQuantities(calculateWallFound(input), {
        'FDW-BLOCK': 62.1 * NB * 1.05,
        'FDW-CEMENT': ((mortar * 1.33) / 5) * 1440 * 1.025,
        'FDW-SAND': ((mortar * 1.33 * 4) / 5) * 1.1,
        'FDW-FILL': 80 * 0.3 * 1.1,
        'FDW-HARDCORE': 80 * 0.15 * 1.1,
      }),
    ).toEqual([]);
    // A sheet with no height stored at all gets the default too
    expect(revision1WallFoundUpgrade({ length: 54 })).toEqual({ length: 54, height: 'auto' });
  });

  it('leaves a typed revision-1 height, and every revision-2 sheet, as they are', () => {
    expect(revision1WallFoundUpgrade({ length: 54, height: 1.2 })).toBeNull();
    const revision2 = WallFoundInputSchema.parse({ length: 54, height: 0.6 });
    expect(revision1WallFoundUpgrade(revision2)).toBeNull();
    expect(revision1WallFoundUpgrade(WallFoundInputSchema.parse({}))).toBeNull();
    expect(revision1WallFoundUpgrade(null)).toBeNull();
  });
});
