import {
  clientBillUrl,
  isAdmin,
  type Language,
  type MapNotification,
  type MapNotificationKind,
  type MapNotificationList,
  type MapStatus,
} from '@kadirio/domain';
import type { Mailer } from '../../lib/mailer';
import { planNewsMail, type PlanNews } from './plan-mails';
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
  /** The grand total of the revision before; null for a first issue. */
  previousTotal: number | null;
  currency: string;
  /** Why it was issued (a later revision always says); null for a first issue without one. */
  reason?: string | null;
  at: Date;
}

/**
 * What a plan's owner is told about it (today: their BOQ issued). The owner reads and marks them
 * read; admin may read them (support); anyone else learns nothing, not even that the map exists.
 */
/** Who an owner is, for an e-mail: the users module's contacts (users/contacts.service.ts). */
export interface Contacts {
  contactOf(userId: string): Promise<{ name: string; email: string | null; language: Language } | undefined>;
}

/** A plan's move as its owner hears of it. */
export interface PlanMovedNotice {
  mapId: string;
  ownerId: string;
  mapTitle: string;
  to: MapStatus;
  /** The checker's comment when the move needs the client (revised drawings, or why it failed). */
  comment: string | null;
  at: Date;
}

export function createNotificationsService({
  db,
  now = () => new Date(),
  mailer,
  contacts,
  publicUrl,
}: {
  db: Database;
  now?: () => Date;
  /** E-mail goes only when SMTP is configured; never awaited by a request, never failing it. */
  mailer?: Mailer;
  /** Without it (tests of notices alone) no e-mail is addressed. */
  contacts?: Contacts;
  publicUrl?: string | undefined;
}) {
  /** Queues the owner's e-mail about a plan, after the change is committed; a failure is only logged. */
  async function mailOwner(ownerId: string, news: PlanNews): Promise<void> {
    if (!mailer?.enabled || !publicUrl) return;
    const contact = await contacts?.contactOf(ownerId);
    // An account registered by phone alone has no address: its notices are on its home page.
    if (!contact?.email) return;
    const words = planNewsMail(contact.language, { name: contact.name, news, homeUrl: publicUrl });
    mailer.enqueue({ to: contact.email, ...words, kind: news.kind });
  }

  async function record(
    tx: Database,
    values: {
      mapId: string;
      ownerId: string;
      kind: MapNotificationKind;
      revision: number | null;
      status: MapStatus | null;
      message: string;
      at: Date;
    },
  ): Promise<void> {
    await repository.insertNotification(tx, {
      mapId: values.mapId,
      userId: values.ownerId,
      kind: values.kind,
      revision: values.revision,
      status: values.status,
      message: values.message,
      createdAt: values.at,
    });
  }

  async function listNotifications(
    actor: AuthUser,
    mapId: string,
    markRead: boolean,
  ): Promise<MapNotificationList> {
    const ownerId = await repository.findMapOwnerId(db, mapId);
    if (ownerId === undefined || (ownerId !== actor.id && !isAdmin(actor.accessLevel))) {
      throw notFound('plans.map_not_found');
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
        status: (row.status as MapStatus | null) ?? null,
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
      const money = (amount: number) => `${notice.currency} ${amount.toLocaleString('en-US')}`;
      const total =
        notice.previousTotal === null
          ? money(notice.grandTotal)
          : `${money(notice.previousTotal)} → ${money(notice.grandTotal)}`;
      await record(tx, {
        mapId: notice.mapId,
        ownerId: notice.ownerId,
        kind: 'boqIssued',
        revision: notice.revision,
        status: null,
        message:
          `The bill of quantities of "${notice.mapTitle}" is ready: revision ${notice.revision}, grand total ${total}.` +
          (notice.reason ? ` What changed: ${notice.reason}` : ''),
        at: notice.at,
      });
    },

    /**
     * The e-mail of an issued revision, called once the issue has committed: a later revision
     * says the total before and after and why, as the notice on the client's home does.
     */
    async mailBoqIssued(notice: BoqIssuedNotice): Promise<void> {
      const money = (amount: number) => `${notice.currency} ${amount.toLocaleString('en-US')}`;
      await mailOwner(notice.ownerId, {
        kind: 'boqIssued',
        mapTitle: notice.mapTitle,
        revision: notice.revision,
        total: money(notice.grandTotal),
        previousTotal: notice.previousTotal === null ? null : money(notice.previousTotal),
        comment: notice.reason ?? null,
        link: publicUrl ? clientBillUrl(publicUrl, notice.mapId) : undefined,
      });
    },

    /**
     * Tells the owner their plan moved (after the move committed): a notice, and an e-mail. A
     * move with a checker's comment is one that needs the client.
     */
    async notifyPlanMoved(notice: PlanMovedNotice): Promise<void> {
      const kind: MapNotificationKind = notice.comment ? 'commentForClient' : 'planMoved';
      await record(db, {
        mapId: notice.mapId,
        ownerId: notice.ownerId,
        kind,
        revision: null,
        status: notice.to,
        message: notice.comment
          ? `"${notice.mapTitle}" needs your attention (${notice.to}): ${notice.comment}`
          : `"${notice.mapTitle}" moved to ${notice.to}.`,
        at: notice.at,
      });
      await mailOwner(notice.ownerId, {
        kind,
        mapTitle: notice.mapTitle,
        status: notice.to,
        comment: notice.comment,
      });
    },

    /** Tells the owner a surveyor answered them on the plan's thread. */
    async notifySurveyorAnswered(notice: {
      mapId: string;
      ownerId: string;
      mapTitle: string;
      revision: number | null;
      messageId: string;
      answer: string;
      at: Date;
    }): Promise<void> {
      await record(db, {
        mapId: notice.mapId,
        ownerId: notice.ownerId,
        kind: 'surveyorAnswered',
        revision: notice.revision,
        status: null,
        message: `A surveyor answered your question about "${notice.mapTitle}".`,
        at: notice.at,
      });
      await mailOwner(notice.ownerId, {
        kind: 'surveyorAnswered',
        mapTitle: notice.mapTitle,
        revision: notice.revision,
        comment: notice.answer,
        link: publicUrl ? clientBillUrl(publicUrl, notice.mapId, notice.messageId) : undefined,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
