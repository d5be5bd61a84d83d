import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
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
