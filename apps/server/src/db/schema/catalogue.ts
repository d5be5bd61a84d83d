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

/**
 * A material as bought (cement-50kg, sand-trip-18t…): the one place its rate lives, so changing
 * cement is one edit for every trade (docs/decisions/0013-rates-per-material.md).
 */
export const catalogueMaterials = pgTable('catalogue_materials', {
  key: text('key').primaryKey(),
  unit: text('unit').notNull(),
  rate: integer('rate').notNull(),
  description: text('description').notNull(),
  descriptionSw: text('description_sw').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull().unique(),
    trade: text('trade').notNull(),
    /** Its material: the rate every line of this item is priced at. */
    material: text('material')
      .notNull()
      .references(() => catalogueMaterials.key, { onUpdate: 'cascade' }),
    description: text('description').notNull(),
    descriptionSw: text('description_sw').notNull(),
    unit: text('unit').notNull(),
    baseUnit: text('base_unit').notNull(),
    perUnit: doublePrecision('per_unit').notNull(),
    wastageClass: text('wastage_class'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_items_trade_position_idx').on(table.trade, table.position)],
);

/**
 * Every rate change of a material, kept: a BOQ reader can see what a rate was and who set it.
 * `note` says how a change came about when no person typed it (the revision-2 migration).
 */
export const catalogueMaterialRateChanges = pgTable(
  'catalogue_material_rate_changes',
  {
    id: uuid('id').primaryKey(),
    material: text('material')
      .notNull()
      .references(() => catalogueMaterials.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    oldRate: integer('old_rate').notNull(),
    newRate: integer('new_rate').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [index('catalogue_material_rate_changes_idx').on(table.material, table.changedAt)],
);

/**
 * Revision 1's rate changes per item. Kept read-only after the revision-2 migration copied them
 * into the material history, so nothing recorded is lost; nothing writes here any more.
 */
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
