import { and, desc, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { DEFAULT_BOQ_PERCENTAGES, type Language } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { boqLines, boqRevisions, boqSettings, boqSheets, maps, users } from '../../db/schema';

/*
 * The maps a BOQ belongs to: their facts and contingency and VAT, the list awaiting a BOQ, and
 * the transaction every BOQ write runs in. Sheets and revisions have their own repositories.
 */

export type SettingsRow = typeof boqSettings.$inferSelect;
export type BoqSettingsValues = Omit<SettingsRow, 'mapId' | 'updatedBy'>;
/** What a settings write may change (a partial write keeps the rest). */
export type BoqSettingsPatch = Partial<Omit<SettingsRow, 'mapId' | 'version' | 'updatedAt'>> & {
  updatedBy: string;
};

const settingsColumns = {
  contingencyPercent: boqSettings.contingencyPercent,
  vatPercent: boqSettings.vatPercent,
  ratesIncludeVat: boqSettings.ratesIncludeVat,
  labourBuilderWork: boqSettings.labourBuilderWork,
  labourServices: boqSettings.labourServices,
  labourFittedGoods: boqSettings.labourFittedGoods,
  labourFees: boqSettings.labourFees,
  takeoffOptions: boqSettings.takeoffOptions,
  billForm: boqSettings.billForm,
  version: boqSettings.version,
  updatedAt: boqSettings.updatedAt,
};

/** A map's settings row alone (sheet reads need its labour by kind); undefined while the defaults apply. */
export async function findSettings(db: Database, mapId: string): Promise<BoqSettingsValues | undefined> {
  const [row] = await db
    .select(settingsColumns)
    .from(boqSettings)
    .where(eq(boqSettings.mapId, mapId))
    .limit(1);
  return row;
}

export interface MapFacts {
  id: string;
  /** The newest issued revision, null before the first issue. */
  latestRevision: number | null;
  ownerId: string;
  ownerName: string;
  /** The owner's language: the client reads the bill in it (the issue preview downloads in it). */
  ownerLanguage: Language;
  title: string;
  status: string;
  region: string;
  district: string;
  ward: string;
  plinthArea: number | null;
  /** The map's own BOQ-wide settings (contingency, VAT, labour by kind); null while the defaults apply. */
  settings: BoqSettingsValues | null;
}

const mapFactColumns = {
  id: maps.id,
  ownerId: maps.ownerId,
  ownerName: users.name,
  ownerLanguage: sql<Language>`${users.language}`,
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

export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * Locks the map's row until the transaction ends: two issues of one map queue here, and the
 * second reads the first's revision (PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export async function lockMap(tx: Database, mapId: string): Promise<void> {
  await tx.select({ id: maps.id }).from(maps).where(eq(maps.id, mapId)).for('update');
}

/** The map with its BOQ settings, in one query (every BOQ route starts here). */
export async function findMapFacts(db: Database, id: string): Promise<MapFacts | undefined> {
  const [row] = await db
    .select({ ...mapFactColumns, settings: settingsColumns })
    .from(maps)
    .innerJoin(users, eq(users.id, maps.ownerId))
    .leftJoin(boqSettings, eq(boqSettings.mapId, maps.id))
    .where(eq(maps.id, id))
    .limit(1);
  if (!row) return undefined;
  const { settings, ...facts } = row;
  return {
    ...facts,
    latestRevision: facts.latestRevision === null ? null : Number(facts.latestRevision),
    settings,
  };
}

/**
 * Writes a map's BOQ-wide settings (what `values` names; the rest keep their value, or the
 * defaults on the first write) if they are still at `version` (0: nobody changed the
 * defaults yet, so the row is inserted). Under concurrency the second writer gets nothing (→ 409).
 */
export async function setSettingsIf(
  db: Database,
  mapId: string,
  version: number,
  values: BoqSettingsPatch,
  at: Date,
): Promise<SettingsRow | undefined> {
  if (version === 0) {
    const [row] = await db
      .insert(boqSettings)
      .values({
        mapId,
        contingencyPercent: DEFAULT_BOQ_PERCENTAGES.contingencyPercent,
        vatPercent: DEFAULT_BOQ_PERCENTAGES.vatPercent,
        ...values,
        version: 1,
        updatedAt: at,
      })
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

export interface BoqMapRow extends Omit<MapFacts, 'settings'> {
  completedSheets: number;
  lastEditedAt: Date | null;
}

/** `successful` maps, most recently accepted first, with their sheet progress: one query for the page. */
export async function listBoqMaps(
  db: Database,
  page: { offset: number; limit: number },
): Promise<{ rows: BoqMapRow[]; total: number }> {
  const completed = sql<number>`(select count(*) from ${boqSheets} where ${boqSheets.mapId} = ${maps.id} and ${boqSheets.status} in ('completed', 'notApplicable'))`;
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

/**
 * Plans whose BOQ is not yet issued and has sheets billing any of `codes` (a line with a typed
 * quantity above 0, or none typed and the calculator's above 0): what a rate change of those items
 * re-prices. Draft and completed sheets alike price at today's rates until the issue (one rate per
 * material in one bill); a not-applicable sheet bills nothing. Titles in order.
 */
export async function listUnissuedMapsBilling(
  db: Database,
  codes: readonly string[],
): Promise<{ mapId: string; title: string; ownerName: string; sheets: number }[]> {
  if (codes.length === 0) return [];
  const billed = or(
    gt(boqLines.manualQuantity, 0),
    and(isNull(boqLines.manualQuantity), gt(boqLines.calculatorBaseQuantity, 0)),
  );
  const rows = await db
    .select({
      mapId: maps.id,
      title: maps.title,
      ownerName: users.name,
      sheets: sql<number>`count(distinct ${boqSheets.id})`,
    })
    .from(maps)
    .innerJoin(users, eq(users.id, maps.ownerId))
    .innerJoin(boqSheets, and(eq(boqSheets.mapId, maps.id), ne(boqSheets.status, 'notApplicable')))
    .innerJoin(boqLines, and(eq(boqLines.sheetId, boqSheets.id), inArray(boqLines.code, [...codes]), billed))
    .where(
      and(
        eq(maps.status, 'successful'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(boqRevisions)
            .where(eq(boqRevisions.mapId, maps.id)),
        ),
      ),
    )
    .groupBy(maps.id, maps.title, users.name)
    .orderBy(maps.title, maps.id);
  return rows.map((row) => ({ ...row, sheets: Number(row.sheets) }));
}
