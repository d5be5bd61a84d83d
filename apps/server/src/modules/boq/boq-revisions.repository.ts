import { and, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqRevisions, users } from '../../db/schema';
import { newId } from '../../lib/ids';

export type RevisionRow = typeof boqRevisions.$inferSelect;

export async function insertRevision(
  tx: Database,
  values: {
    mapId: string;
    revision: number;
    issuedAt: Date;
    issuedBy: string;
    grandTotal: number;
    reason: string | null;
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

/** The name of the issuer, frozen into the revision. */
export async function findUserName(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? '';
}

/** The newest revision number, read inside the issuing transaction (after the map's row lock). */
export async function latestRevisionNumber(tx: Database, mapId: string): Promise<number | null> {
  const [row] = await tx
    .select({ latest: max(boqRevisions.revision) })
    .from(boqRevisions)
    .where(eq(boqRevisions.mapId, mapId));
  return row?.latest ?? null;
}
