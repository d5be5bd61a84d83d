import type { ContactBody, ContactMessage, ContactPage, ListContactQuery } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './contact.repository';
import type { ContactRow } from './contact.repository';

function toMessage(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    handled: row.handled,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledByName: row.handledByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createContactService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async receive(body: ContactBody): Promise<ContactMessage> {
      const row = await repository.insertMessage(
        db,
        { name: body.name, email: body.email ?? null, phone: body.phone ?? null, message: body.message },
        now(),
      );
      return toMessage(row);
    },

    async listMessages(query: ListContactQuery): Promise<ContactPage> {
      const { rows, total } = await repository.listMessages(db, { handled: query.handled }, query);
      return { items: rows.map(toMessage), total, page: query.page, limit: query.limit };
    },

    async setHandled(actor: AuthUser, id: string, handled: boolean): Promise<ContactMessage> {
      const row = await repository.setHandled(db, id, handled, actor.id, now());
      if (!row) throw notFound('contact.message_not_found');
      return toMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
