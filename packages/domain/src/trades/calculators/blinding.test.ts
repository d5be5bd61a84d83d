import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { BlindingInputSchema, calculateBlinding } from './blinding';

describe('blinding calculator', () => {
  it('worked example: area 40, defaults', () => {
    const lines = calculateBlinding({ area: 40 });
    // §4.2: the sand cushion moved to the oversite; the concrete bed is revision 1's example unchanged.
    expect(codesOf(lines)).toEqual(['BLD-CEMENT', 'BLD-SAND', 'BLD-AGGREGATE']);
    const cement = lineOf(lines, 'BLD-CEMENT').baseQuantity;
    const sand = lineOf(lines, 'BLD-SAND').baseQuantity;
    const aggregate = lineOf(lines, 'BLD-AGGREGATE').baseQuantity;
    // cement 341.17 kg × 1.025 = 349.70 kg → 6.99 bags
    expect(cement.toFixed(2)).toBe('349.70');
    expect((cement / 50).toFixed(2)).toBe('6.99');
    // sand 0.9477 × 1.10 = 1.0425 m³ → 0.09 trips of 11.25 m³
    expect(sand.toFixed(4)).toBe('1.0425');
    expect((sand / 11.25).toFixed(2)).toBe('0.09');
    // aggregate 1.8954 × 1.05 = 1.9902 m³ → 0.17 trips of 12 m³
    expect(aggregate.toFixed(4)).toBe('1.9902');
    expect((aggregate / 12).toFixed(2)).toBe('0.17');
  });

  it('shows the formula with its numbers', () => {
    const cement = lineOf(calculateBlinding({ area: 40 }), 'BLD-CEMENT');
    expect(cement.derivation).toContain('V = 40 × 0.05 = 2.0000 m³');
    expect(cement.derivation).toContain('cement = 2.0000 × 1.54 × 1/13 × 1440 = 341.17 kg');
    expect(cement.derivation).toContain('341.17 × 1.025 = 349.70 kg');
    expect(cement.baseUnit).toBe('kg');
  });

  it('area 25, 75 mm of 1:3:6; a revision-1 sheet’s cushionThickness is read and ignored', () => {
    const lines = calculateBlinding({ area: 25, thickness: 0.075, mix: '1:3:6', cushionThickness: 0.1 });
    // V = 25 × 0.075 = 1.875; Σ = 10
    expect(
      compareQuantities(lines, {
        'BLD-CEMENT': ((1.875 * 1.54 * 1) / 10) * 1440 * 1.025,
        'BLD-SAND': ((1.875 * 1.54 * 3) / 10) * 1.1,
        'BLD-AGGREGATE': ((1.875 * 1.54 * 6) / 10) * 1.05,
      }),
    ).toEqual([]);
  });

  it('nothing at all by default; the parsed input no longer carries a cushion', () => {
    expect(calculateBlinding({})).toEqual([]);
    expect(BlindingInputSchema.parse({ cushionThickness: 0.05 })).toEqual({
      area: 0,
      thickness: 0.05,
      mix: '1:4:8',
    });
  });

  it('takes constant and wastage overrides', () => {
    const lines = calculateBlinding(
      { area: 40 },
      { constants: { DRY_CONCRETE: 1.52 }, wastage: { cement: 0 } },
    );
    // 2 × 1.52 × 1/13 × 1440, no wastage
    expect(lineOf(lines, 'BLD-CEMENT').baseQuantity).toBeCloseTo(((2 * 1.52) / 13) * 1440, 9);
    expect(lineOf(lines, 'BLD-CEMENT').derivation).not.toContain('wastage');
  });
});
