import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { CatalogueItem, CatalogueQuery } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { catalogueItems, catalogueRateChanges, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { likePattern } from '../../lib/like-pattern';

export type CatalogueRow = typeof catalogueItems.$inferSelect;
export type CatalogueRowPatch = Partial<
  Omit<CatalogueRow, 'id' | 'code' | 'createdAt' | 'updatedAt' | 'position'>
>;

export async function countItems(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(catalogueItems);
  return row?.value ?? 0;
}

export async function insertItems(
  db: Database,
  items: readonly CatalogueItem[],
  firstPosition: number,
): Promise<CatalogueRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(catalogueItems)
    .values(items.map((item, index) => ({ id: newId(), ...item, position: firstPosition + index })))
    .returning();
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
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(catalogueItems)
      .where(where)
      .orderBy(asc(catalogueItems.position))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(catalogueItems).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function listActiveItems(db: Database): Promise<CatalogueRow[]> {
  return db
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.active, true))
    .orderBy(asc(catalogueItems.position));
}

export async function findItemById(db: Database, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id)).limit(1);
  return row;
}

export async function findItemsByCodes(db: Database, codes: readonly string[]): Promise<CatalogueRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(catalogueItems)
    .where(inArray(catalogueItems.code, [...codes]));
}

export async function updateItem(
  db: Database,
  id: string,
  patch: CatalogueRowPatch,
): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .update(catalogueItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(catalogueItems.id, id))
    .returning();
  return row;
}

export async function insertRateChange(
  db: Database,
  change: { itemId: string; oldRate: number; newRate: number; changedBy: string },
): Promise<void> {
  await db.insert(catalogueRateChanges).values({ id: newId(), ...change });
}

export async function listRateChanges(db: Database, itemId: string) {
  return db
    .select({
      id: catalogueRateChanges.id,
      itemId: catalogueRateChanges.itemId,
      oldRate: catalogueRateChanges.oldRate,
      newRate: catalogueRateChanges.newRate,
      changedBy: catalogueRateChanges.changedBy,
      changedByName: users.name,
      changedAt: catalogueRateChanges.changedAt,
    })
    .from(catalogueRateChanges)
    .leftJoin(users, eq(users.id, catalogueRateChanges.changedBy))
    .where(eq(catalogueRateChanges.itemId, itemId))
    .orderBy(desc(catalogueRateChanges.changedAt), desc(catalogueRateChanges.id));
}
