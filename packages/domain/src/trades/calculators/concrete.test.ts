import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateConcrete } from './concrete';

describe('oversite concrete calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateConcrete({})).toEqual([]);
  });

  it('80 m² slab with a 36 m edge, defaults', () => {
    const lines = calculateConcrete({ area: 80, edgePerimeter: 36 });
    expect(codesOf(lines)).toEqual([
      'OSC-CUSHION',
      'OSC-ANTITERMITE',
      'OSC-DPM',
      'OSC-CEMENT',
      'OSC-SAND',
      'OSC-AGGREGATE',
      'OSC-MARINE-BOARD',
      'OSC-TIMBER-2X2',
    ]);
    // V = 80 × 0.1 = 8 m³ of 1:2:4
    expect(
      compareQuantities(lines, {
        // §4.2: the sand cushion lies on the hardcore under the slab: 80 × 0.05 = 4 m³, +10 % sand wastage
        'OSC-CUSHION': 80 * 0.05 * 1.1,
        'OSC-ANTITERMITE': 0.05 * 80,
        'OSC-DPM': 1.15 * 80,
        'OSC-CEMENT': ((8 * 1.54) / 7) * 1440 * 1.025,
        'OSC-SAND': ((8 * 1.54 * 2) / 7) * 1.1,
        'OSC-AGGREGATE': ((8 * 1.54 * 4) / 7) * 1.05,
        'OSC-MARINE-BOARD': 36 * 0.1 * 1.1,
        'OSC-TIMBER-2X2': 0.6 * 36 * 1.1,
      }),
    ).toEqual([]);
    // boards are bought as 8 × 4 ft sheets of 2.9768 m²
    expect((lineOf(lines, 'OSC-MARINE-BOARD').baseQuantity / 2.9768).toFixed(2)).toBe('1.33');
  });

  it('50 m² of 150 mm with mesh, no treatment and no membrane', () => {
    const lines = calculateConcrete({
      area: 50,
      thickness: 0.15,
      mesh: true,
      antiTermite: false,
      dpm: false,
      cushionThickness: 0,
    });
    expect(
      compareQuantities(lines, {
        'OSC-BRC-A142': 1.1 * 50,
        'OSC-CEMENT': ((7.5 * 1.54) / 7) * 1440 * 1.025,
        'OSC-SAND': ((7.5 * 1.54 * 2) / 7) * 1.1,
        'OSC-AGGREGATE': ((7.5 * 1.54 * 4) / 7) * 1.05,
      }),
    ).toEqual([]);
  });
});

describe('oversite concrete, revision 2 (docs/takeoff.md §4.3)', () => {
  it('external steps: 4 risers of 1.2 × 0.3 × 0.15 m add 0.216 m³ to the slab concrete', () => {
    const lines = calculateConcrete({
      area: 10,
      thickness: 0.1,
      steps: 4,
      antiTermite: false,
      dpm: false,
      cushionThickness: 0,
    });
    // slab 1.0 m³ + steps 4 × 1.2 × 0.3 × 0.15 = 0.216 m³ = 1.216 m³ of 1:2:4
    expect(lineOf(lines, 'OSC-CEMENT').baseQuantity).toBeCloseTo(((1.216 * 1.54) / 7) * 1440 * 1.025, 9);
    expect(lineOf(lines, 'OSC-CEMENT').derivation).toContain('steps V = 4 × 1.2 × 0.3 × 0.15');
  });
});
