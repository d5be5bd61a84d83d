import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculateSkimInside } from './skim-inside';

/**
 * Skimming inside, revision 2 (docs/takeoff.md §4.2): putty 0.75 kg/m² for two coats on plaster
 * (14–16 sq ft per kg: lceted.com, civilsir.com), one alkali primer coat; the emulsion coats moved
 * to the finishing trade.
 */
describe('skimming inside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateSkimInside({})).toEqual([]);
  });

  it('100 m²: 75 kg of putty, one primer coat, no emulsion', () => {
    const lines = calculateSkimInside({ area: 100 });
    expect(codesOf(lines)).toEqual(['SKI-PUTTY', 'SKI-ALKALI', 'SKI-SANDPAPER', 'SKI-SCRAPER']);
    // 15 sq ft = 1.3935 m² per kg → 0.72 kg/m²; the default 0.75 rounds that up
    expect((1 / (15 * 0.3048 ** 2)).toFixed(2)).toBe('0.72');
    expect(
      compareQuantities(lines, {
        'SKI-PUTTY': 0.75 * 100 * 1.1,
        'SKI-ALKALI': (100 / 10) * 1.1,
        'SKI-SANDPAPER': 100 / 20,
        'SKI-SCRAPER': 1, // ceil(100/200)
      }),
    ).toEqual([]);
    // 82.5 kg ÷ 20 kg per bag = 4.13 bags, against 11 bags in revision 1 (2 kg/m²)
    expect((lineOf(lines, 'SKI-PUTTY').baseQuantity / 20).toFixed(2)).toBe('4.13');
  });

  it('a rough background takes more putty: puttyRate 1.5 → 150 kg for 100 m²', () => {
    expect(lineOf(calculateSkimInside({ area: 100, puttyRate: 1.5 }), 'SKI-PUTTY').baseQuantity).toBeCloseTo(
      165,
      9,
    );
  });

  it('450 m²: three scrapers; 400 m²: exactly two; a revision-1 `coats` is read and ignored', () => {
    expect(
      compareQuantities(calculateSkimInside({ area: 450, coats: 3 }), {
        'SKI-PUTTY': 337.5 * 1.1,
        'SKI-ALKALI': 45 * 1.1,
        'SKI-SANDPAPER': 22.5,
        'SKI-SCRAPER': 3,
      }),
    ).toEqual([]);
    expect(calculateSkimInside({ area: 400 }).at(-1)).toMatchObject({ code: 'SKI-SCRAPER', baseQuantity: 2 });
  });
});
