import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mapNotifications, maps } from '../../db/schema';
import { newId } from '../../lib/ids';

export type NotificationRow = typeof mapNotifications.$inferSelect;

/** The owner of a map, or undefined when there is no such map. */
export async function findMapOwnerId(db: Database, mapId: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: maps.ownerId }).from(maps).where(eq(maps.id, mapId)).limit(1);
  return row?.ownerId;
}

export async function insertNotification(
  tx: Database,
  values: {
    mapId: string;
    userId: string;
    kind: string;
    revision: number | null;
    status?: string | null;
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
