import type { CatalogueMaterial, SeedItem } from '@kadirio/domain';
import type { Database } from '../../db/client';
import * as repository from './catalogue.repository';

/**
 * Loads the seed into the catalogue: all of it into an empty one; into one in use, only the items
 * whose code it has never had (a new trade's items after an upgrade, as revision 2 of
 * docs/takeoff.md brought), placed after the catalogue's own. Materials it has keep their rates;
 * items it has, even withdrawn ones (items are never deleted), stay as the price setters made them.
 * Answers how many items were added.
 */
export async function addNewSeedItems(
  db: Database,
  materials: readonly CatalogueMaterial[],
  items: readonly SeedItem[],
): Promise<number> {
  const rows = await db.transaction(async (tx) => {
    const known = await repository.existingCodes(
      tx,
      items.map((item) => item.code),
    );
    const missing = items.filter((item) => !known.has(item.code));
    if (missing.length === 0) return [];
    // Only the seed's new materials go in: one the catalogue has keeps its rate.
    await repository.insertMaterials(tx, materials);
    return repository.insertItems(tx, missing, await repository.nextPosition(tx));
  });
  return rows.length;
}
