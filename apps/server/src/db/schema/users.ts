import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Null for an account registered by phone alone; unique whatever its letter case when present. */
    email: text('email'),
    phone: text('phone').notNull(),
    /** The phone as one canonical number (+255712345678; domain `normalisePhone`), for sign-in by phone; '' when unreadable. */
    phoneKey: text('phone_key').notNull().default(''),
    /**
     * True for an account made before phone numbers became unique whose number an older account
     * already had (a family's shared phone): it keeps signing in by it, outside the unique index,
     * until its phone changes (docs/product.md §2, User).
     */
    sharesPhone: boolean('shares_phone').notNull().default(false),
    accessLevel: text('access_level').notNull().default('user'),
    profilePic: text('profile_pic').notNull().default(''),
    language: text('language').notNull().default('en'),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on a password or role change: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_access_level_idx').on(table.accessLevel),
    index('users_phone_key_idx').on(table.phoneKey),
    uniqueIndex('users_phone_key_unique')
      .on(table.phoneKey)
      .where(sql`${table.phoneKey} <> '' and not ${table.sharesPhone}`),
    check(
      'users_access_level_check',
      sql`${table.accessLevel} in ('admin','user','boq','pricetag','unitchecker','typechecker','failedchecker')`,
    ),
    check('users_language_check', sql`${table.language} in ('en','sw')`),
  ],
);

/** One row per issued token, so a logout can revoke it before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** Failed sign-ins per account, for the 5-in-15-minutes lock-out. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    emailLower: text('email_lower').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_time_idx').on(table.emailLower, table.failedAt)],
);

/**
 * One-time links to set a new password: e-mailed on request, or issued by an admin to pass on.
 * Only the SHA-256 of the link's token is kept, so a copy of the database opens no account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The admin who issued it by hand; null for a link sent by e-mail. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * "Forgot your password?" asked by phone, or where no mail can be sent: an admin sends the
 * account a reset link by WhatsApp or SMS and closes the request. At most one open per account.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last time it was asked for: asking again while it is open moves it. */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** sent or dismissed by an admin; used when the account set a new password meanwhile. */
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('password_reset_requests_open_unique')
      .on(table.userId)
      .where(sql`${table.closedAt} is null`),
    index('password_reset_requests_user_created_idx').on(table.userId, table.createdAt),
    check(
      'password_reset_requests_outcome_check',
      sql`(${table.closedAt} is null and ${table.outcome} is null) or ${table.outcome} in ('sent','dismissed','used')`,
    ),
  ],
);
