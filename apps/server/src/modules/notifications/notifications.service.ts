import { isAdmin, type MapNotification, type MapNotificationList } from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { notFound } from '../../lib/errors';
import * as repository from './notifications.repository';

/** What a BOQ issue tells the owner of its map. */
export interface BoqIssuedNotice {
  mapId: string;
  ownerId: string;
  mapTitle: string;
  revision: number;
  grandTotal: number;
  currency: string;
  at: Date;
}

/**
 * What a plan's owner is told about it (today: their BOQ issued). The owner reads and marks them
 * read; admin may read them (support); anyone else learns nothing, not even that the map exists.
 */
export function createNotificationsService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  async function listNotifications(
    actor: AuthUser,
    mapId: string,
    markRead: boolean,
  ): Promise<MapNotificationList> {
    const ownerId = await repository.findMapOwnerId(db, mapId);
    if (ownerId === undefined || (ownerId !== actor.id && !isAdmin(actor.accessLevel))) {
      throw notFound('Map not found');
    }
    // Admin reads the owner's notifications; only the owner marks them read.
    if (markRead && ownerId === actor.id) await repository.markNotificationsRead(db, mapId, actor.id, now());
    const rows = await repository.listNotifications(db, mapId, ownerId);
    return {
      items: rows.map((row) => ({
        _id: row.id,
        mapId: row.mapId,
        kind: row.kind as MapNotification['kind'],
        revision: row.revision,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      unread: rows.filter((row) => row.readAt === null).length,
    };
  }

  return {
    listMapNotifications: (actor: AuthUser, mapId: string) => listNotifications(actor, mapId, false),

    markMapNotificationsRead: (actor: AuthUser, mapId: string) => listNotifications(actor, mapId, true),

    /**
     * Tells the owner their BOQ was issued. Written in the issuer's transaction `tx`, so a
     * revision is never issued without its notice, nor a notice sent for a revision that failed.
     */
    async notifyBoqIssued(tx: Database, notice: BoqIssuedNotice): Promise<void> {
      const total = `${notice.currency} ${notice.grandTotal.toLocaleString('en-US')}`;
      await repository.insertNotification(tx, {
        mapId: notice.mapId,
        userId: notice.ownerId,
        kind: 'boqIssued',
        revision: notice.revision,
        message: `The bill of quantities of "${notice.mapTitle}" is ready: revision ${notice.revision}, grand total ${total}.`,
        createdAt: notice.at,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
