import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An instant estimate kept in an account: the house as described (`house`, the house model's
 * input), never a price, which is worked out again from the catalogue of the day when it is read.
 * At most one live read-only link: only the SHA-256 of its token is kept, and revoking or
 * replacing it clears the hash, so the old link stops at once.
 */
export const savedEstimates = pgTable(
  'saved_estimates',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    house: jsonb('house').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    shareTokenHash: text('share_token_hash').unique('saved_estimates_share_token_hash_unique'),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('saved_estimates_owner_idx').on(table.ownerId, table.createdAt)],
);
