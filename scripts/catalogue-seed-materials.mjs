#!/usr/bin/env node
/**
 * Converts catalogue seed items written in the revision-1 format (each item with its own `rate`)
 * to the revision-2 format (docs/decisions/0013-rates-per-material.md): the rate moves to the
 * item's material in `materials`, and the item keeps everything else.
 *
 *   node scripts/catalogue-seed-materials.mjs [path/to/catalogue.seed.json]
 *
 * For each item that still has a `rate`: when its material is not yet in `materials`, the
 * material is added with the item's unit, rate and descriptions; when it is, the item's unit must
 * equal the material's, and a different rate is reported (the material's rate stands). The
 * `rate` field is then removed from the item. Running it on a converted seed changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = process.argv[2] ?? 'packages/domain/src/catalogue/catalogue.seed.json';
const seed = JSON.parse(readFileSync(path, 'utf8'));
const materials = seed.materials ?? [];
const byKey = new Map(materials.map((material) => [material.key, material]));
const problems = [];

seed.items = seed.items.map((item) => {
  if (item.rate === undefined) return item;
  const { rate, ...rest } = item;
  const known = byKey.get(item.material);
  if (!known) {
    const material = {
      key: item.material,
      unit: item.unit,
      rate,
      description: item.description,
      descriptionSw: item.descriptionSw,
    };
    materials.push(material);
    byKey.set(material.key, material);
  } else {
    if (known.unit !== item.unit)
      problems.push(`${item.code}: unit ${item.unit} ≠ ${known.key}'s ${known.unit}`);
    if (known.rate !== rate)
      console.warn(`${item.code}: rate ${rate} differs; ${known.key} keeps ${known.rate}`);
  }
  return rest;
});

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const { items, ...head } = seed;
writeFileSync(path, `${JSON.stringify({ ...head, version: 2, materials, items }, null, 2)}\n`);
console.info(`${path}: ${materials.length} materials, ${items.length} items`);
