import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqRevisions, mapMessages, maps, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export async function findMapFacts(
  db: Database,
  mapId: string,
): Promise<{ ownerId: string; title: string } | undefined> {
  const [row] = await db
    .select({ ownerId: maps.ownerId, title: maps.title })
    .from(maps)
    .where(eq(maps.id, mapId))
    .limit(1);
  return row;
}

export async function revisionExists(db: Database, mapId: string, revision: number): Promise<boolean> {
  const [row] = await db
    .select({ revision: boqRevisions.revision })
    .from(boqRevisions)
    .where(and(eq(boqRevisions.mapId, mapId), eq(boqRevisions.revision, revision)))
    .limit(1);
  return row !== undefined;
}

export async function listMessages(db: Database, mapId: string) {
  return db
    .select({ message: mapMessages, authorName: users.name })
    .from(mapMessages)
    .leftJoin(users, eq(users.id, mapMessages.authorId))
    .where(eq(mapMessages.mapId, mapId))
    .orderBy(asc(mapMessages.createdAt), asc(mapMessages.id));
}

export async function insertMessage(
  db: Database,
  values: {
    mapId: string;
    authorId: string;
    authorRole: 'client' | 'surveyor';
    kind: 'question' | 'answer' | 'acceptance';
    revision: number | null;
    body: string;
    createdAt: Date;
  },
): Promise<string> {
  const id = newId();
  await db.insert(mapMessages).values({ id, ...values });
  return id;
}
