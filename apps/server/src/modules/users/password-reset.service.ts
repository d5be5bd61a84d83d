import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MESSAGES,
  resetPageUrl,
  type Language,
  type PasswordResetBody,
  type PasswordResetLink,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { passwordResetMail } from './account-mails';
import { hashPassword } from './passwords';
import * as resets from './password-resets.repository';
import * as users from './users.repository';

export const NO_EMAIL_RESET = 'users.reset_by_email_unavailable';
const INVALID_LINK = 'users.reset_link_invalid';
const USED_LINK = 'users.reset_link_used';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface PasswordResetServiceDeps {
  db: Database;
  mailer: Mailer;
  /** Where the reset page is; links are never built from a request's Host header. */
  publicUrl: string | undefined;
  /** The users service: ends what it remembers of the account's sessions (its session cache). */
  sessions: { forgetUserSessions(userId: string): Promise<void> };
  now?: () => Date;
}

/**
 * One-time links to set a new password. A link's token is 32 random bytes shown once (in the
 * e-mail, or to the admin who asked for it); only its SHA-256 is stored. Using it sets the
 * password, spends every open link of the account and ends all its sessions.
 */
export function createPasswordResetService({
  db,
  mailer,
  publicUrl,
  sessions,
  now = () => new Date(),
}: PasswordResetServiceDeps) {
  async function createLink(userId: string, minutes: number, issuedBy: string | null) {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + minutes * 60_000);
    await resets.insertPasswordReset(db, {
      userId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt,
      issuedBy,
    });
    return { token, expiresAt };
  }

  return {
    options: () => ({ byEmail: mailer.enabled && publicUrl !== undefined }),

    /**
     * E-mails a link when the address has an account, under the per-account hourly limit; the
     * caller is told the same either way, and the mail leaves after the answer.
     */
    async requestByEmail(email: string): Promise<{ message: string }> {
      if (!mailer.enabled || publicUrl === undefined) throw conflict(NO_EMAIL_RESET);
      const user = await users.findUserByEmail(db, email);
      if (user) {
        const since = new Date(now().getTime() - 60 * 60_000);
        const sent = await resets.countEmailedResetsSince(db, user.id, since);
        if (sent < PASSWORD_RESET_LIMITS.emailsPerAccountPerHour) {
          const minutes = PASSWORD_RESET_LIMITS.emailLinkMinutes;
          const { token } = await createLink(user.id, minutes, null);
          const words = passwordResetMail(user.language as Language, {
            name: user.name,
            url: resetPageUrl(publicUrl, token),
            minutes,
          });
          mailer.enqueue({ to: user.email, ...words, kind: 'passwordReset' });
        }
      }
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },

    /** An admin's link for someone without e-mail: shown to the admin, to pass on by hand. */
    async issueByAdmin(adminId: string, userId: string, fallbackOrigin: string): Promise<PasswordResetLink> {
      const user = await users.findUserById(db, userId);
      if (!user) throw notFound('users.user_not_found');
      const { token, expiresAt } = await createLink(userId, PASSWORD_RESET_LIMITS.adminLinkMinutes, adminId);
      return {
        url: resetPageUrl(publicUrl ?? fallbackOrigin, token),
        expiresAt: expiresAt.toISOString(),
        message: PASSWORD_RESET_MESSAGES.linkIssued,
      };
    },

    async reset({ token, password }: PasswordResetBody): Promise<{ message: string }> {
      const found = await resets.findPasswordReset(db, hashToken(token));
      const at = now();
      if (!found || found.expiresAt.getTime() <= at.getTime()) throw badRequest(INVALID_LINK);
      if (found.usedAt) throw conflict(USED_LINK);
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const spent = await resets.consumePasswordReset(tx, found.id, at);
        if (!spent) return false;
        const updated = await users.updateUser(tx, spent.userId, { passwordHash, bumpTokenVersion: true });
        if (!updated) return false;
        await users.revokeUserSessions(tx, spent.userId, at);
        await users.clearLoginFailures(tx, updated.email.toLowerCase());
        if (updated.phoneKey !== '') await users.clearLoginFailures(tx, updated.phoneKey);
        return true;
      });
      // Lost a race with another use of the same link (or the account went meanwhile).
      if (!done) throw conflict(USED_LINK);
      await sessions.forgetUserSessions(found.userId);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
