import type { Language } from '@kadirio/domain';
import type { Database } from '../../db/client';
import * as repository from './users.repository';

/**
 * An account's name, address (null: registered by phone alone, so it gets no e-mail) and language, for the e-mails other features send (notifications).
 * Its own small service, apart from the users service, so that notifications can be built before
 * the services that need notifications and that the users service itself needs (app-services.ts).
 */
export function createContactsService({ db }: { db: Database }) {
  return {
    async contactOf(
      userId: string,
    ): Promise<{ name: string; email: string | null; language: Language } | undefined> {
      const row = await repository.findUserById(db, userId);
      return row ? { name: row.name, email: row.email, language: row.language as Language } : undefined;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
