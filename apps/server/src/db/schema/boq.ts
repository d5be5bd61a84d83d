import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { maps } from './maps';
import { users } from './users';

/** One trade's sheet of a map's BOQ, created when first opened. */
export const boqSheets = pgTable(
  'boq_sheets',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    status: text('status').notNull().default('draft'),
    /** Optimistic concurrency: every change increments it; a write naming an older one is refused. */
    version: integer('version').notNull().default(1),
    /** The calculator input, defaults filled (the trade's input schema output). */
    inputs: jsonb('inputs').notNull(),
    /** TakeoffOptions: constant and wastage overrides of this sheet. */
    overrides: jsonb('overrides').notNull(),
    /**
     * This sheet's own labour %, overriding the BOQ-wide % of its trade's kind; null while the
     * BOQ-wide setting applies (take-off revision 2, docs/takeoff.md, "Revision 2 — pricing").
     */
    labourPercent: doublePrecision('labour_percent'),
    /**
     * True for a draft made under take-off revision 1, now re-priced under revision 2: the sheet
     * says so until its next write (migration 0011 sets it; every draft write clears it).
     */
    repricedNotice: boolean('repriced_notice').notNull().default(false),
    /** SheetBindings of the contract: inputs bound to the plan's measurements (`{}` when none). */
    bindings: jsonb('bindings').notNull().default({}),
    /**
     * InputSources of the domain: input field → `typed` or `houseModel`, for the derivations to say
     * where each input came from (docs/takeoff.md, "Derivations end in the BOQ unit"); `{}` for
     * sheets saved before it existed.
     */
    inputSources: jsonb('input_sources').notNull().default({}),
    /** Who completed the sheet or marked it not applicable, and when. */
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the surveyor last looked at the draft sheet (opened it, or marked it reviewed on the
     * review screen) and who: "Complete all" completes only reviewed sheets (docs/product.md §4,
     * "One review screen"). Null until then, or after they took the mark back.
     */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** Why the trade is not part of this house; set only while the status is `notApplicable`. */
    notApplicableReason: text('not_applicable_reason'),
    /**
     * The rate of each line's item (code → TZS) when the sheet was completed: a completed sheet
     * keeps them until reopened, so rate changes reach only draft sheets. Null while a draft.
     */
    frozenRates: jsonb('frozen_rates'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('boq_sheets_map_trade_unique').on(table.mapId, table.trade),
    check('boq_sheets_status_check', sql`${table.status} in ('draft','completed','notApplicable')`),
  ],
);

/** A line of a sheet: the calculator's base quantity and/or a typed BOQ quantity for one catalogue code. */
export const boqLines = pgTable(
  'boq_lines',
  {
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => boqSheets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    calculatorBaseQuantity: doublePrecision('calculator_base_quantity'),
    manualQuantity: doublePrecision('manual_quantity'),
    derivation: text('derivation').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.sheetId, table.code] })],
);

/** An issued BOQ: the whole priced bill frozen as JSON, so later rate changes never reach it. */
export const boqRevisions = pgTable(
  'boq_revisions',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    grandTotal: doublePrecision('grand_total').notNull(),
    /** Why this revision was issued (required from revision 2: what changed and why); null for a first issue without one. */
    reason: text('reason'),
    /** The BoqRevision of the contract, as answered. */
    snapshot: jsonb('snapshot').notNull(),
  },
  (table) => [unique('boq_revisions_map_revision_unique').on(table.mapId, table.revision)],
);

/** What the owner of a map is told (their BOQ was issued). */
export const mapNotifications = pgTable(
  'map_notifications',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    revision: integer('revision'),
    /** For a plan's move: the state it moved to. */
    status: text('status'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('map_notifications_map_created_idx').on(table.mapId, table.createdAt)],
);

/**
 * A map's own contingency and VAT (docs/product.md §4: defaults 5 % and 18 %, editable per map). No
 * row means the defaults; the first change inserts it at version 1.
 */
export const boqSettings = pgTable(
  'boq_settings',
  {
    mapId: uuid('map_id')
      .primaryKey()
      .references(() => maps.id, { onDelete: 'cascade' }),
    contingencyPercent: doublePrecision('contingency_percent').notNull(),
    vatPercent: doublePrecision('vat_percent').notNull(),
    /** Rates are shop prices including VAT: the summary shows the VAT inside and adds none. */
    ratesIncludeVat: boolean('rates_include_vat').notNull().default(true),
    /** Labour % per kind of trade, BOQ-wide (defaults in docs/takeoff.md, "Revision 2 — pricing"). */
    labourBuilderWork: doublePrecision('labour_builder_work').notNull().default(30),
    labourServices: doublePrecision('labour_services').notNull().default(25),
    labourFittedGoods: doublePrecision('labour_fitted_goods').notNull().default(10),
    labourFees: doublePrecision('labour_fees').notNull().default(0),
    /**
     * BOQ-wide wastage and constants (domain `TakeoffOptions`, validated before it is written):
     * under every sheet's own overrides, over the standard defaults (docs/takeoff.md §1, "Constants").
     */
    takeoffOptions: jsonb('takeoff_options').notNull().default({}),
    /** The form the bill is issued in (domain `BillForm`): measured work items, or materials for a self-builder. */
    billForm: text('bill_form').notNull().default('measured'),
    /** Optimistic concurrency, as on sheets: a write naming an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'boq_settings_percent_check',
      sql`${table.contingencyPercent} between 0 and 100 and ${table.vatPercent} between 0 and 100`,
    ),
    check('boq_settings_bill_form_check', sql`${table.billForm} in ('measured', 'materials')`),
  ],
);
