import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateSeptic } from './septic';

const NB = 1 / (0.46 * 0.235);

describe('septic tank calculator', () => {
  it('defaults: a real 2.4 × 1.2 × 1.8 m tank', () => {
    const lines = calculateSeptic({});
    expect(codesOf(lines)).toEqual([
      'SEP-EXCAVATION',
      'SEP-BLOCK',
      'SEP-CEMENT',
      'SEP-SAND',
      'SEP-AGGREGATE',
      'SEP-Y12',
      'SEP-PLYWOOD',
      'SEP-TIMBER-2X4',
      'SEP-TIMBER-1X8',
    ]);
    // Lo = 2.4 + 0.46 = 2.86, Wo = 1.2 + 0.46 = 1.66
    const walls = 2 * (2.4 + 1.2 + 0.46) * 1.8; // 14.616 m²
    const mortar = walls * 0.23 * (1 - NB * 0.45 * 0.225);
    const concrete = 2.86 * 1.66 * 0.3;
    expect(
      compareQuantities(lines, {
        'SEP-EXCAVATION': (2.86 + 0.6) * (1.66 + 0.6) * (1.8 + 0.15 + 0.15),
        'SEP-BLOCK': walls * NB * 1.05,
        'SEP-CEMENT': (((mortar * 1.33) / 5) * 1440 + ((concrete * 1.54) / 7) * 1440) * 1.025,
        'SEP-SAND': ((mortar * 1.33 * 4) / 5 + (concrete * 1.54 * 2) / 7) * 1.1,
        'SEP-AGGREGATE': ((concrete * 1.54 * 4) / 7) * 1.05,
        // (floor(1.66/0.2) + 1) × 2.86 + (floor(2.86/0.2) + 1) × 1.66 = 9 × 2.86 + 15 × 1.66
        'SEP-Y12': (9 * 2.86 + 15 * 1.66) * 1.05,
        'SEP-PLYWOOD': 2.4 * 1.2 * 1.1,
        'SEP-TIMBER-2X4': 2 * 2.4 * 1.2 * 1.1,
        'SEP-TIMBER-1X8': 2 * (2.86 + 1.66) * 1.1,
      }),
    ).toEqual([]);
  });

  it('no tank when not included', () => {
    expect(calculateSeptic({ include: false })).toEqual([]);
  });

  it('3 × 1.5 × 2 m with 6 in walls, 1:3:6 concrete and 1:3 mortar, bars at 0.25', () => {
    const lines = calculateSeptic({
      length: 3,
      width: 1.5,
      depth: 2,
      wallThickness: 0.15,
      baseThickness: 0.2,
      slabThickness: 0.15,
      mix: '1:3:6',
      mortarMix: '1:3',
      slabBarSpacing: 0.25,
    });
    // Lo = 3.3, Wo = 1.8; walls 2 × (3 + 1.5 + 0.3) × 2 = 19.2 m²; concrete 3.3 × 1.8 × 0.35
    const mortar = 19.2 * 0.15 * (1 - NB * 0.45 * 0.225);
    const concrete = 3.3 * 1.8 * 0.35;
    expect(
      compareQuantities(lines, {
        'SEP-EXCAVATION': 3.9 * 2.4 * 2.35,
        'SEP-BLOCK': 19.2 * NB * 1.05,
        'SEP-CEMENT': (((mortar * 1.33) / 4) * 1440 + ((concrete * 1.54) / 10) * 1440) * 1.025,
        'SEP-SAND': ((mortar * 1.33 * 3) / 4 + (concrete * 1.54 * 3) / 10) * 1.1,
        'SEP-AGGREGATE': ((concrete * 1.54 * 6) / 10) * 1.05,
        // (floor(1.8/0.25) + 1) × 3.3 + (floor(3.3/0.25) + 1) × 1.8 = 8 × 3.3 + 14 × 1.8
        'SEP-Y12': (8 * 3.3 + 14 * 1.8) * 1.05,
        'SEP-PLYWOOD': 4.5 * 1.1,
        'SEP-TIMBER-2X4': 9 * 1.1,
        'SEP-TIMBER-1X8': 2 * (3.3 + 1.8) * 1.1,
      }),
    ).toEqual([]);
  });
});
