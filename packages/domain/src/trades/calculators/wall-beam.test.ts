import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateWallBeam } from './wall-beam';

describe('ground beam calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWallBeam({})).toEqual([]);
  });

  it('36 m with concrete, 4 Y16 and Y8 links (the original app forgot the concrete)', () => {
    const lines = calculateWallBeam({ length: 36 });
    expect(codesOf(lines)).toEqual(['GBM-CEMENT', 'GBM-SAND', 'GBM-AGGREGATE', 'GBM-Y8', 'GBM-Y16']);
    // V = 36 × 0.23 × 0.3 = 2.484; links floor(36/0.2) + 1 = 181 of 2 × 0.53 − 0.2 + 0.2 = 1.06 m
    expect(
      compareQuantities(lines, {
        'GBM-CEMENT': ((2.484 * 1.54) / 7) * 1440 * 1.025,
        'GBM-SAND': ((2.484 * 1.54 * 2) / 7) * 1.1,
        'GBM-AGGREGATE': ((2.484 * 1.54 * 4) / 7) * 1.05,
        'GBM-Y16': 4 * 36 * 1.1 * 1.05,
        'GBM-Y8': 181 * 1.06 * 1.05,
      }),
    ).toEqual([]);
  });

  it('10 m without longitudinal bars, Y10 links at 0.25', () => {
    const lines = calculateWallBeam({ length: 10, bars: 0, linkDia: 10, linkSpacing: 0.25 });
    // V = 10 × 0.23 × 0.3 = 0.69; links floor(10/0.25) + 1 = 41 of 1.06 m
    expect(
      compareQuantities(lines, {
        'GBM-CEMENT': ((0.69 * 1.54) / 7) * 1440 * 1.025,
        'GBM-SAND': ((0.69 * 1.54 * 2) / 7) * 1.1,
        'GBM-AGGREGATE': ((0.69 * 1.54 * 4) / 7) * 1.05,
        'GBM-Y10': 41 * 1.06 * 1.05,
      }),
    ).toEqual([]);
  });
});
