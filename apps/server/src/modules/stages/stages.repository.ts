import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqStageTicks } from '../../db/schema';

export async function listTicks(db: Database, mapId: string) {
  return db
    .select({ stage: boqStageTicks.stage, doneAt: boqStageTicks.doneAt })
    .from(boqStageTicks)
    .where(eq(boqStageTicks.mapId, mapId))
    .orderBy(asc(boqStageTicks.doneAt), asc(boqStageTicks.stage));
}

/** Ticks a stage done; ticking one already done keeps its first date. */
export async function tick(db: Database, mapId: string, stage: string, at: Date, by: string): Promise<void> {
  await db
    .insert(boqStageTicks)
    .values({ mapId, stage, doneAt: at, doneBy: by })
    .onConflictDoNothing({ target: [boqStageTicks.mapId, boqStageTicks.stage] });
}

export async function untick(db: Database, mapId: string, stage: string): Promise<void> {
  await db.delete(boqStageTicks).where(and(eq(boqStageTicks.mapId, mapId), eq(boqStageTicks.stage, stage)));
}
