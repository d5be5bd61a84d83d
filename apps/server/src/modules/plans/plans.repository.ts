import { and, asc, count, desc, eq, exists, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { MapCommentField, MapStatus, OwnerContact } from '@kadirio/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { mapDrawings, maps, mapTransitions, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type MapRow = typeof maps.$inferSelect;
export type DrawingRow = typeof mapDrawings.$inferSelect;
export type TransitionRow = typeof mapTransitions.$inferSelect;

/** A map with its owner's contact details (shown only to some roles; the service decides). */
export interface MapWithOwner {
  map: MapRow;
  owner: OwnerContact;
}

export interface NewMap {
  ownerId: string;
  title: string;
  region: string;
  district: string;
  ward: string;
  startConstruction: string;
  description: string;
  floors: number | null;
  bedrooms: number | null;
  plinthArea: number | null;
}

export interface MapPatch {
  title?: string;
  region?: string;
  district?: string;
  ward?: string;
  startConstruction?: string;
  description?: string;
  floors?: number | null;
  bedrooms?: number | null;
  plinthArea?: number | null;
}

export interface NewDrawing {
  id: string;
  mapId: string;
  storedName: string;
  originalName: string;
  size: number;
  sha256: string;
  position: number;
  createdAt: Date;
}

export interface TransitionWrite {
  mapId: string;
  from: MapStatus;
  to: MapStatus;
  commentField: MapCommentField | undefined;
  comment: string | null;
  byUserId: string;
  at: Date;
}

export interface MapListFilter {
  ownerId?: string | undefined;
  status?: MapStatus | undefined;
  /** Leave out drafts (maps without drawings): the checker queues never show them. */
  withDrawingsOnly: boolean;
}

const ownerColumns = { name: users.name, email: users.email, phone: users.phone };

/** The actor's name as it is now, kept on the record (coalesced: the account may be gone). */
const nameOf = (userId: string) =>
  sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${userId}), '')`;

export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export async function insertMap(db: Database, values: NewMap, at: Date): Promise<MapRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(maps)
      .values({ id: newId(), ...values, status: 'typecheck', queuedAt: at, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert into maps returned no row');
    await tx.insert(mapTransitions).values({
      id: newId(),
      mapId: row.id,
      fromStatus: null,
      toStatus: 'typecheck',
      byUserId: values.ownerId,
      byName: nameOf(values.ownerId),
      comment: null,
      at,
    });
    return row;
  });
}

/** A map with its owner, its drawings in their order and its history, oldest first. */
export interface MapDetail extends MapWithOwner {
  drawings: DrawingRow[];
  transitions: TransitionRow[];
}

/** A timestamp as milliseconds since 1970 inside JSON, cut to the millisecond as a driver's Date is. */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;

interface DrawingJson extends Omit<DrawingRow, 'createdAt'> {
  createdAt: number;
}
interface TransitionJson extends Omit<TransitionRow, 'at'> {
  at: number;
}

/** The map's drawings as one JSON array, in the order `listDrawings` answers them. */
const drawingsOfMap = sql<DrawingRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${mapDrawings.id}, 'mapId', ${mapDrawings.mapId}, 'storedName', ${mapDrawings.storedName},
    'originalName', ${mapDrawings.originalName}, 'size', ${mapDrawings.size}, 'sha256', ${mapDrawings.sha256},
    'position', ${mapDrawings.position}, 'createdAt', ${epochMs(mapDrawings.createdAt)}
  ) order by ${mapDrawings.position}), '[]'::json)
  from ${mapDrawings} where ${mapDrawings.mapId} = ${maps.id}
)`.mapWith((value: DrawingJson[]) => value.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })));

/** The map's transitions as one JSON array, in the order `listTransitions` answers them. */
const transitionsOfMap = sql<TransitionRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${mapTransitions.id}, 'mapId', ${mapTransitions.mapId}, 'fromStatus', ${mapTransitions.fromStatus},
    'toStatus', ${mapTransitions.toStatus}, 'byUserId', ${mapTransitions.byUserId}, 'byName', ${mapTransitions.byName},
    'comment', ${mapTransitions.comment}, 'at', ${epochMs(mapTransitions.at)}
  ) order by ${mapTransitions.at}, ${mapTransitions.id}), '[]'::json)
  from ${mapTransitions} where ${mapTransitions.mapId} = ${maps.id}
)`.mapWith((value: TransitionJson[]) => value.map((row) => ({ ...row, at: new Date(row.at) })));

function prepareFindMapDetail(db: Database) {
  return db
    .select({ map: maps, owner: ownerColumns, drawings: drawingsOfMap, transitions: transitionsOfMap })
    .from(maps)
    .innerJoin(users, eq(users.id, maps.ownerId))
    .where(eq(maps.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_map_detail');
}

/** Built once per database handle: a map read is the hottest signed-in query. */
const findMapDetailStatements = new WeakMap<Database, ReturnType<typeof prepareFindMapDetail>>();

/**
 * A map with its owner, drawings and history in one query (one round trip, and on PGlite one
 * turn of its single-query queue instead of three).
 */
export async function findMapDetail(db: Database, id: string): Promise<MapDetail | undefined> {
  let statement = findMapDetailStatements.get(db);
  if (!statement) {
    statement = prepareFindMapDetail(db);
    findMapDetailStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/** Reads a map and locks its row until the transaction ends, so uploads to one map queue up. */
export async function lockMap(tx: Database, id: string): Promise<MapRow | undefined> {
  const [row] = await tx.select().from(maps).where(eq(maps.id, id)).for('update');
  return row;
}

function listConditions(filter: MapListFilter, db: Database): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerId) conditions.push(eq(maps.ownerId, filter.ownerId));
  if (filter.status) conditions.push(eq(maps.status, filter.status));
  if (filter.withDrawingsOnly) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(mapDrawings)
          .where(eq(mapDrawings.mapId, maps.id)),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listMaps(
  db: Database,
  filter: MapListFilter,
  page: { page: number; limit: number; order: 'oldestQueued' | 'newest' },
): Promise<{ rows: MapWithOwner[]; total: number }> {
  const where = listConditions(filter, db);
  const order =
    page.order === 'oldestQueued'
      ? [asc(maps.queuedAt), asc(maps.createdAt), asc(maps.id)]
      : [desc(maps.createdAt), desc(maps.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ map: maps, owner: ownerColumns })
      .from(maps)
      .innerJoin(users, eq(users.id, maps.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ value: count() }).from(maps).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function countMaps(db: Database, filter: MapListFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(maps).where(listConditions(filter, db));
  return row?.value ?? 0;
}

export async function updateMap(db: Database, id: string, patch: MapPatch, at: Date): Promise<boolean> {
  const rows = await db
    .update(maps)
    .set({ ...patch, updatedAt: at })
    .where(eq(maps.id, id))
    .returning({ id: maps.id });
  return rows.length > 0;
}

/**
 * Moves a map from the status it was read in, with its record, in one transaction. Answers
 * false when the map is no longer in `from` (someone moved it meanwhile): nothing is written.
 */
export async function applyTransition(db: Database, move: TransitionWrite): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(maps)
      .set({
        status: move.to,
        queuedAt: move.at,
        updatedAt: move.at,
        ...(move.commentField ? { [move.commentField]: move.comment } : {}),
      })
      .where(and(eq(maps.id, move.mapId), eq(maps.status, move.from)))
      .returning({ id: maps.id });
    if (moved.length === 0) return false;
    await tx.insert(mapTransitions).values({
      id: newId(),
      mapId: move.mapId,
      fromStatus: move.from,
      toStatus: move.to,
      byUserId: move.byUserId,
      byName: nameOf(move.byUserId),
      comment: move.comment,
      at: move.at,
    });
    return true;
  });
}

/** Deletes a map (its drawings and history go with it) and answers its drawings' stored names. */
export async function deleteMap(db: Database, id: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockMap(tx, id))) return undefined;
    const files = await tx
      .select({ storedName: mapDrawings.storedName })
      .from(mapDrawings)
      .where(eq(mapDrawings.mapId, id));
    await tx.delete(maps).where(eq(maps.id, id));
    return files.map((file) => file.storedName);
  });
}

/** The stored names of every drawing on an owner's maps (their files outlive the rows otherwise). */
export async function listStoredNamesOfOwner(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ storedName: mapDrawings.storedName })
    .from(mapDrawings)
    .innerJoin(maps, eq(maps.id, mapDrawings.mapId))
    .where(eq(maps.ownerId, ownerId));
  return rows.map((row) => row.storedName);
}

export async function listDrawings(db: Database, mapIds: string[]): Promise<DrawingRow[]> {
  if (mapIds.length === 0) return [];
  return db
    .select()
    .from(mapDrawings)
    .where(inArray(mapDrawings.mapId, mapIds))
    .orderBy(asc(mapDrawings.mapId), asc(mapDrawings.position));
}

export async function listTransitions(db: Database, mapIds: string[]): Promise<TransitionRow[]> {
  if (mapIds.length === 0) return [];
  return db
    .select()
    .from(mapTransitions)
    .where(inArray(mapTransitions.mapId, mapIds))
    .orderBy(asc(mapTransitions.at), asc(mapTransitions.id));
}

/** How many drawings a map holds, and the position the next one takes. */
export async function drawingTally(
  db: Database,
  mapId: string,
): Promise<{ count: number; nextPosition: number }> {
  const [row] = await db
    .select({ value: count(), last: max(mapDrawings.position) })
    .from(mapDrawings)
    .where(eq(mapDrawings.mapId, mapId));
  return { count: row?.value ?? 0, nextPosition: (row?.last ?? -1) + 1 };
}

export async function insertDrawings(db: Database, drawings: NewDrawing[]): Promise<DrawingRow[]> {
  if (drawings.length === 0) return [];
  return db.insert(mapDrawings).values(drawings).returning();
}

export async function findDrawing(
  db: Database,
  mapId: string,
  drawingId: string,
): Promise<DrawingRow | undefined> {
  const [row] = await db
    .select()
    .from(mapDrawings)
    .where(and(eq(mapDrawings.id, drawingId), eq(mapDrawings.mapId, mapId)))
    .limit(1);
  return row;
}

export async function deleteDrawing(db: Database, mapId: string, drawingId: string): Promise<boolean> {
  const rows = await db
    .delete(mapDrawings)
    .where(and(eq(mapDrawings.id, drawingId), eq(mapDrawings.mapId, mapId)))
    .returning({ id: mapDrawings.id });
  return rows.length > 0;
}

/** Marks a change of the map's drawings; `queuedAt` too when a draft has just been submitted. */
export async function touchMap(db: Database, mapId: string, at: Date, requeue: boolean): Promise<void> {
  await db
    .update(maps)
    .set(requeue ? { updatedAt: at, queuedAt: at } : { updatedAt: at })
    .where(eq(maps.id, mapId));
}
