import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateWalling } from './walling';

const NB = 1 / (0.46 * 0.235);

describe('walling calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWalling({})).toEqual([]);
  });

  it('54 m of walls 3 m high less 26.55 m² of openings, with a 36 m ring beam', () => {
    const lines = calculateWalling({ length: 54, openingsArea: 26.55, ringLength: 36 });
    expect(codesOf(lines)).toEqual([
      'WAL-DPC',
      'WAL-BLOCK',
      'WAL-CEMENT',
      'WAL-SAND',
      'WAL-AGGREGATE',
      'WAL-Y8',
      'WAL-Y12',
      'WAL-BINDING-WIRE',
      'WAL-TIMBER-1X6',
      'WAL-NAILS',
      'WAL-PROPS',
    ]);
    // net = 54 × 3 − 26.55 = 135.45 m²; mortar V = 135.45 × 0.15 × (1 − nb × 0.45 × 0.225)
    const mortar = 135.45 * 0.15 * (1 - NB * 0.45 * 0.225);
    // ring beam V = 36 × 0.15 × 0.2 = 1.08 m³ of 1:2:4
    const ring = 36 * 0.15 * 0.2;
    // bars 4 × 36 × 1.1 = 158.4 m; links floor(36/0.2) + 1 = 181 × (2 × 0.35 − 0.2 + 0.2 = 0.7) = 126.7 m
    const steelKg = (158.4 * 144) / 162 + (126.7 * 64) / 162;
    // formwork 2 × 36 × 0.2 = 14.4 m²
    expect(
      compareQuantities(lines, {
        'WAL-DPC': 54,
        'WAL-BLOCK': 135.45 * NB * 1.05,
        'WAL-CEMENT': (((mortar * 1.33) / 5) * 1440 + ((ring * 1.54) / 7) * 1440) * 1.025,
        'WAL-SAND': ((mortar * 1.33 * 4) / 5 + (ring * 1.54 * 2) / 7) * 1.1,
        'WAL-AGGREGATE': ((ring * 1.54 * 4) / 7) * 1.05,
        'WAL-Y12': 158.4 * 1.05,
        'WAL-Y8': 126.7 * 1.05,
        'WAL-BINDING-WIRE': 0.01 * steelKg,
        'WAL-TIMBER-1X6': (14.4 / 0.15) * 1.1,
        'WAL-NAILS': 0.5 * 14.4,
        'WAL-PROPS': 36,
      }),
    ).toEqual([]);
    const cement = lineOf(lines, 'WAL-CEMENT').derivation;
    expect(cement).toContain('blockwork:');
    expect(cement).toContain('ring beam:');
    expect(cement).toContain('total = ');
  });

  it('openings larger than the wall leave no blockwork, only the DPC', () => {
    const lines = calculateWalling({ length: 20, height: 2.5, openingsArea: 60 });
    expect(compareQuantities(lines, { 'WAL-DPC': 20 })).toEqual([]);
  });

  it('30 m × 3 m less 10 m² of 8 in blocks in 1:5 mortar, no ring beam', () => {
    const lines = calculateWalling({ length: 30, openingsArea: 10, blockThickness: 0.2, mortarMix: '1:5' });
    const mortar = 80 * 0.2 * (1 - NB * 0.45 * 0.225);
    expect(
      compareQuantities(lines, {
        'WAL-DPC': 30,
        'WAL-BLOCK': 80 * NB * 1.05,
        'WAL-CEMENT': ((mortar * 1.33) / 6) * 1440 * 1.025,
        'WAL-SAND': ((mortar * 1.33 * 5) / 6) * 1.1,
      }),
    ).toEqual([]);
  });
});
