import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateBlandeOut } from './blande-out';

describe('brandering outside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateBlandeOut({})).toEqual([]);
  });

  it('40.8 m of eaves, 0.6 m overhang', () => {
    // area = 24.48 m²; battens = 24.48 × (1/0.45 + 1/1.2)
    const battens = 24.48 * (1 / 0.45 + 1 / 1.2);
    expect(
      compareQuantities(calculateBlandeOut({ eavesLength: 40.8 }), {
        'BRO-TIMBER-2X2': battens * 1.1,
        'BRO-NAILS': 0.01 * battens,
        'BRO-TREATMENT': battens / 20,
      }),
    ).toEqual([]);
  });

  it('30 m of eaves, 0.9 m overhang, battens at 0.6 and 1.0', () => {
    // area 27 m²; battens = 27 × (1/0.6 + 1) = 72 m
    expect(
      compareQuantities(
        calculateBlandeOut({ eavesLength: 30, overhang: 0.9, spacing: 0.6, crossSpacing: 1.0 }),
        {
          'BRO-TIMBER-2X2': 72 * 1.1,
          'BRO-NAILS': 0.72,
          'BRO-TREATMENT': 3.6,
        },
      ),
    ).toEqual([]);
  });
});
