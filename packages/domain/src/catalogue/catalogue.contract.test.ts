import { describe, expect, it } from 'vitest';
import {
  CatalogueItemSchema,
  parseSeedCatalogue,
  parseSeedMaterials,
  SeedCatalogueSchema,
  WASTAGE_CLASSES,
} from './catalogue.contract';

describe('seed catalogue', () => {
  const items = parseSeedCatalogue();

  it('holds the 270 items of every trade, with unique codes', () => {
    expect(items).toHaveLength(270);
    expect(new Set(items.map((item) => item.code)).size).toBe(270);
    expect(items[0]).toMatchObject({ code: 'PRE-PERMIT', trade: 'pre', rate: 500000, wastageClass: null });
  });

  it('uses every wastage class and no other', () => {
    const classes = new Set(items.map((item) => item.wastageClass).filter((value) => value !== null));
    expect([...classes].sort()).toEqual([...WASTAGE_CLASSES].sort());
  });

  it('keeps one unit per material, and one pack size per base unit, so the shopping list can add them', () => {
    const byMaterial = new Map<string, string>();
    for (const item of items) {
      // PRE-TIMBER-2X2 counts pieces and ROF-TIMBER-2X2 measures metres: both buy 12 ft pieces.
      const shape = `${item.material}: ${item.unit} of ${item.perUnit} ${item.baseUnit}`;
      const key = `${item.material}/${item.baseUnit}`;
      expect(byMaterial.get(key) ?? shape, item.code).toBe(shape);
      byMaterial.set(key, shape);
    }
    const materials = new Map(parseSeedMaterials().map((material) => [material.key, material]));
    for (const item of items) expect(item.unit, item.code).toBe(materials.get(item.material)?.unit);
  });

  // Source: docs/takeoff.md, "Revision 2 — pricing", "One rate per material" (decision 0013).
  it('gives every item its material’s one rate: merged materials, split plaster sand', () => {
    const materials = parseSeedMaterials();
    const used = new Set(items.map((item) => item.material));
    expect(materials.filter((material) => !used.has(material.key))).toEqual([]);
    const rateOf = (code: string) => items.find((item) => item.code === code)?.rate;
    const materialOf = (code: string) => items.find((item) => item.code === code)?.material;
    // Septic sand is sand: one 18 t trip at 450 000, like every other trade's sand.
    expect([materialOf('SEP-SAND'), rateOf('SEP-SAND')]).toEqual(['sand-trip-18t', 450000]);
    // timber-2x2-12ft and timber-2x2-ft are one timber, priced per 12 ft piece.
    expect(new Set(['PRE-TIMBER-2X2', 'ROF-TIMBER-2X2', 'BRI-TIMBER-2X2'].map(materialOf))).toEqual(
      new Set(['timber-2x2-12ft']),
    );
    expect(materials.some((material) => material.key === 'timber-2x2-ft')).toBe(false);
    // Plaster sand ("mchanga laini") is bought apart from concrete sand.
    expect(materialOf('PLS-SAND')).toBe('plaster-sand-trip-18t');
    expect(materialOf('WAL-SAND')).toBe('sand-trip-18t');
    for (const item of items) {
      expect(item.rate, item.code).toBe(materials.find((material) => material.key === item.material)?.rate);
    }
  });

  it('refuses a bad item, naming the field', () => {
    const result = CatalogueItemSchema.safeParse({
      ...items[0],
      perUnit: 0,
      rate: 12.5,
      wastageClass: 'glass',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'perUnit',
      'rate',
      'wastageClass',
    ]);
    const { rate: _rate, ...seedItem } = items[0] ?? { rate: 0 };
    const permit = {
      key: 'service-permit',
      unit: 'item',
      rate: 500000,
      description: 'Permit',
      descriptionSw: 'Kibali',
    };
    const repeated = SeedCatalogueSchema.safeParse({
      version: 2,
      currency: 'TZS',
      materials: [permit],
      items: [seedItem, seedItem],
    });
    expect(repeated.error?.issues[0]?.message).toBe('code PRE-PERMIT is repeated');
    const orphan = SeedCatalogueSchema.safeParse({
      version: 2,
      currency: 'TZS',
      materials: [],
      items: [seedItem],
    });
    expect(orphan.error?.issues[0]?.message).toBe('PRE-PERMIT: no material service-permit');
    const revisionOne = SeedCatalogueSchema.safeParse({
      version: 1,
      currency: 'TZS',
      materials: [],
      items: [],
    });
    expect(revisionOne.error?.issues[0]?.message).toBe('the seed must be version 2 (rates per material)');
  });
});
