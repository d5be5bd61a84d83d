import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetRequests, passwordResets, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  db: Database,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date; issuedBy: string | null },
): Promise<void> {
  await db.insert(passwordResets).values({ id: newId(), ...values });
}

/** How many reset e-mails an account was sent since `since` (the per-account limit). */
export async function countEmailedResetsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.issuedBy),
        gt(passwordResets.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

export async function findPasswordReset(
  db: Database,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks a link used, only if it still is unused and unexpired: of two uses racing, one wins.
 * Every other open link of the account is spent with it, so an older e-mail cannot undo the reset.
 */
export async function consumePasswordReset(
  db: Database,
  id: string,
  at: Date,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
    .returning();
  if (row) {
    await db
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  }
  return row;
}

export type PasswordResetRequestRow = typeof passwordResetRequests.$inferSelect;

/**
 * Records that an account asked for a link an admin will send: an open request is moved to `at`
 * (one open request per account); a new one is made only while the account asked fewer than
 * `perHour` times in the hour before. Answers whether anything was written.
 */
export async function upsertOpenResetRequest(
  db: Database,
  userId: string,
  at: Date,
  perHour: number,
): Promise<boolean> {
  const moved = await db
    .update(passwordResetRequests)
    .set({ requestedAt: at })
    .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.closedAt)))
    .returning({ id: passwordResetRequests.id });
  if (moved.length > 0) return true;
  const [recent] = await db
    .select({ value: count() })
    .from(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.userId, userId),
        gt(passwordResetRequests.createdAt, new Date(at.getTime() - 60 * 60_000)),
      ),
    );
  if ((recent?.value ?? 0) >= perHour) return false;
  // Two requests racing: the open-request index keeps one, and the other changes nothing.
  const inserted = await db
    .insert(passwordResetRequests)
    .values({ id: newId(), userId, createdAt: at, requestedAt: at })
    .onConflictDoNothing()
    .returning({ id: passwordResetRequests.id });
  return inserted.length > 0;
}

const openRequestColumns = {
  id: passwordResetRequests.id,
  userId: passwordResetRequests.userId,
  requestedAt: passwordResetRequests.requestedAt,
  name: users.name,
  phone: users.phone,
  email: users.email,
  language: users.language,
};

export interface OpenResetRequestRow {
  id: string;
  userId: string;
  requestedAt: Date;
  name: string;
  phone: string;
  email: string | null;
  language: string;
}

/** The open requests with their account, oldest first, at most `limit`, and how many are open. */
export async function listOpenResetRequests(
  db: Database,
  limit: number,
): Promise<{ rows: OpenResetRequestRow[]; total: number }> {
  const open = isNull(passwordResetRequests.closedAt);
  const [rows, totals] = await Promise.all([
    db
      .select(openRequestColumns)
      .from(passwordResetRequests)
      .innerJoin(users, eq(users.id, passwordResetRequests.userId))
      .where(open)
      .orderBy(asc(passwordResetRequests.requestedAt), asc(passwordResetRequests.id))
      .limit(limit),
    db.select({ value: count() }).from(passwordResetRequests).where(open),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findResetRequest(
  db: Database,
  id: string,
): Promise<PasswordResetRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.id, id))
    .limit(1);
  return row;
}

/** Closes a request if it is still open; of two admins closing it at once, one wins. */
export async function closeResetRequest(
  db: Database,
  id: string,
  values: { at: Date; by: string; outcome: 'sent' | 'dismissed' },
): Promise<boolean> {
  const rows = await db
    .update(passwordResetRequests)
    .set({ closedAt: values.at, closedBy: values.by, outcome: values.outcome })
    .where(and(eq(passwordResetRequests.id, id), isNull(passwordResetRequests.closedAt)))
    .returning({ id: passwordResetRequests.id });
  return rows.length > 0;
}

/** A new password set through any link answers the account's open request. */
export async function closeOpenResetRequestsOf(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ closedAt: at, outcome: 'used' })
    .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.closedAt)));
}
