import { describe, expect, it } from 'vitest';
import { englishUnitWordsIn, parseSeedCatalogue, parseSeedMaterials } from '@kadirio/domain';
import { UNIT_CODES, UNIT_NAMES } from '@kadirio/domain/units';
import { sw } from './locales/sw';
import { formatQuantity, unitName, unitPlural } from './units';

/**
 * A Swahili reader never meets an English unit ("kwa bag", "6 month", "trip ya tani 18") nor the
 * English roof shapes: docs/glossary.md, "Swahili words". The server's exports are checked the
 * same way in apps/server/src/modules/boq/export/swahili-exports.test.ts.
 */

/** Every string of a resource, with the key path it sits at. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  }
  return [];
}

function englishIn(entries: [string, string][]): string[] {
  return entries.flatMap(([path, text]) => englishUnitWordsIn(text).map((word) => `${path}: ${word}`));
}

const seedUnits = [
  ...new Set([...parseSeedMaterials(), ...parseSeedCatalogue()].map((entry) => entry.unit)),
].sort();

describe('Swahili has no English unit words', () => {
  it('in any string of the Swahili screens', () => {
    expect(englishIn(strings(sw))).toEqual([]);
  });

  it('in the Swahili unit map, which names every unit the seed catalogue sells by', () => {
    expect(englishIn(strings(UNIT_NAMES.sw))).toEqual([]);
    const unnamed = seedUnits.filter(
      (unit) => unit !== 'TZS' && !(UNIT_CODES as readonly string[]).includes(unit),
    );
    expect(unnamed).toEqual([]);
  });

  it('in a quantity, a unit name or a plural shown in Swahili, for every seed unit', () => {
    const shown = seedUnits.flatMap((unit): [string, string][] => [
      [unit, formatQuantity(1, unit, 'sw')],
      [unit, formatQuantity(6, unit, 'sw')],
      [unit, unitName(unit, 'sw')],
      [unit, unitPlural(unit, 'sw')],
    ]);
    expect(englishIn(shown)).toEqual([]);
    expect(formatQuantity(6, 'month', 'sw')).toBe('miezi 6');
    expect(formatQuantity(1, 'month', 'sw')).toBe('mwezi 1');
    expect(formatQuantity(3, 'trip', 'sw')).toBe('safari 3');
    expect(unitPlural('bag', 'sw')).toBe('mifuko');
  });

  it('in a Swahili description of the seed catalogue (what the shopping list and the bill print)', () => {
    const descriptions: [string, string][] = [
      ...parseSeedMaterials().map((material): [string, string] => [material.key, material.descriptionSw]),
      ...parseSeedCatalogue().map((item): [string, string] => [item.code, item.descriptionSw]),
    ];
    expect(englishIn(descriptions)).toEqual([]);
  });

  it('finds the words it looks for, as whole words only', () => {
    expect(englishUnitWordsIn('TZS 17,000 kwa bag; 6 month × 250,000; Gable (pande mbili)')).toEqual([
      'bag',
      'month',
      'Gable',
    ]);
    expect(englishUnitWordsIn('mifuko 6, Shimo la maji taka, tripod, Bagamoyo')).toEqual([]);
  });
});
