import { and, asc, count, eq, gt, ilike, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import { normalisePhone, type AccessLevel, type Language } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { loginFailures, sessions, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { likePattern } from '../../lib/like-pattern';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  name: string;
  /** Null: registered by phone alone. */
  email: string | null;
  phone: string;
  accessLevel: AccessLevel;
  passwordHash: string;
}

export interface UserPatch {
  name?: string;
  phone?: string;
  profilePic?: string;
  language?: Language;
  accessLevel?: AccessLevel;
  passwordHash?: string;
  bumpTokenVersion?: boolean;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The key an account is found by when someone signs in with a phone; '' for a number that cannot be read. */
function phoneKeyOf(phone: string): string {
  return normalisePhone(phone) ?? '';
}

/**
 * A changed phone's key; an account that shared its old number (from before numbers were unique)
 * shares no more once its number is a different one, and the unique index holds it from then on.
 */
function phoneColumns(phone: string) {
  const phoneKey = phoneKeyOf(phone);
  return {
    phoneKey,
    sharesPhone: sql<boolean>`case when ${users.phoneKey} = ${phoneKey} then ${users.sharesPhone} else false end`,
  };
}

/**
 * The accounts of one phone number, oldest first, at most `limit`: one, except for accounts that
 * shared a number before numbers became unique (users.shares_phone).
 */
export async function findUsersByPhoneKey(db: Database, phoneKey: string, limit: number): Promise<UserRow[]> {
  if (phoneKey === '') return [];
  return db
    .select()
    .from(users)
    .where(eq(users.phoneKey, phoneKey))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

export async function insertUser(db: Database, user: NewUser & { language?: Language }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...user, phoneKey: phoneKeyOf(user.phone) })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: Database, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const { bumpTokenVersion, ...fields } = patch;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      ...(fields.phone !== undefined ? phoneColumns(fields.phone) : {}),
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.accessLevel, 'admin'));
  return row?.value ?? 0;
}

export async function listUsers(
  db: Database,
  query: { page: number; limit: number; search?: string | undefined; accessLevel?: AccessLevel | undefined },
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
    if (match) conditions.push(match);
  }
  if (query.accessLevel) conditions.push(eq(users.accessLevel, query.accessLevel));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function insertSession(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const id = newId();
  await db.insert(sessions).values({ id, userId, expiresAt });
  return id;
}

/** The user behind a live session and when it expires; undefined when revoked, expired or unknown. */
export async function findLiveSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account (a password reset). */
export async function revokeUserSessions(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function markLoggedIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** The lock class of `reserveLoginAttempt`'s advisory locks (the second key is the email's hash). */
const LOGIN_ATTEMPT_LOCK_CLASS = 7301;

export type LoginReservation = { reserved: true } | { reserved: false; oldest: Date };

/**
 * Counts a password check against an account before it is made: under a transaction-scoped
 * advisory lock on the email (held across every server process sharing the database), a failure
 * row is written only while fewer than `maxFailures` fall after `since`. The caller checks the
 * password afterwards and clears the failures on success; a wrong password leaves the row as
 * the failure. When the limit is reached nothing is written and the oldest counted failure
 * says when the lock-out ends.
 */
export async function reserveLoginAttempt(
  db: Database,
  emailLower: string,
  at: Date,
  since: Date,
  maxFailures: number,
): Promise<LoginReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK_CLASS}, hashtext(${emailLower}))`);
    const [row] = await tx
      .select({ value: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.emailLower, emailLower), gt(loginFailures.failedAt, since)));
    if ((row?.value ?? 0) >= maxFailures && row?.oldest) return { reserved: false, oldest: row.oldest };
    await tx.insert(loginFailures).values({ id: newId(), emailLower, failedAt: at });
    return { reserved: true };
  });
}

export async function clearLoginFailures(db: Database, emailLower: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailLower, emailLower));
}
