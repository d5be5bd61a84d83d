import {
  isAdmin,
  isEmailIdentifier,
  normalisePhone,
  USER_MESSAGES,
  type AccessLevel,
  type AdminAccount,
  type ListUsersQuery,
  type LoginBody,
  type RegisterBody,
  type SessionUser,
  type UpdateUserBody,
  type User,
  type UserPage,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { createSessionCache } from './session-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { TokenSigner } from './tokens';
import * as repository from './users.repository';
import type { UserRow } from './users.repository';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertPhoneFree, insertAccount, phoneTaken } from './account-creation';

export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;
/** How long a session read is trusted unread (session-cache.ts): a safety expiry; revocations
 * reach every process through the change feed at once. */
export const SESSION_CACHE = { ttlMs: 30_000, maxEntries: 10_000 } as const;
const WRONG_CREDENTIALS = 'users.wrong_credentials';
/**
 * Accounts sharing one phone number whose passwords a phone sign-in tries: only those made before
 * numbers became unique (a family's shared phone, users.shares_phone); a number has one account since.
 */
const MAX_ACCOUNTS_PER_PHONE = 5;
const LOCKED_OUT = 'users.locked_out';

/** The key an account's password checks are counted under: its e-mail, or its phone for one without. */
const lockKeyOf = (row: UserRow): string => row.email?.toLowerCase() ?? row.phoneKey;

export interface UsersServiceDeps {
  db: Database;
  signer: TokenSigner;
  tokenTtlMinutes: number;
  /** Tells every server process on the database of revoked sessions (db/change-feed.ts). */
  changes: ChangeFeed;
  /** "Keep me signed in": the lifetime of such a session. */
  rememberMeDays?: number;
  now?: () => Date;
  /**
   * The plans an account owns (the plans service): asked before an account is deleted, it
   * answers what to do once the deletion has committed (drawing files the cascade cannot remove).
   */
  plans?: OwnedPlans;
  /**
   * The orders an account placed (the orders service): asked inside the transaction that deletes
   * an account, before the delete; throws to refuse (paid orders must not go with the account).
   */
  orders?: PlacedOrders;
}

/** What the users service asks of the plans module when an account goes. */
export interface OwnedPlans {
  prepareOwnerRemoval(userId: string): Promise<() => Promise<void>>;
}

/** What the users service asks of the orders module when an account goes. */
export interface PlacedOrders {
  assertBuyerRemovable(tx: Database, userId: string): Promise<void>;
}

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accessLevel: row.accessLevel as AccessLevel,
    profilePic: row.profilePic,
    language: row.language as User['language'],
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createUsersService({
  db,
  signer,
  tokenTtlMinutes,
  changes,
  rememberMeDays = 30,
  now = () => new Date(),
  plans = { prepareOwnerRemoval: async () => async () => {} },
  orders = { assertBuyerRemovable: async () => {} },
}: UsersServiceDeps) {
  const sessionCache = createSessionCache({
    ttlMs: SESSION_CACHE.ttlMs,
    maxEntries: SESSION_CACHE.maxEntries,
    now,
  });
  changes.subscribe((event) => {
    if (event.topic === 'session') sessionCache.forgetSession(event.sessionId);
    else if (event.topic === 'user') sessionCache.forgetUser(event.userId);
    else if (event.topic === 'everything') sessionCache.forgetAll();
  });

  async function openSession(row: UserRow, message: string, remember = false): Promise<SessionUser> {
    const issuedAt = now();
    const lifetimeMs = remember ? rememberMeDays * 24 * 60 * 60_000 : tokenTtlMinutes * 60_000;
    const expiresAt = new Date(issuedAt.getTime() + lifetimeMs);
    const sessionId = await repository.insertSession(db, row.id, expiresAt);
    const token = await signer.sign({ userId: row.id, sessionId, tokenVersion: row.tokenVersion }, expiresAt);
    const user = toUser(row);
    return {
      _id: user._id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      accessLevel: user.accessLevel,
      profilePic: user.profilePic,
      language: user.language,
      token,
      message,
    };
  }

  const createAccount = (body: RegisterBody | AdminAccount, accessLevel: AccessLevel) =>
    insertAccount(db, body, accessLevel);

  async function requireUser(id: string): Promise<UserRow> {
    const row = await repository.findUserById(db, id);
    if (!row) throw notFound('users.user_not_found');
    return row;
  }

  function assertSelfOrAdmin(actor: AuthUser, id: string): void {
    if (!isAdmin(actor.accessLevel) && actor.id !== id) {
      throw forbidden('users.own_account_only');
    }
  }

  async function assertNotLastAdmin(target: UserRow, action: string): Promise<void> {
    if (isAdmin(target.accessLevel as AccessLevel) && (await repository.countAdmins(db)) <= 1) {
      throw conflict(`Cannot ${action} the only admin; make another admin first`);
    }
  }

  /**
   * Counts a password check (sign-in or the current password of a password change) against the
   * account's lock-out before the password is looked at, so parallel guesses cannot overtake the
   * count: 429 with Retry-After once LOGIN_LOCKOUT.maxFailures fall within the window.
   */
  async function reservePasswordCheck(emailLower: string, at: Date): Promise<void> {
    const windowMs = LOGIN_LOCKOUT.windowMinutes * 60_000;
    const reservation = await repository.reserveLoginAttempt(
      db,
      emailLower,
      at,
      new Date(at.getTime() - windowMs),
      LOGIN_LOCKOUT.maxFailures,
    );
    if (!reservation.reserved) {
      const unlocksAt = reservation.oldest.getTime() + windowMs;
      throw tooManyRequests(LOCKED_OUT, (unlocksAt - at.getTime()) / 1000);
    }
  }

  return {
    /** Self-registration: the role is always `user`, whatever the request says. */
    async register(body: RegisterBody): Promise<SessionUser> {
      const row = await createAccount(body, 'user');
      // Registration signs the person in, so it counts as their first login.
      await repository.markLoggedIn(db, row.id, now());
      return openSession(row, USER_MESSAGES.registered);
    },

    /**
     * Signs in with an e-mail or a phone number. Accounts that shared a phone before numbers became
     * unique are told apart by their password. The lock-out counts per e-mail or per phone number, as typed after normalising.
     */
    async login(body: LoginBody): Promise<SessionUser> {
      const identifier = body.email.trim();
      const byEmail = isEmailIdentifier(identifier);
      const lockKey = byEmail ? identifier.toLowerCase() : (normalisePhone(identifier) ?? identifier);
      const at = now();
      await reservePasswordCheck(lockKey, at);
      const candidates = byEmail
        ? [await repository.findUserByEmail(db, lockKey)].filter((row) => row !== undefined)
        : await repository.findUsersByPhoneKey(db, normalisePhone(identifier) ?? '', MAX_ACCOUNTS_PER_PHONE);
      let row: UserRow | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, body.password)) {
          row = candidate;
          break;
        }
      }
      if (candidates.length === 0) await verifyAgainstDecoy(body.password);
      // A wrong password leaves the reserved attempt in place as the failure.
      if (!row) throw unauthorized(WRONG_CREDENTIALS);
      await repository.clearLoginFailures(db, lockKey);
      await repository.markLoggedIn(db, row.id, at);
      // The language the person signed in with is theirs from now on, here and on other devices.
      if (body.language && body.language !== row.language) {
        row = (await repository.updateUser(db, row.id, { language: body.language })) ?? row;
      }
      return openSession(row, USER_MESSAGES.loggedIn, body.remember === true);
    },

    /**
     * Forgets, in every server process, the remembered sessions of an account whose sessions were
     * ended elsewhere (a reset).
     */
    async forgetUserSessions(userId: string): Promise<void> {
      await changes.publish({ topic: 'user', userId });
    },

    async logout(actor: AuthUser): Promise<void> {
      await repository.revokeSession(db, actor.sessionId);
      await changes.publish({ topic: 'session', sessionId: actor.sessionId });
    },

    /** The caller behind a bearer token, or null when the token is not (or no longer) valid. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      // While other processes' revocations cannot be heard, every request reads the database.
      const trusted = changes.isLive();
      let session = trusted ? sessionCache.get(claims.sessionId) : undefined;
      if (!session) {
        const mark = sessionCache.readMark();
        const live = await repository.findLiveSessionUser(db, claims.sessionId, claims.userId, now());
        if (!live) return null;
        session = {
          userId: live.user.id,
          accessLevel: live.user.accessLevel as AccessLevel,
          tokenVersion: live.user.tokenVersion,
          expiresAt: live.expiresAt,
        };
        if (trusted) sessionCache.set(claims.sessionId, session, mark);
      }
      if (session.userId !== claims.userId || session.tokenVersion !== claims.tokenVersion) return null;
      return { id: session.userId, accessLevel: session.accessLevel, sessionId: claims.sessionId };
    },

    async getUser(actor: AuthUser, id: string): Promise<User> {
      assertSelfOrAdmin(actor, id);
      return toUser(await requireUser(id));
    },

    async listUsers(query: ListUsersQuery): Promise<UserPage> {
      const { rows, total } = await repository.listUsers(db, query);
      return { items: rows.map(toUser), total, page: query.page, limit: query.limit };
    },

    async updateUser(actor: AuthUser, id: string, body: UpdateUserBody): Promise<User & { token?: string }> {
      assertSelfOrAdmin(actor, id);
      const byAdmin = isAdmin(actor.accessLevel);
      const isSelf = actor.id === id;
      if (body.accessLevel !== undefined && !byAdmin) throw forbidden('users.role_change_admin_only');
      const target = await requireUser(id);

      // A new number must be free; keeping one's own (however written) is no change of owner.
      if (body.phone !== undefined && normalisePhone(body.phone) !== target.phoneKey) {
        await assertPhoneFree(db, body.phone, id);
      }
      const roleChanges = body.accessLevel !== undefined && body.accessLevel !== target.accessLevel;
      if (roleChanges) await assertNotLastAdmin(target, 'demote');

      let passwordHash: string | undefined;
      if (body.password !== undefined) {
        // An admin may reset someone else's password; one's own always needs the current one.
        if (isSelf || !byAdmin) {
          // The current password is a password check like a sign-in: counted first, same lock-out.
          const lockKey = lockKeyOf(target);
          await reservePasswordCheck(lockKey, now());
          const currentMatches = await verifyPassword(target.passwordHash, body.currentPassword ?? '');
          if (!currentMatches) throw badRequest('users.current_password_incorrect');
          await repository.clearLoginFailures(db, lockKey);
        }
        passwordHash = await hashPassword(body.password);
      }

      let updated: UserRow | undefined;
      try {
        updated = await repository.updateUser(db, id, {
          name: body.name,
          phone: body.phone,
          profilePic: body.profilePic,
          language: body.language,
          accessLevel: body.accessLevel,
          passwordHash,
          bumpTokenVersion: roleChanges || passwordHash !== undefined,
        });
      } catch (error) {
        // Another account took the number between the check and the write.
        if (isUniqueViolation(error) && body.phone !== undefined) throw phoneTaken(body.phone);
        throw error;
      }
      if (!updated) throw notFound('users.user_not_found');
      // A new role or password ends the old tokens at once (their version no longer matches).
      if (roleChanges || passwordHash !== undefined) await changes.publish({ topic: 'user', userId: id });

      // Changing one's own password ends every session, this one included; hand back a fresh
      // token so the person who just changed it stays signed in here.
      if (isSelf && passwordHash !== undefined) {
        const session = await openSession(updated, USER_MESSAGES.updated);
        return { ...toUser(updated), token: session.token };
      }
      return toUser(updated);
    },

    async deleteUser(actor: AuthUser, id: string): Promise<void> {
      assertSelfOrAdmin(actor, id);
      const target = await requireUser(id);
      await assertNotLastAdmin(target, 'delete');
      const afterDeletion = await plans.prepareOwnerRemoval(id);
      await db.transaction(async (tx) => {
        await orders.assertBuyerRemovable(tx, id);
        await repository.deleteUser(tx, id);
      });
      await changes.publish({ topic: 'user', userId: id });
      await afterDeletion();
    },

    /** Start-up bootstrap: creates the first admin from configuration when none exists. */
    async ensureAdmin(admin: AdminAccount): Promise<'created' | 'exists'> {
      if ((await repository.countAdmins(db)) > 0) return 'exists';
      await createAccount(admin, 'admin');
      return 'created';
    },

    async hasAdmin(): Promise<boolean> {
      return (await repository.countAdmins(db)) > 0;
    },

    /** Creates an account with any role; for the create-admin command. */
    async createAdmin(body: AdminAccount): Promise<User> {
      return toUser(await createAccount(body, 'admin'));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
