import { describe, expect, it } from 'vitest';
import { compareQuantities, lineOf } from '../testing';
import { calculatePlastering } from './plastering';

describe('plastering and screed calculator', () => {
  it('defaults: nothing', () => {
    expect(calculatePlastering({})).toEqual([]);
  });

  it('100 m² of internal plaster: DRY_PLASTER 1.55, wastage included (dailycivil.com, civilplanets.com)', () => {
    // V = 100 × 0.012 = 1.2 m³ of 1:4; dry = 1.2 × 1.55 = 1.86 m³; cement 1.86/5 × 1440 = 535.68 kg, no class wastage
    const lines = calculatePlastering({ internalArea: 100 });
    expect(
      compareQuantities(lines, {
        'PLS-CEMENT': 535.68,
        'PLS-SAND': (1.86 * 4) / 5,
      }),
    ).toEqual([]);
    expect(lineOf(lines, 'PLS-CEMENT').derivation).toContain('1.2000 × 1.55 (incl. wastage)');
    expect(lineOf(lines, 'PLS-CEMENT').derivation).not.toContain('wastage:');
    // 535.68 ÷ 50 = 10.71 bags
    expect((535.68 / 50).toFixed(2)).toBe('10.71');
  });

  it('screed keeps DRY_MORTAR 1.33 and class wastage (revision 1 unchanged)', () => {
    // V = 72 × 0.025 = 1.8 m³ of 1:3
    expect(
      compareQuantities(calculatePlastering({ screedArea: 72 }), {
        'PLS-CEMENT': ((1.8 * 1.33) / 4) * 1440 * 1.025,
        'PLS-SAND': ((1.8 * 1.33 * 3) / 4) * 1.1,
      }),
    ).toEqual([]);
  });

  it('internal, external and screed summed into one cement and one sand line', () => {
    const lines = calculatePlastering({ internalArea: 189.45, externalArea: 116.325, screedArea: 72 });
    const internal = 189.45 * 0.012; // 1:4
    const external = 116.325 * 0.015; // 1:3
    const screed = 72 * 0.025; // 1:3
    expect(
      compareQuantities(lines, {
        // plaster parts at 1.55 without class wastage; the screed part at 1.33 with it
        'PLS-CEMENT':
          ((internal * 1.55) / 5 + (external * 1.55) / 4) * 1440 + ((screed * 1.33) / 4) * 1440 * 1.025,
        'PLS-SAND': (internal * 1.55 * 4) / 5 + (external * 1.55 * 3) / 4 + ((screed * 1.33 * 3) / 4) * 1.1,
      }),
    ).toEqual([]);
    const derivation = lineOf(lines, 'PLS-CEMENT').derivation;
    expect(derivation).toContain('internal plaster:');
    expect(derivation).toContain('external plaster:');
    expect(derivation).toContain('screed:');
  });
});
