import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateRoofing } from './roofing';

const degrees = (angle: number) => (angle * Math.PI) / 180;

describe('roofing calculator', () => {
  it('defaults, or a roof with no length or width: nothing', () => {
    expect(calculateRoofing({})).toEqual([]);
    expect(calculateRoofing({ length: 10 })).toEqual([]);
  });

  it('gable roof over 10 × 8 m, pitch 20°, overhang 0.6', () => {
    const lines = calculateRoofing({ length: 10, width: 8 });
    expect(codesOf(lines)).toEqual([
      'ROF-TIMBER-2X4',
      'ROF-TIMBER-2X2',
      'ROF-FASCIA',
      'ROF-NAILS-4IN',
      'ROF-NAILS-3IN',
      'ROF-WIRE',
      'ROF-SHEET',
      'ROF-CAP',
      'ROF-NAILS-ROOFING',
    ]);
    const cos = Math.cos(degrees(20));
    const tan = Math.tan(degrees(20));
    // Lr = 11.2, Wr = 9.2; slope = 11.2 × 9.2 / cos 20°
    const slope = (11.2 * 9.2) / cos;
    const rafter = 4.6 / cos;
    const rise = 4 * tan;
    const trusses = 9; // floor(10/1.2) + 1
    const sheets = slope / (0.8 * (3 - 0.15));
    expect(
      compareQuantities(lines, {
        'ROF-TIMBER-2X4': trusses * (3 * rafter + 8 + rise) * 1.1,
        'ROF-TIMBER-2X2': (slope / 0.9) * 1.1,
        'ROF-FASCIA': (2 * 11.2 + 4 * rafter) * 1.1,
        'ROF-NAILS-4IN': 9,
        'ROF-NAILS-3IN': 0.02 * (slope / 0.9),
        'ROF-WIRE': 4.5,
        'ROF-SHEET': sheets * 1.1,
        'ROF-CAP': 11.2 / 1.8,
        'ROF-NAILS-ROOFING': 0.12 * sheets,
      }),
    ).toEqual([]);
    expect(sheets.toFixed(2)).toBe('48.09');
  });

  it('hip roof over 12 × 8 m, pitch 30°, overhang 0.5, with 3 m of valleys', () => {
    const lines = calculateRoofing({
      length: 12,
      width: 8,
      overhang: 0.5,
      pitch: 30,
      type: 'hip',
      valleyLength: 3,
    });
    const cos = Math.cos(degrees(30));
    const tan = Math.tan(degrees(30));
    // Lr = 13, Wr = 9; ridge 13 − 9 = 4; four hips of √(2 × 4.5² + (4.5 tan 30°)²)
    const hips = 4 * Math.sqrt(2 * 4.5 ** 2 + (4.5 * tan) ** 2);
    const slope = (13 * 9) / cos;
    const rafter = 4.5 / cos;
    const rise = 4 * tan;
    const trusses = 11; // floor(12/1.2) + 1
    const sheets = slope / (0.8 * 2.85);
    expect(
      compareQuantities(lines, {
        'ROF-TIMBER-2X4': trusses * (3 * rafter + 8 + rise) * 1.1,
        'ROF-TIMBER-2X2': (slope / 0.9) * 1.1,
        'ROF-FASCIA': 2 * (13 + 9) * 1.1,
        'ROF-NAILS-4IN': 11,
        'ROF-NAILS-3IN': 0.02 * (slope / 0.9),
        'ROF-WIRE': 5.5,
        'ROF-SHEET': sheets * 1.1,
        'ROF-CAP': (4 + hips + 3) / 1.8,
        'ROF-NAILS-ROOFING': 0.12 * sheets,
      }),
    ).toEqual([]);
  });

  it('a hip roof drawn with length < width is the same roof turned', () => {
    const turned = calculateRoofing({ length: 6, width: 10, type: 'hip' });
    const tan = Math.tan(degrees(20));
    // Lr = 7.2, Wr = 11.2: ridge 11.2 − 7.2 = 4, hips over the short side's half 3.6
    const caps = (4 + 4 * Math.sqrt(2 * 3.6 ** 2 + (3.6 * tan) ** 2)) / 1.8;
    expect(turned.find((line) => line.code === 'ROF-CAP')?.baseQuantity).toBeCloseTo(caps, 9);
  });
});
