import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateSkimOutside } from './skim-outside';

describe('skimming outside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateSkimOutside({})).toEqual([]);
  });

  it('100 m², 2 coats: no alkali primer, no scrapers', () => {
    expect(
      compareQuantities(calculateSkimOutside({ area: 100 }), {
        'SKO-PUTTY': 220,
        'SKO-BINDER': (100 / 12) * 1.1,
        'SKO-EMULSION': 22,
        'SKO-SANDPAPER': 5,
      }),
    ).toEqual([]);
  });

  it('60 m², 1 coat', () => {
    expect(
      compareQuantities(calculateSkimOutside({ area: 60, coats: 1 }), {
        'SKO-PUTTY': 120 * 1.1,
        'SKO-BINDER': 5 * 1.1,
        'SKO-EMULSION': 6 * 1.1,
        'SKO-SANDPAPER': 3,
      }),
    ).toEqual([]);
  });
});
