import { createHash, randomBytes } from 'node:crypto';
import {
  isEmailIdentifier,
  normalisePhone,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MESSAGES,
  resetPageUrl,
  type CloseResetRequestBody,
  type Language,
  type PasswordResetBody,
  type PasswordResetLink,
  type PasswordResetRequested,
  type PasswordResetRequestList,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { passwordResetMail } from './account-mails';
import { hashPassword } from './passwords';
import * as resets from './password-resets.repository';
import * as users from './users.repository';

const INVALID_LINK = 'users.reset_link_invalid';
const USED_LINK = 'users.reset_link_used';
const REQUEST_NOT_FOUND = 'users.reset_request_not_found';
const REQUEST_CLOSED = 'users.reset_request_closed';
/** The admin's list shows this many open requests at most (its total says how many there are). */
const OPEN_REQUESTS_SHOWN = 100;
/** Accounts sharing one phone from before numbers were unique (users.shares_phone): each gets its request. */
const MAX_ACCOUNTS_PER_PHONE = 5;

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

  /** Sends a link by e-mail unless the account had its hourly share already. */
  async function emailLink(userId: string, email: string, name: string, language: Language, url: string) {
    const since = new Date(now().getTime() - 60 * 60_000);
    const sent = await resets.countEmailedResetsSince(db, userId, since);
    if (sent >= PASSWORD_RESET_LIMITS.emailsPerAccountPerHour) return;
    const minutes = PASSWORD_RESET_LIMITS.emailLinkMinutes;
    const { token } = await createLink(userId, minutes, null);
    const words = passwordResetMail(language, { name, url: resetPageUrl(url, token), minutes });
    mailer.enqueue({ to: email, ...words, kind: 'passwordReset' });
  }

  async function issueLink(
    adminId: string,
    userId: string,
    fallbackOrigin: string,
  ): Promise<PasswordResetLink> {
    const { token, expiresAt } = await createLink(userId, PASSWORD_RESET_LIMITS.adminLinkMinutes, adminId);
    return {
      url: resetPageUrl(publicUrl ?? fallbackOrigin, token),
      expiresAt: expiresAt.toISOString(),
      message: PASSWORD_RESET_MESSAGES.linkIssued,
    };
  }

  return {
    options: () => ({ byEmail: mailer.enabled && publicUrl !== undefined }),

    /**
     * "Forgot your password?" by e-mail or phone. An e-mail, where the server sends mail, gets a
     * link by e-mail under the per-account hourly limit; anything else (a phone, or no mail here)
     * is queued for an admin to send by WhatsApp or SMS. The answer depends only on what was typed
     * and on the server, never on whether an account exists; the mail leaves after the answer.
     */
    async request(identifier: string): Promise<PasswordResetRequested> {
      const byEmail = isEmailIdentifier(identifier);
      if (byEmail && mailer.enabled && publicUrl !== undefined) {
        const user = await users.findUserByEmail(db, identifier);
        if (user?.email)
          await emailLink(user.id, user.email, user.name, user.language as Language, publicUrl);
        return { message: PASSWORD_RESET_MESSAGES.requested, delivery: 'email' };
      }
      const found = byEmail
        ? [await users.findUserByEmail(db, identifier)].filter((row) => row !== undefined)
        : await users.findUsersByPhoneKey(db, normalisePhone(identifier) ?? '', MAX_ACCOUNTS_PER_PHONE);
      for (const user of found) {
        await resets.upsertOpenResetRequest(
          db,
          user.id,
          now(),
          PASSWORD_RESET_LIMITS.adminRequestsPerAccountPerHour,
        );
      }
      return { message: PASSWORD_RESET_MESSAGES.requestedByAdmin, delivery: 'admin' };
    },

    async listOpenRequests(): Promise<PasswordResetRequestList> {
      const { rows, total } = await resets.listOpenResetRequests(db, OPEN_REQUESTS_SHOWN);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          userId: row.userId,
          name: row.name,
          phone: row.phone,
          email: row.email,
          language: row.language as Language,
          requestedAt: row.requestedAt.toISOString(),
        })),
        total,
      };
    },

    /** A link for an open request's account, shown to the admin once, to send by WhatsApp or SMS. */
    async issueForRequest(
      adminId: string,
      requestId: string,
      fallbackOrigin: string,
    ): Promise<PasswordResetLink> {
      const request = await resets.findResetRequest(db, requestId);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      if (request.closedAt) throw conflict(REQUEST_CLOSED);
      return issueLink(adminId, request.userId, fallbackOrigin);
    },

    async closeRequest(adminId: string, requestId: string, { outcome }: CloseResetRequestBody) {
      const request = await resets.findResetRequest(db, requestId);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      const closed = await resets.closeResetRequest(db, requestId, { at: now(), by: adminId, outcome });
      if (!closed) throw conflict(REQUEST_CLOSED);
      return { message: PASSWORD_RESET_MESSAGES.requestClosed };
    },

    /** An admin's link for someone without e-mail: shown to the admin, to pass on by hand. */
    async issueByAdmin(adminId: string, userId: string, fallbackOrigin: string): Promise<PasswordResetLink> {
      const user = await users.findUserById(db, userId);
      if (!user) throw notFound('users.user_not_found');
      return issueLink(adminId, userId, fallbackOrigin);
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
        await resets.closeOpenResetRequestsOf(tx, spent.userId, at);
        if (updated.email !== null) await users.clearLoginFailures(tx, updated.email.toLowerCase());
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
