import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqLines, boqSheets, maps, users } from '../../db/schema';
import { newId } from '../../lib/ids';

export type SheetRow = typeof boqSheets.$inferSelect;
export type LineRow = typeof boqLines.$inferSelect;

/** A sheet with the name of who completed it (coalesced: the account may be gone). */
export interface SheetWithPeople {
  sheet: SheetRow;
  completedByName: string | null;
}

const sheetColumns = { sheet: boqSheets, completedByName: users.name };

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
  labourPercent?: number | null;
  repricedNotice?: boolean;
  bindings?: unknown;
  inputSources?: unknown;
  completedBy?: string | null;
  completedAt?: Date | null;
  notApplicableReason?: string | null;
  frozenRates?: Record<string, number> | null;
  reviewedBy?: string | null;
  reviewedAt?: Date | null;
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
