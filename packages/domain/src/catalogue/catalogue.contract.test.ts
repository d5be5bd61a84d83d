import { describe, expect, it } from 'vitest';
import {
  CatalogueItemSchema,
  parseSeedCatalogue,
  SeedCatalogueSchema,
  WASTAGE_CLASSES,
} from './catalogue.contract';

describe('seed catalogue', () => {
  const items = parseSeedCatalogue();

  it('holds the 203 items of every trade, with unique codes', () => {
    expect(items).toHaveLength(203);
    expect(new Set(items.map((item) => item.code)).size).toBe(203);
    expect(items[0]).toMatchObject({ code: 'PRE-PERMIT', trade: 'pre', rate: 500000, wastageClass: null });
  });

  it('uses every wastage class and no other', () => {
    const classes = new Set(items.map((item) => item.wastageClass).filter((value) => value !== null));
    expect([...classes].sort()).toEqual([...WASTAGE_CLASSES].sort());
  });

  it('keeps one unit and one pack size per material, so the shopping list can add them', () => {
    const byMaterial = new Map<string, string>();
    for (const item of items) {
      const shape = `${item.unit} of ${item.perUnit} ${item.baseUnit}`;
      expect(byMaterial.get(item.material) ?? shape, `${item.code} (${item.material})`).toBe(shape);
      byMaterial.set(item.material, shape);
    }
  });

  it('refuses a bad item, naming the field', () => {
    const result = CatalogueItemSchema.safeParse({
      ...items[0],
      perUnit: 0,
      rate: 12.5,
      wastageClass: 'glass',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'perUnit',
      'rate',
      'wastageClass',
    ]);
    const repeated = SeedCatalogueSchema.safeParse({
      version: 1,
      currency: 'TZS',
      items: [items[0], items[0]],
    });
    expect(repeated.error?.issues[0]?.message).toBe('code PRE-PERMIT is repeated');
  });
});
