import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const STATUS_LIST = sql.raw(`('typecheck','unitcheck','failedcheck','successful','failed')`);

/** A house plan ("ramani") and where it stands in the checking workflow. */
export const maps = pgTable(
  'maps',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    region: text('region').notNull(),
    district: text('district').notNull(),
    ward: text('ward').notNull(),
    startConstruction: date('start_construction', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    floors: integer('floors'),
    bedrooms: integer('bedrooms'),
    plinthArea: doublePrecision('plinth_area'),
    status: text('status').notNull().default('typecheck'),
    checkComment: text('check_comment'),
    unitComment: text('unit_comment'),
    suggestionOnMap: text('suggestion_on_map'),
    /** When the map joined its current state's queue; a draft's first drawing sets it again. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('maps_owner_created_idx').on(table.ownerId, table.createdAt),
    index('maps_status_queued_idx').on(table.status, table.queuedAt),
    check('maps_status_check', sql`${table.status} in ${STATUS_LIST}`),
  ],
);

/** A PDF drawing of a map. The bytes live under DATA_DIR/files/drawings/<stored_name>. */
export const mapDrawings = pgTable(
  'map_drawings',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    /** Chosen by the server (`<id>.pdf`); the client's file name never touches the disk. */
    storedName: text('stored_name').notNull().unique(),
    /** The uploaded name, cleaned, kept only to show and to offer on download. */
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The drawing's place in the map's list: upload order, kept within one upload too. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('map_drawings_map_position_idx').on(table.mapId, table.position),
    check('map_drawings_size_check', sql`${table.size} >= 0`),
  ],
);

/** Every move of a map through the workflow, its creation included (`from_status` null). */
export const mapTransitions = pgTable(
  'map_transitions',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the record still says who once the account is gone. */
    byName: text('by_name').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('map_transitions_map_at_idx').on(table.mapId, table.at),
    check(
      'map_transitions_from_check',
      sql`${table.fromStatus} is null or ${table.fromStatus} in ${STATUS_LIST}`,
    ),
    check('map_transitions_to_check', sql`${table.toStatus} in ${STATUS_LIST}`),
  ],
);
