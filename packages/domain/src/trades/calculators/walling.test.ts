import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateWalling, wallingCalculator } from './walling';

const NB = 1 / (0.46 * 0.235);

describe('walling calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWalling({})).toEqual([]);
  });

  it('54 m of walls 3 m high less 26.55 m² of openings, with a 36 m ring beam', () => {
    // Revision 1's example with its 225 mm blocks typed in.
    const lines = calculateWalling({ length: 54, openingsArea: 26.55, ringLength: 36, blockHeight: 0.225 });
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
    const lines = calculateWalling({
      length: 30,
      openingsArea: 10,
      blockHeight: 0.225,
      blockThickness: 0.2,
      mortarMix: '1:5',
    });
    const mortar = 80 * 0.2 * (1 - NB * 0.45 * 0.225);
    expect(
      compareQuantities(lines, {
        'WAL-DPC': 30,
        // The 8 in wall now prices 8 in blocks (§4.2, blocks by wall thickness); this test
        // expected WAL-BLOCK, the 6 in block, before.
        'WAL-BLOCK-200': 80 * NB * 1.05,
        'WAL-CEMENT': ((mortar * 1.33) / 6) * 1440 * 1.025,
        'WAL-SAND': ((mortar * 1.33 * 5) / 6) * 1.1,
      }),
    ).toEqual([]);
  });
});

describe('the block follows the wall thickness (docs/takeoff.md §4.2, blocks by wall thickness)', () => {
  it('a 200 mm wall 10 m × 3 m prices 200 mm blocks, counted per m² by hand', () => {
    const lines = calculateWalling({ length: 10, blockThickness: 0.2 });
    expect(codesOf(lines)).toContain('WAL-BLOCK-200');
    expect(codesOf(lines)).not.toContain('WAL-BLOCK');
    // Face 450 × 230 with 10 mm joints: nb = 1/((0.45 + 0.01) × (0.23 + 0.01)) = 1/(0.46 × 0.24)
    // = 1/0.1104 = 9.0580 blocks per m². Area 10 × 3 = 30 m² → 271.74 blocks, + 5 % = 285.33.
    const block = lineOf(lines, 'WAL-BLOCK-200');
    expect(block.baseQuantity).toBeCloseTo(285.326, 2);
    expect(block.derivation).toContain('a 0.2 m wall takes the 200 mm block (WAL-BLOCK-200)');
    // Mortar per m² = t × (1 − nb × 0.45 × 0.23) = 0.2 × (1 − 9.0580 × 0.1035) = 0.2 × 0.06250
    // = 0.012500 m³/m² (the 200 mm wall holds a third more mortar than the 150 mm one's 0.009375).
    const mortar = 30 * 0.2 * (1 - (0.45 * 0.23) / 0.1104);
    expect(mortar).toBeCloseTo(0.375, 3);
    expect(lineOf(lines, 'WAL-SAND').baseQuantity).toBeCloseTo(((mortar * 1.33 * 4) / 5) * 1.1, 9);
  });

  it('each thickness takes its block: 100, 150, 200 and 230 mm; in between, the nearer (a tie the thicker)', () => {
    const blockOf = (blockThickness: number) =>
      codesOf(calculateWalling({ length: 10, blockThickness })).find((code) => code.startsWith('WAL-BLOCK'));
    expect(blockOf(0.1)).toBe('WAL-BLOCK-100');
    expect(blockOf(0.15)).toBe('WAL-BLOCK');
    expect(blockOf(0.2)).toBe('WAL-BLOCK-200');
    expect(blockOf(0.23)).toBe('WAL-BLOCK-230');
    expect(blockOf(0.225)).toBe('WAL-BLOCK-230');
    expect(blockOf(0.125)).toBe('WAL-BLOCK');
    expect(blockOf(0.3)).toBe('WAL-BLOCK-230');
  });
});

describe('walling, revision 2 (docs/takeoff.md §4.3): gable ends, columns, lintels, sills', () => {
  const NB_230 = 1 / (0.46 * 0.24);

  it('10 m of wall 3 m high, a 4 m² gable, 2 columns, 1 lintel and 3.6 m of sills', () => {
    const lines = calculateWalling({
      length: 10,
      gableArea: 4,
      columns: 2,
      lintels: 1,
      sillLength: 3.6,
    });
    // blockwork: 10 × 3 − 2 × 0.15 × 3 − 1 × 1.2 × 0.15 + 4 = 30 − 0.9 − 0.18 + 4 = 32.92 m²
    expect(lineOf(lines, 'WAL-BLOCK').baseQuantity).toBeCloseTo(32.92 * NB_230 * 1.05, 9);
    // concrete: columns 2 × 0.15 × 0.23 × 3 = 0.207 m³; lintel 1 × 1.2 × 0.15 × 0.15 = 0.027 m³; 1:2:4 → 1.54/7 dry
    const mortar = 32.92 * 0.15 * (1 - NB_230 * 0.45 * 0.23);
    const concrete = 0.207 + 0.027;
    expect(lineOf(lines, 'WAL-AGGREGATE').baseQuantity).toBeCloseTo(((concrete * 1.54 * 4) / 7) * 1.05, 9);
    expect(lineOf(lines, 'WAL-CEMENT').baseQuantity).toBeCloseTo(
      (((mortar * 1.33) / 5) * 1440 + ((concrete * 1.54) / 7) * 1440) * 1.025,
      6,
    );
    // column bars 2 × 4 × 3 × 1.1 = 26.4 m and lintel bars 2 × 1.2 × 1.1 = 2.64 m of Y12
    expect(lineOf(lines, 'WAL-Y12').baseQuantity).toBeCloseTo((26.4 + 2.64) * 1.05, 9);
    // links Y8 at 0.2: columns 2 × (floor(3/0.2) + 1 = 16) × (2 × (0.15 + 0.23) − 0.2 + 0.2 = 0.76) = 24.32 m;
    // lintel (floor(1.2/0.2) + 1 = 7) × (2 × (0.15 + 0.15) − 0.2 + 0.2 = 0.6) = 4.2 m
    expect(lineOf(lines, 'WAL-Y8').baseQuantity).toBeCloseTo((24.32 + 4.2) * 1.05, 9);
    // formwork: columns 2 × 2 × 0.15 × 3 = 1.8 m²; lintel 1.2 × (0.15 + 2 × 0.15) = 0.54 m²
    expect(lineOf(lines, 'WAL-TIMBER-1X6').baseQuantity).toBeCloseTo((2.34 / 0.15) * 1.1, 9);
    expect(lineOf(lines, 'WAL-SILL').baseQuantity).toBeCloseTo(3.6, 12);
    expect(lineOf(lines, 'WAL-Y12').derivation).toContain('kg');
  });

  it('bars are measured in kg (d²/162) as work items; accepted diameters are Y8–Y16', () => {
    const { workItems } = wallingCalculator.takeoff({ length: 10, ringLength: 10 });
    const y12 = workItems.find((item) => item.key === 'bars-y12');
    // 4 × 10 × 1.1 = 44 m × 144/162 = 39.11 kg
    expect(y12?.unit).toBe('KG');
    expect(y12?.quantity).toBeCloseTo((44 * 144) / 162, 9);
    expect(() => calculateWalling({ ringBarDia: 20 })).toThrow('ringBarDia must be one of 8, 10, 12, 16 mm');
  });
});
