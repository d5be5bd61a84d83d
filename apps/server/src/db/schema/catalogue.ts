import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    trade: text('trade').notNull(),
    material: text('material').notNull(),
    description: text('description').notNull(),
    descriptionSw: text('description_sw').notNull(),
    unit: text('unit').notNull(),
    baseUnit: text('base_unit').notNull(),
    perUnit: doublePrecision('per_unit').notNull(),
    rate: integer('rate').notNull(),
    wastageClass: text('wastage_class'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_items_trade_position_idx').on(table.trade, table.position)],
);

/** Every rate change, kept: a BOQ reader can see what a rate was and who set it. */
export const catalogueRateChanges = pgTable(
  'catalogue_rate_changes',
  {
    id: uuid('id').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    oldRate: integer('old_rate').notNull(),
    newRate: integer('new_rate').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_rate_changes_item_idx').on(table.itemId, table.changedAt)],
);
