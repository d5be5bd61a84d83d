import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculatePad } from './pad';

describe('pad foundations calculator', () => {
  it('defaults: no pads, nothing', () => {
    expect(calculatePad({})).toEqual([]);
  });

  it('4 pads of the default size with their column stubs', () => {
    const lines = calculatePad({ count: 4 });
    expect(codesOf(lines)).toEqual([
      'PAD-CEMENT',
      'PAD-SAND',
      'PAD-AGGREGATE',
      'PAD-Y8',
      'PAD-Y12',
      'PAD-Y16',
    ]);
    // V = 4 × (1.2 × 1.2 × 0.3 + 0.23 × 0.23 × 1.0) = 1.9396 m³ of 1:2:4
    const volume = 4 * (1.2 * 1.2 * 0.3 + 0.23 * 0.23 * 1.0);
    expect(volume).toBeCloseTo(1.9396, 12);
    expect(
      compareQuantities(lines, {
        'PAD-CEMENT': ((volume * 1.54) / 7) * 1440 * 1.025,
        'PAD-SAND': ((volume * 1.54 * 2) / 7) * 1.1,
        'PAD-AGGREGATE': ((volume * 1.54 * 4) / 7) * 1.05,
        // mesh: 1.2 − 0.1 = 1.1; floor(1.1/0.15) + 1 = 8 bars each way of 1.1 m
        'PAD-Y12': 4 * (8 * 1.1 + 8 * 1.1) * 1.05,
        // column bars: 4 × 4 × ((1.0 + 0.3) × 1.1 + 0.3)
        'PAD-Y16': 4 * 4 * (1.3 * 1.1 + 0.3) * 1.05,
        // links: floor(1.0/0.2) + 1 = 6, each 2 × 0.46 − 8 × 0.025 + 0.2 = 0.92 m
        'PAD-Y8': 4 * 6 * 0.92 * 1.05,
      }),
    ).toEqual([]);
  });

  it('2 oblong pads without stub height, mesh and column bars both Y12', () => {
    const lines = calculatePad({
      count: 2,
      length: 1.5,
      width: 1.0,
      depth: 0.4,
      meshSpacing: 0.2,
      columnHeight: 0,
      columnBarDia: 12,
      mix: '1:3:6',
    });
    // V = 2 × 1.5 × 1.0 × 0.4 = 1.2; mesh: nL = floor(0.9/0.2) + 1 = 5 bars of 1.4,
    // nW = floor(1.4/0.2) + 1 = 8 bars of 0.9; column bars 2 × 4 × (0.4 × 1.1 + 0.3); no links
    expect(
      compareQuantities(lines, {
        'PAD-CEMENT': ((1.2 * 1.54) / 10) * 1440 * 1.025,
        'PAD-SAND': ((1.2 * 1.54 * 3) / 10) * 1.1,
        'PAD-AGGREGATE': ((1.2 * 1.54 * 6) / 10) * 1.05,
        'PAD-Y12': (2 * (5 * 1.4 + 8 * 0.9) + 2 * 4 * (0.4 * 1.1 + 0.3)) * 1.05,
      }),
    ).toEqual([]);
  });
});
