import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateCeiling } from './ceiling';

describe('gypsum ceiling calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateCeiling({})).toEqual([]);
  });

  it('80 m², 72 m of room perimeters, 5 rooms', () => {
    expect(
      compareQuantities(calculateCeiling({ area: 80, perimeter: 72, rooms: 5 }), {
        'GYP-BOARD': (80 / (2.4 * 1.2)) * 1.15, // gypsum boards: 15 %
        'GYP-SCREWS': 25 * 80,
        'GYP-TAPE': (80 * (2.4 + 1.2)) / (2.4 * 1.2),
        'GYP-POWDER': 0.6 * 80,
        'GYP-CORNICE': 1.1 * 72,
        'GYP-DECO-FLOWER': 5,
        'GYP-DECO-CORNER': 20,
      }),
    ).toEqual([]);
  });

  it('14.4 m² exactly five boards, no rooms given; decorations alone for 2 rooms', () => {
    expect(
      compareQuantities(calculateCeiling({ area: 14.4 }), {
        'GYP-BOARD': 5 * 1.15,
        'GYP-SCREWS': 360,
        'GYP-TAPE': 18,
        'GYP-POWDER': 8.64,
      }),
    ).toEqual([]);
    expect(
      compareQuantities(calculateCeiling({ rooms: 2 }), { 'GYP-DECO-FLOWER': 2, 'GYP-DECO-CORNER': 8 }),
    ).toEqual([]);
  });
});
