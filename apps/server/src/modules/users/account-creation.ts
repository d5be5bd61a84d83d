import { normalisePhone, type AccessLevel, type AdminAccount, type RegisterBody } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, sentence } from '../../lib/errors';
import { hashPassword } from './passwords';
import * as repository from './users.repository';
import type { UserRow } from './users.repository';

/** 409 naming the phone (as the person wrote it) that another account already has. */
export const phoneTaken = (phone: string) =>
  conflict(sentence(`An account with the phone number ${phone.trim()} already exists`));

/**
 * Refuses a phone another account has (docs/product.md §2, User: one account per number).
 * `exceptUserId` is the account changing its own number.
 */
export async function assertPhoneFree(db: Database, phone: string, exceptUserId?: string): Promise<void> {
  const key = normalisePhone(phone);
  if (key === null) return;
  const holders = await repository.findUsersByPhoneKey(db, key, 2);
  if (holders.some((holder) => holder.id !== exceptUserId)) throw phoneTaken(phone);
}

/**
 * A new account: by phone with an optional e-mail (registration), or the first admin's (whose
 * phone may be empty). The e-mail and the phone must both be free; an empty e-mail is none.
 */
export async function insertAccount(
  db: Database,
  body: RegisterBody | AdminAccount,
  accessLevel: AccessLevel,
): Promise<UserRow> {
  const email = body.email === undefined || body.email === '' ? null : body.email;
  if (email !== null && (await repository.findUserByEmail(db, email))) {
    throw conflict('users.email_taken');
  }
  if (body.phone !== '') await assertPhoneFree(db, body.phone);
  const passwordHash = await hashPassword(body.password);
  try {
    return await repository.insertUser(db, {
      name: body.name,
      email,
      phone: body.phone,
      accessLevel,
      passwordHash,
      ...('language' in body && body.language ? { language: body.language } : {}),
    });
  } catch (error) {
    // Two registrations racing for one e-mail or phone: the unique indexes decide.
    if (isUniqueViolation(error)) {
      if (email !== null && (await repository.findUserByEmail(db, email)))
        throw conflict('users.email_taken');
      throw phoneTaken(body.phone);
    }
    throw error;
  }
}
