import { describe, expect, it } from 'vitest';
import { compareQuantities, lineOf } from '../testing';
import { calculatePlastering } from './plastering';

describe('plastering and screed calculator', () => {
  it('defaults: nothing', () => {
    expect(calculatePlastering({})).toEqual([]);
  });

  it('100 m² of internal plaster only', () => {
    // V = 100 × 0.012 = 1.2 m³ of 1:4
    expect(
      compareQuantities(calculatePlastering({ internalArea: 100 }), {
        'PLS-CEMENT': ((1.2 * 1.33) / 5) * 1440 * 1.025,
        'PLS-SAND': ((1.2 * 1.33 * 4) / 5) * 1.1,
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
        'PLS-CEMENT': ((internal * 1.33) / 5 + (external * 1.33) / 4 + (screed * 1.33) / 4) * 1440 * 1.025,
        'PLS-SAND': ((internal * 1.33 * 4) / 5 + (external * 1.33 * 3) / 4 + (screed * 1.33 * 3) / 4) * 1.1,
      }),
    ).toEqual([]);
    const derivation = lineOf(lines, 'PLS-CEMENT').derivation;
    expect(derivation).toContain('internal plaster:');
    expect(derivation).toContain('external plaster:');
    expect(derivation).toContain('screed:');
  });
});
