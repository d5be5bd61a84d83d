import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { CatalogueMaterial, CatalogueQuery, SeedItem } from '@kadirio/domain';
import type { Database } from '../../db/client';
import {
  catalogueItems,
  catalogueMaterialRateChanges,
  catalogueMaterials,
  users,
} from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { likePattern } from '../../lib/like-pattern';

/** An item row with its material's rate: the rate lives on the material (decision 0013). */
export type CatalogueRow = typeof catalogueItems.$inferSelect & { rate: number };
export type CatalogueRowPatch = Partial<
  Omit<typeof catalogueItems.$inferSelect, 'id' | 'code' | 'createdAt' | 'updatedAt' | 'position'>
>;
export type MaterialRow = typeof catalogueMaterials.$inferSelect;

const itemWithRate = { ...getTableColumns(catalogueItems), rate: catalogueMaterials.rate };

function selectItems(db: Database) {
  return db
    .select(itemWithRate)
    .from(catalogueItems)
    .innerJoin(catalogueMaterials, eq(catalogueMaterials.key, catalogueItems.material));
}

/** Which of `codes` the catalogue has, active or withdrawn (items are never deleted). */
export async function existingCodes(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: catalogueItems.code })
    .from(catalogueItems)
    .where(inArray(catalogueItems.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}

export async function insertMaterials(db: Database, materials: readonly CatalogueMaterial[]): Promise<void> {
  if (materials.length === 0) return;
  await db
    .insert(catalogueMaterials)
    .values([...materials])
    .onConflictDoNothing();
}

/** Inserts items (any `rate` they carry is dropped: it is the material's) and answers them with their rate. */
export async function insertItems(
  db: Database,
  items: readonly (SeedItem & { rate?: number })[],
  firstPosition: number,
): Promise<CatalogueRow[]> {
  if (items.length === 0) return [];
  const inserted = await db
    .insert(catalogueItems)
    .values(
      items.map(({ rate: _rate, ...item }, index) => ({
        id: newId(),
        ...item,
        position: firstPosition + index,
      })),
    )
    .returning({ id: catalogueItems.id });
  const rows = await selectItems(db).where(
    inArray(
      catalogueItems.id,
      inserted.map((row) => row.id),
    ),
  );
  return rows.sort((left, right) => left.position - right.position);
}

export async function nextPosition(db: Database): Promise<number> {
  const [row] = await db.select({ value: max(catalogueItems.position) }).from(catalogueItems);
  return (row?.value ?? -1) + 1;
}

export async function listItems(
  db: Database,
  query: CatalogueQuery,
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.trade) conditions.push(eq(catalogueItems.trade, query.trade));
  if (query.include === 'active') conditions.push(eq(catalogueItems.active, true));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(catalogueItems.code, pattern),
      ilike(catalogueItems.description, pattern),
      ilike(catalogueItems.descriptionSw, pattern),
      ilike(catalogueItems.material, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(asc(catalogueItems.position))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(catalogueItems).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function listActiveItems(db: Database): Promise<CatalogueRow[]> {
  return selectItems(db).where(eq(catalogueItems.active, true)).orderBy(asc(catalogueItems.position));
}

export async function listAllItems(db: Database): Promise<CatalogueRow[]> {
  return selectItems(db).orderBy(asc(catalogueItems.position));
}

export async function findItemById(db: Database, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await selectItems(db).where(eq(catalogueItems.id, id)).limit(1);
  return row;
}

export async function findItemsByCodes(db: Database, codes: readonly string[]): Promise<CatalogueRow[]> {
  if (codes.length === 0) return [];
  return selectItems(db).where(inArray(catalogueItems.code, [...codes]));
}

/** Every item (active or not) of a material, in catalogue order: who a rate change moves. */
export async function listItemsOfMaterial(db: Database, material: string): Promise<CatalogueRow[]> {
  return selectItems(db).where(eq(catalogueItems.material, material)).orderBy(asc(catalogueItems.position));
}

export async function updateItem(
  db: Database,
  id: string,
  patch: CatalogueRowPatch,
): Promise<CatalogueRow | undefined> {
  const [saved] = await db
    .update(catalogueItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(catalogueItems.id, id))
    .returning({ id: catalogueItems.id });
  return saved ? findItemById(db, saved.id) : undefined;
}

export async function listMaterials(db: Database): Promise<MaterialRow[]> {
  return db.select().from(catalogueMaterials).orderBy(asc(catalogueMaterials.key));
}

export async function findMaterial(db: Database, key: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(catalogueMaterials).where(eq(catalogueMaterials.key, key)).limit(1);
  return row;
}

export async function setMaterialRate(
  db: Database,
  key: string,
  rate: number,
): Promise<MaterialRow | undefined> {
  const [row] = await db
    .update(catalogueMaterials)
    .set({ rate, updatedAt: new Date() })
    .where(eq(catalogueMaterials.key, key))
    .returning();
  return row;
}

export async function insertRateChange(
  db: Database,
  change: { material: string; oldRate: number; newRate: number; changedBy: string | null; note?: string },
): Promise<void> {
  await db.insert(catalogueMaterialRateChanges).values({ id: newId(), ...change });
}

export async function listRateChanges(db: Database, material: string) {
  return db
    .select({
      id: catalogueMaterialRateChanges.id,
      material: catalogueMaterialRateChanges.material,
      oldRate: catalogueMaterialRateChanges.oldRate,
      newRate: catalogueMaterialRateChanges.newRate,
      changedBy: catalogueMaterialRateChanges.changedBy,
      changedByName: users.name,
      changedAt: catalogueMaterialRateChanges.changedAt,
      note: catalogueMaterialRateChanges.note,
    })
    .from(catalogueMaterialRateChanges)
    .leftJoin(users, eq(users.id, catalogueMaterialRateChanges.changedBy))
    .where(eq(catalogueMaterialRateChanges.material, material))
    .orderBy(desc(catalogueMaterialRateChanges.changedAt), desc(catalogueMaterialRateChanges.id));
}
