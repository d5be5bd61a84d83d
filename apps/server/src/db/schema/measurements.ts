import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { mapDrawings, maps } from './maps';
import { users } from './users';

/**
 * A named mark a surveyor made on one page of a plan's drawing (docs/takeoff.md, "Measurements
 * and bindings"). `value` is computed by the server from `geometry` and the page's scale.
 */
export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    drawingId: uuid('drawing_id')
      .notNull()
      .references(() => mapDrawings.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The short name expressions use (`ExtWalls`). */
    key: text('key').notNull(),
    groupName: text('group_name').notNull().default(''),
    colour: text('colour'),
    /** MeasurementGeometry of the contract, in page points. */
    geometry: jsonb('geometry').notNull(),
    /** UsedScale of the contract; null for a count. */
    scale: jsonb('scale'),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    counts: jsonb('counts').notNull(),
    /**
     * `drawn` by the surveyor, or `accepted-proposal`: proposed by the drawing reader and accepted
     * by the surveyor (docs/takeoff.md §5.6).
     */
    source: text('source').notNull().default('drawn'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Names at the time, so the register still says who once an account is gone. */
    createdByName: text('created_by_name').notNull(),
    updatedByName: text('updated_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('measurements_map_name_unique').on(table.mapId, table.name),
    unique('measurements_map_key_unique').on(table.mapId, table.key),
    index('measurements_drawing_page_idx').on(table.drawingId, table.page),
    check('measurements_page_check', sql`${table.page} >= 1`),
    check('measurements_kind_check', sql`${table.kind} in ('length','area','perimeter','count','rectangle')`),
    check('measurements_source_check', sql`${table.source} in ('drawn','accepted-proposal')`),
  ],
);

/** A scale of one page of a drawing: the page's own (`region` null) or a region's. */
export const drawingPageScales = pgTable(
  'drawing_page_scales',
  {
    id: uuid('id').primaryKey(),
    drawingId: uuid('drawing_id')
      .notNull()
      .references(() => mapDrawings.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /** PageRect of the contract, or null for the page's own scale. */
    region: jsonb('region'),
    metresPerPoint: doublePrecision('metres_per_point').notNull(),
    source: text('source').notNull(),
    ratio: doublePrecision('ratio').notNull(),
    /** The two points of a `two-points` scale. */
    points: jsonb('points'),
    knownLength: doublePrecision('known_length'),
    setByName: text('set_by_name').notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('drawing_page_scales_drawing_page_idx').on(table.drawingId, table.page),
    check('drawing_page_scales_mpp_check', sql`${table.metresPerPoint} > 0`),
    check('drawing_page_scales_source_check', sql`${table.source} in ('two-points','text')`),
  ],
);
