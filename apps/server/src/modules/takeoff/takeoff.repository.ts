import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawingPageScales, measurements, users } from '../../db/schema';

export type MeasurementRow = typeof measurements.$inferSelect;
export type NewMeasurementRow = typeof measurements.$inferInsert;
export type PageScaleRow = typeof drawingPageScales.$inferSelect;
export type NewPageScaleRow = typeof drawingPageScales.$inferInsert;

/** The actor's name as it is now, kept on the record (coalesced: the account may be gone). */
export const nameOf = (userId: string) =>
  sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${userId}), '')`;

export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** The register's order: drawing, page, then name. */
export async function listOfMap(db: Database, mapId: string): Promise<MeasurementRow[]> {
  return db
    .select()
    .from(measurements)
    .where(eq(measurements.mapId, mapId))
    .orderBy(asc(measurements.drawingId), asc(measurements.page), asc(measurements.name));
}

export async function findOne(db: Database, mapId: string, id: string): Promise<MeasurementRow | undefined> {
  const [row] = await db
    .select()
    .from(measurements)
    .where(and(eq(measurements.mapId, mapId), eq(measurements.id, id)))
    .limit(1);
  return row;
}

export async function listOfPage(db: Database, drawingId: string, page: number): Promise<MeasurementRow[]> {
  return db
    .select()
    .from(measurements)
    .where(and(eq(measurements.drawingId, drawingId), eq(measurements.page, page)));
}

export async function insert(
  db: Database,
  row: Omit<NewMeasurementRow, 'createdBy' | 'createdByName' | 'updatedByName'>,
  actorId: string,
): Promise<MeasurementRow> {
  const [inserted] = await db
    .insert(measurements)
    .values({ ...row, createdBy: actorId, createdByName: nameOf(actorId), updatedByName: nameOf(actorId) })
    .returning();
  if (!inserted) throw new Error('inserting a measurement returned no row');
  return inserted;
}

export type MeasurementPatch = Partial<
  Pick<
    MeasurementRow,
    | 'drawingId'
    | 'page'
    | 'kind'
    | 'name'
    | 'key'
    | 'groupName'
    | 'colour'
    | 'geometry'
    | 'scale'
    | 'value'
    | 'unit'
    | 'counts'
  >
>;

/** Writes `patch` and bumps the version only if the row is still at `version` (else undefined → 409). */
export async function updateIf(
  db: Database,
  id: string,
  version: number,
  patch: MeasurementPatch,
  actorId: string,
  at: Date,
): Promise<MeasurementRow | undefined> {
  const [row] = await db
    .update(measurements)
    .set({
      ...patch,
      version: sql`${measurements.version} + 1`,
      updatedByName: nameOf(actorId),
      updatedAt: at,
    })
    .where(and(eq(measurements.id, id), eq(measurements.version, version)))
    .returning();
  return row;
}

export async function remove(db: Database, mapId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(measurements)
    .where(and(eq(measurements.mapId, mapId), eq(measurements.id, id)))
    .returning({ id: measurements.id });
  return deleted.length > 0;
}

export async function listScales(db: Database, drawingId: string, page?: number): Promise<PageScaleRow[]> {
  const conditions = [eq(drawingPageScales.drawingId, drawingId)];
  if (page !== undefined) conditions.push(eq(drawingPageScales.page, page));
  return db
    .select()
    .from(drawingPageScales)
    .where(and(...conditions))
    .orderBy(asc(drawingPageScales.page), asc(drawingPageScales.setAt), asc(drawingPageScales.id));
}

/** Replaces every scale of one page. */
export async function replacePageScales(
  tx: Database,
  drawingId: string,
  page: number,
  rows: readonly Omit<NewPageScaleRow, 'setByName'>[],
  actorId: string,
): Promise<void> {
  await tx
    .delete(drawingPageScales)
    .where(and(eq(drawingPageScales.drawingId, drawingId), eq(drawingPageScales.page, page)));
  if (rows.length > 0) {
    await tx.insert(drawingPageScales).values(rows.map((row) => ({ ...row, setByName: nameOf(actorId) })));
  }
}
