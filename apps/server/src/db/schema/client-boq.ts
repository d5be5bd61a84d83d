import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { maps } from './maps';
import { users } from './users';

/**
 * A read-only link to an issued revision. Only the SHA-256 of its token is kept, so a copy of
 * the database opens no bill; revoking sets `revokedAt` and the link stops at once.
 */
export const boqShares = pgTable(
  'boq_shares',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    tokenHash: text('token_hash').notNull().unique('boq_shares_token_hash_unique'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('boq_shares_map_idx').on(table.mapId, table.createdAt)],
);

/** A building stage the owner has ticked done on a plan (no row: still to build). */
export const boqStageTicks = pgTable(
  'boq_stage_ticks',
  {
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull(),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.mapId, table.stage] }),
    check(
      'boq_stage_ticks_stage_check',
      sql`${table.stage} in ('msingi','boma','lenta','paa','finishing','services')`,
    ),
  ],
);

/**
 * A material of a plan's shopping list the owner (or BOQ staff for them) has ticked bought, by
 * its catalogue material key (no row: still to buy). Kept per plan, not per revision: a cement
 * bought stays bought when a revision changes its quantity.
 */
export const shoppingTicks = pgTable(
  'shopping_ticks',
  {
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    material: text('material').notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true, mode: 'date' }).notNull(),
    boughtBy: uuid('bought_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.mapId, table.material] })],
);
