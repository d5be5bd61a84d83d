import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateSkimOutside } from './skim-outside';

/** Skimming outside, revision 2 (docs/takeoff.md §4.2): putty and one binder (sealer) coat. */
describe('skimming outside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateSkimOutside({})).toEqual([]);
  });

  it('100 m²: putty and binder, no alkali primer, no scrapers, no emulsion', () => {
    const lines = calculateSkimOutside({ area: 100 });
    expect(codesOf(lines)).toEqual(['SKO-PUTTY', 'SKO-BINDER', 'SKO-SANDPAPER']);
    expect(
      compareQuantities(lines, {
        'SKO-PUTTY': 0.75 * 100 * 1.1,
        'SKO-BINDER': (100 / 12) * 1.1,
        'SKO-SANDPAPER': 100 / 20,
      }),
    ).toEqual([]);
  });
});
