import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqShares } from '../../db/schema';

export type ShareRow = typeof boqShares.$inferSelect;

export async function insertShare(db: Database, row: typeof boqShares.$inferInsert): Promise<ShareRow> {
  const [inserted] = await db.insert(boqShares).values(row).returning();
  if (!inserted) throw new Error('insert into boq_shares returned no row');
  return inserted;
}

export async function listShares(db: Database, mapId: string): Promise<ShareRow[]> {
  return db
    .select()
    .from(boqShares)
    .where(eq(boqShares.mapId, mapId))
    .orderBy(desc(boqShares.createdAt), desc(boqShares.id));
}

export async function findShare(db: Database, mapId: string, shareId: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(boqShares)
    .where(and(eq(boqShares.mapId, mapId), eq(boqShares.id, shareId)))
    .limit(1);
  return row;
}

/** Revokes a live share; answers the row as it now is (unchanged when it was revoked already). */
export async function revokeShare(db: Database, mapId: string, shareId: string, at: Date): Promise<void> {
  await db
    .update(boqShares)
    .set({ revokedAt: at })
    .where(and(eq(boqShares.mapId, mapId), eq(boqShares.id, shareId), isNull(boqShares.revokedAt)));
}

/** The live share with this token hash, if any. */
export async function findLiveShareByHash(db: Database, tokenHash: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(boqShares)
    .where(and(eq(boqShares.tokenHash, tokenHash), isNull(boqShares.revokedAt)))
    .limit(1);
  return row;
}
