import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateSkimInside } from './skim-inside';

describe('skimming inside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateSkimInside({})).toEqual([]);
  });

  it('100 m², 2 coats', () => {
    const lines = calculateSkimInside({ area: 100 });
    expect(codesOf(lines)).toEqual([
      'SKI-PUTTY',
      'SKI-ALKALI',
      'SKI-BINDER',
      'SKI-EMULSION',
      'SKI-SANDPAPER',
      'SKI-SCRAPER',
    ]);
    expect(
      compareQuantities(lines, {
        'SKI-PUTTY': 2 * 100 * 1.1,
        'SKI-ALKALI': (100 / 10) * 1.1,
        'SKI-BINDER': (100 / 12) * 1.1,
        'SKI-EMULSION': ((100 * 2) / 10) * 1.1,
        'SKI-SANDPAPER': 100 / 20,
        'SKI-SCRAPER': 1, // ceil(100/200)
      }),
    ).toEqual([]);
  });

  it('450 m², 3 coats: three scrapers; 400 m²: exactly two', () => {
    expect(
      compareQuantities(calculateSkimInside({ area: 450, coats: 3 }), {
        'SKI-PUTTY': 900 * 1.1,
        'SKI-ALKALI': 45 * 1.1,
        'SKI-BINDER': 37.5 * 1.1,
        'SKI-EMULSION': 135 * 1.1,
        'SKI-SANDPAPER': 22.5,
        'SKI-SCRAPER': 3,
      }),
    ).toEqual([]);
    expect(calculateSkimInside({ area: 400 }).at(-1)).toMatchObject({ code: 'SKI-SCRAPER', baseQuantity: 2 });
  });
});
