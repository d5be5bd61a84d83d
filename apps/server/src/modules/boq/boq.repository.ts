import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  boqLines,
  boqRevisions,
  boqSettings,
  boqSheets,
  mapNotifications,
  maps,
  users,
} from '../../db/schema';
import { newId } from '../../lib/ids';

export type SheetRow = typeof boqSheets.$inferSelect;
export type LineRow = typeof boqLines.$inferSelect;
export type RevisionRow = typeof boqRevisions.$inferSelect;
export type NotificationRow = typeof mapNotifications.$inferSelect;
export type SettingsRow = typeof boqSettings.$inferSelect;

/** A sheet with the name of who completed it (coalesced: the account may be gone). */
export interface SheetWithPeople {
  sheet: SheetRow;
  completedByName: string | null;
}

export interface MapFacts {
  id: string;
  /** The newest issued revision, null before the first issue. */
  latestRevision: number | null;
  ownerId: string;
  ownerName: string;
  title: string;
  status: string;
  region: string;
  district: string;
  ward: string;
  plinthArea: number | null;
  /** The map's own contingency and VAT; null while the defaults apply. */
  settings: Pick<SettingsRow, 'contingencyPercent' | 'vatPercent' | 'version' | 'updatedAt'> | null;
}

const mapFactColumns = {
  id: maps.id,
  ownerId: maps.ownerId,
  ownerName: users.name,
  title: maps.title,
  status: maps.status,
  region: maps.region,
  district: maps.district,
  ward: maps.ward,
  plinthArea: maps.plinthArea,
  latestRevision: sql<
    number | null
  >`(select max(${boqRevisions.revision}) from ${boqRevisions} where ${boqRevisions.mapId} = ${maps.id})`,
};

const sheetColumns = { sheet: boqSheets, completedByName: users.name };

export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** The map with its BOQ settings, in one query (every BOQ route starts here). */
export async function findMapFacts(db: Database, id: string): Promise<MapFacts | undefined> {
  const [row] = await db
    .select({
      ...mapFactColumns,
      contingencyPercent: boqSettings.contingencyPercent,
      vatPercent: boqSettings.vatPercent,
      settingsVersion: boqSettings.version,
      settingsUpdatedAt: boqSettings.updatedAt,
    })
    .from(maps)
    .innerJoin(users, eq(users.id, maps.ownerId))
    .leftJoin(boqSettings, eq(boqSettings.mapId, maps.id))
    .where(eq(maps.id, id))
    .limit(1);
  if (!row) return undefined;
  const { contingencyPercent, vatPercent, settingsVersion, settingsUpdatedAt, ...facts } = row;
  return {
    ...facts,
    latestRevision: facts.latestRevision === null ? null : Number(facts.latestRevision),
    settings:
      contingencyPercent === null ||
      vatPercent === null ||
      settingsVersion === null ||
      settingsUpdatedAt === null
        ? null
        : { contingencyPercent, vatPercent, version: settingsVersion, updatedAt: settingsUpdatedAt },
  };
}

/**
 * Writes a map's contingency and VAT if they are still at `version` (0: nobody changed the
 * defaults yet, so the row is inserted). Under concurrency the second writer gets nothing (→ 409).
 */
export async function setSettingsIf(
  db: Database,
  mapId: string,
  version: number,
  values: { contingencyPercent: number; vatPercent: number; updatedBy: string },
  at: Date,
): Promise<SettingsRow | undefined> {
  if (version === 0) {
    const [row] = await db
      .insert(boqSettings)
      .values({ mapId, ...values, version: 1, updatedAt: at })
      .onConflictDoNothing({ target: boqSettings.mapId })
      .returning();
    return row;
  }
  const [row] = await db
    .update(boqSettings)
    .set({ ...values, version: sql`${boqSettings.version} + 1`, updatedAt: at })
    .where(and(eq(boqSettings.mapId, mapId), eq(boqSettings.version, version)))
    .returning();
  return row;
}

export async function listSheets(db: Database, mapId: string): Promise<SheetWithPeople[]> {
  return db
    .select(sheetColumns)
    .from(boqSheets)
    .leftJoin(users, eq(users.id, boqSheets.completedBy))
    .where(eq(boqSheets.mapId, mapId));
}

/** The trade and status of every sheet the map has (the workspace's sidebar); no lines, no inputs. */
export async function listSheetStatuses(
  db: Database,
  mapId: string,
): Promise<{ trade: string; status: string }[]> {
  return db
    .select({ trade: boqSheets.trade, status: boqSheets.status })
    .from(boqSheets)
    .where(eq(boqSheets.mapId, mapId));
}

export async function findSheet(
  db: Database,
  mapId: string,
  trade: string,
): Promise<SheetWithPeople | undefined> {
  const [row] = await db
    .select(sheetColumns)
    .from(boqSheets)
    .leftJoin(users, eq(users.id, boqSheets.completedBy))
    .where(and(eq(boqSheets.mapId, mapId), eq(boqSheets.trade, trade)))
    .limit(1);
  return row;
}

export async function findSheetById(db: Database, id: string): Promise<SheetWithPeople | undefined> {
  const [row] = await db
    .select(sheetColumns)
    .from(boqSheets)
    .leftJoin(users, eq(users.id, boqSheets.completedBy))
    .where(eq(boqSheets.id, id))
    .limit(1);
  return row;
}

/** The sheets of `trades` on maps in `status` (all maps when null), with their map's title, newest first. */
export async function listSheetsOfTrades(
  db: Database,
  trades: readonly string[],
  status: string | null,
): Promise<(SheetWithPeople & { mapTitle: string })[]> {
  const conditions = [inArray(boqSheets.trade, [...trades])];
  if (status !== null) conditions.push(eq(maps.status, status));
  return db
    .select({ ...sheetColumns, mapTitle: maps.title })
    .from(boqSheets)
    .innerJoin(maps, eq(maps.id, boqSheets.mapId))
    .leftJoin(users, eq(users.id, boqSheets.completedBy))
    .where(and(...conditions))
    .orderBy(desc(boqSheets.updatedAt))
    .limit(500);
}

export interface NewSheet {
  trade: string;
  inputs: unknown;
  lines: Omit<LineRow, 'sheetId'>[];
}

/** Inserts the sheets that do not exist yet (a concurrent opener may have made some); returns how many. */
export async function insertSheets(
  tx: Database,
  mapId: string,
  sheets: readonly NewSheet[],
  at: Date,
): Promise<number> {
  if (sheets.length === 0) return 0;
  const inserted = await tx
    .insert(boqSheets)
    .values(
      sheets.map((sheet) => ({
        id: newId(),
        mapId,
        trade: sheet.trade,
        inputs: sheet.inputs,
        overrides: {},
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: boqSheets.id, trade: boqSheets.trade });
  const lines = inserted.flatMap(({ id, trade }) =>
    (sheets.find((sheet) => sheet.trade === trade)?.lines ?? []).map((line) => ({ ...line, sheetId: id })),
  );
  if (lines.length > 0) await tx.insert(boqLines).values(lines);
  return inserted.length;
}

/** Every line of every sheet of a map, without first reading the sheet ids. */
export async function listLinesOfMap(db: Database, mapId: string): Promise<LineRow[]> {
  return db
    .select({
      sheetId: boqLines.sheetId,
      code: boqLines.code,
      position: boqLines.position,
      calculatorBaseQuantity: boqLines.calculatorBaseQuantity,
      manualQuantity: boqLines.manualQuantity,
      derivation: boqLines.derivation,
    })
    .from(boqLines)
    .innerJoin(boqSheets, eq(boqSheets.id, boqLines.sheetId))
    .where(eq(boqSheets.mapId, mapId))
    .orderBy(boqLines.sheetId, boqLines.position);
}

export async function listLines(db: Database, sheetIds: readonly string[]): Promise<LineRow[]> {
  if (sheetIds.length === 0) return [];
  return db
    .select()
    .from(boqLines)
    .where(inArray(boqLines.sheetId, [...sheetIds]))
    .orderBy(boqLines.sheetId, boqLines.position);
}

export interface SheetPatch {
  status?: string;
  inputs?: unknown;
  overrides?: unknown;
  labourPercent?: number;
  completedBy?: string | null;
  completedAt?: Date | null;
}

/**
 * Writes `patch` and bumps the version only if the sheet is still at `version` and in `status`:
 * under concurrency the second writer's row no longer matches and gets nothing back (→ 409).
 */
export async function updateSheetIf(
  tx: Database,
  id: string,
  expected: { version: number; status: string },
  patch: SheetPatch,
  at: Date,
): Promise<SheetRow | undefined> {
  const [row] = await tx
    .update(boqSheets)
    .set({ ...patch, version: sql`${boqSheets.version} + 1`, updatedAt: at })
    .where(
      and(
        eq(boqSheets.id, id),
        eq(boqSheets.version, expected.version),
        eq(boqSheets.status, expected.status),
      ),
    )
    .returning();
  return row;
}

export async function replaceLines(
  tx: Database,
  sheetId: string,
  lines: Omit<LineRow, 'sheetId'>[],
): Promise<void> {
  await tx.delete(boqLines).where(eq(boqLines.sheetId, sheetId));
  if (lines.length > 0) await tx.insert(boqLines).values(lines.map((line) => ({ ...line, sheetId })));
}

/** Replaces the lines of several sheets in two statements (the house fill writes all 28). */
export async function replaceLinesOfSheets(
  tx: Database,
  linesBySheet: ReadonlyMap<string, Omit<LineRow, 'sheetId'>[]>,
): Promise<void> {
  const sheetIds = [...linesBySheet.keys()];
  if (sheetIds.length === 0) return;
  await tx.delete(boqLines).where(inArray(boqLines.sheetId, sheetIds));
  const rows = [...linesBySheet].flatMap(([sheetId, lines]) => lines.map((line) => ({ ...line, sheetId })));
  if (rows.length > 0) await tx.insert(boqLines).values(rows);
}

export async function deleteSheet(db: Database, id: string, status: string): Promise<boolean> {
  const deleted = await db
    .delete(boqSheets)
    .where(and(eq(boqSheets.id, id), eq(boqSheets.status, status)))
    .returning({ id: boqSheets.id });
  return deleted.length > 0;
}

export async function latestRevision(db: Database, mapId: string): Promise<number | null> {
  const [row] = await db
    .select({ revision: max(boqRevisions.revision) })
    .from(boqRevisions)
    .where(eq(boqRevisions.mapId, mapId));
  return row?.revision ?? null;
}

export async function insertRevision(
  tx: Database,
  values: {
    mapId: string;
    revision: number;
    issuedAt: Date;
    issuedBy: string;
    grandTotal: number;
    snapshot: unknown;
  },
): Promise<void> {
  await tx.insert(boqRevisions).values({ id: newId(), ...values });
}

export async function listRevisions(db: Database, mapId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(boqRevisions)
    .where(eq(boqRevisions.mapId, mapId))
    .orderBy(desc(boqRevisions.revision));
}

export async function findRevision(
  db: Database,
  mapId: string,
  revision: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(boqRevisions)
    .where(and(eq(boqRevisions.mapId, mapId), eq(boqRevisions.revision, revision)))
    .limit(1);
  return row;
}

export async function insertNotification(
  tx: Database,
  values: {
    mapId: string;
    userId: string;
    kind: string;
    revision: number | null;
    message: string;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(mapNotifications).values({ id: newId(), ...values });
}

export async function listNotifications(
  db: Database,
  mapId: string,
  userId: string,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(mapNotifications)
    .where(and(eq(mapNotifications.mapId, mapId), eq(mapNotifications.userId, userId)))
    .orderBy(desc(mapNotifications.createdAt));
}

export async function markNotificationsRead(
  db: Database,
  mapId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .update(mapNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(mapNotifications.mapId, mapId),
        eq(mapNotifications.userId, userId),
        isNull(mapNotifications.readAt),
      ),
    );
}

export interface BoqMapRow extends Omit<MapFacts, 'settings'> {
  completedSheets: number;
  lastEditedAt: Date | null;
}

/** `successful` maps, most recently accepted first, with their sheet progress: one query for the page. */
export async function listBoqMaps(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: BoqMapRow[]; total: number }> {
  const completed = sql<number>`(select count(*) from ${boqSheets} where ${boqSheets.mapId} = ${maps.id} and ${boqSheets.status} = 'completed')`;
  const edited = sql<Date | null>`(select max(${boqSheets.updatedAt}) from ${boqSheets} where ${boqSheets.mapId} = ${maps.id})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...mapFactColumns,
        completedSheets: completed,
        lastEditedAt: edited,
      })
      .from(maps)
      .innerJoin(users, eq(users.id, maps.ownerId))
      .where(eq(maps.status, 'successful'))
      .orderBy(desc(maps.queuedAt), desc(maps.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)` })
      .from(maps)
      .where(eq(maps.status, 'successful')),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      completedSheets: Number(row.completedSheets),
      latestRevision: row.latestRevision === null ? null : Number(row.latestRevision),
      lastEditedAt: row.lastEditedAt === null ? null : new Date(row.lastEditedAt),
    })),
    total: Number(count?.total ?? 0),
  };
}

export async function findUserName(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? '';
}
