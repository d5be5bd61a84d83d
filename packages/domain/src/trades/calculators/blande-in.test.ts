import { describe, expect, it } from 'vitest';
import { compareQuantities, lineOf } from '../testing';
import { calculateBlandeIn } from './blande-in';

describe('brandering inside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateBlandeIn({})).toEqual([]);
  });

  it('80 m² of ceiling', () => {
    const battens = 80 * (1 / 0.45 + 1 / 1.2);
    const lines = calculateBlandeIn({ area: 80 });
    expect(
      compareQuantities(lines, {
        'BRI-TIMBER-2X2': battens * 1.1,
        'BRI-NAILS': 0.01 * battens,
        'BRI-TREATMENT': battens / 20,
      }),
    ).toEqual([]);
    // bought by the foot: m ÷ 0.3048
    expect((lineOf(lines, 'BRI-TIMBER-2X2').baseQuantity / 0.3048).toFixed(2)).toBe('882.18');
  });

  it('36 m² at 0.6 × 1.2', () => {
    // battens = 36 × (1/0.6 + 1/1.2) = 90 m
    expect(
      compareQuantities(calculateBlandeIn({ area: 36, spacing: 0.6, crossSpacing: 1.2 }), {
        'BRI-TIMBER-2X2': 99,
        'BRI-NAILS': 0.9,
        'BRI-TREATMENT': 4.5,
      }),
    ).toEqual([]);
  });
});
