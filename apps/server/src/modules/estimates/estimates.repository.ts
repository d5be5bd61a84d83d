import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedEstimates } from '../../db/schema';

export type SavedEstimateRow = typeof savedEstimates.$inferSelect;

export async function insertEstimate(
  db: Database,
  row: typeof savedEstimates.$inferInsert,
): Promise<SavedEstimateRow> {
  const [inserted] = await db.insert(savedEstimates).values(row).returning();
  if (!inserted) throw new Error('insert into saved_estimates returned no row');
  return inserted;
}

export async function countOwnEstimates(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedEstimates)
    .where(eq(savedEstimates.ownerId, ownerId));
  return row?.total ?? 0;
}

export async function listOwnEstimates(db: Database, ownerId: string): Promise<SavedEstimateRow[]> {
  return db
    .select()
    .from(savedEstimates)
    .where(eq(savedEstimates.ownerId, ownerId))
    .orderBy(desc(savedEstimates.createdAt), desc(savedEstimates.id));
}

export async function findOwnEstimate(
  db: Database,
  ownerId: string,
  id: string,
): Promise<SavedEstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(savedEstimates)
    .where(and(eq(savedEstimates.id, id), eq(savedEstimates.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function deleteOwnEstimate(
  db: Database,
  ownerId: string,
  id: string,
): Promise<SavedEstimateRow | undefined> {
  const [row] = await db
    .delete(savedEstimates)
    .where(and(eq(savedEstimates.id, id), eq(savedEstimates.ownerId, ownerId)))
    .returning();
  return row;
}

/** Sets (a new hash and date) or clears (nulls) the estimate's one link; answers the row as it now is. */
export async function setShare(
  db: Database,
  ownerId: string,
  id: string,
  share: { tokenHash: string; at: Date } | null,
): Promise<SavedEstimateRow | undefined> {
  const [row] = await db
    .update(savedEstimates)
    .set({ shareTokenHash: share?.tokenHash ?? null, sharedAt: share?.at ?? null })
    .where(and(eq(savedEstimates.id, id), eq(savedEstimates.ownerId, ownerId)))
    .returning();
  return row;
}

export async function findSharedByHash(
  db: Database,
  tokenHash: string,
): Promise<SavedEstimateRow | undefined> {
  const [row] = await db
    .select()
    .from(savedEstimates)
    .where(and(eq(savedEstimates.shareTokenHash, tokenHash), isNotNull(savedEstimates.sharedAt)))
    .limit(1);
  return row;
}
