import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const times = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The general list of purchasable materials; `material` is a catalogue material key. */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey(),
    material: text('material').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    price: integer('price').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    ...times,
  },
  (table) => [
    uniqueIndex('materials_material_manufacturer_key').on(table.material, sql`lower(${table.manufacturer})`),
    check('materials_price_check', sql`${table.price} >= 0`),
  ],
);

/** A supplier; its name is unique whatever the case. */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    district: text('district').notNull(),
    ward: text('ward').notNull(),
    /** Text: leading zeros and `+` are part of a phone number. */
    phone: text('phone').notNull(),
    services: text('services').notNull().default(''),
    status: text('status').notNull().default('unregistered'),
    /** How buyers pay (docs/product.md §5): a mobile-money till, both columns or neither. */
    mobileMoneyNetwork: text('mobile_money_network'),
    mobileMoneyNumber: text('mobile_money_number'),
    /** A bank account: name, account name and number together or none; the branch may be empty. */
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankBranch: text('bank_branch'),
    paymentNote: text('payment_note').notNull().default(''),
    ...times,
  },
  (table) => [
    uniqueIndex('providers_name_key').on(sql`lower(${table.name})`),
    index('providers_region_idx').on(sql`lower(${table.region})`),
    check('providers_status_check', sql`${table.status} in ('unregistered','registered')`),
    check(
      'providers_mobile_money_check',
      sql`(${table.mobileMoneyNetwork} is null) = (${table.mobileMoneyNumber} is null) and (${table.mobileMoneyNetwork} is null or ${table.mobileMoneyNetwork} in ('mpesa','tigopesa','airtelmoney','halopesa'))`,
    ),
    check(
      'providers_bank_check',
      sql`(${table.bankName} is null) = (${table.bankAccountNumber} is null) and (${table.bankName} is null) = (${table.bankAccountName} is null)`,
    ),
  ],
);

/** A supplier's price list: one current price per material, replaced as a whole. */
export const providerPrices = pgTable(
  'provider_prices',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    material: text('material').notNull(),
    price: integer('price').notNull(),
    quotedAt: date('quoted_at', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.material] }),
    index('provider_prices_material_idx').on(table.material, table.price),
    check('provider_prices_price_check', sql`${table.price} >= 0`),
  ],
);

/** A group-buying offer. What is ordered is summed from its orders, under a row lock. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey(),
    material: text('material').notNull(),
    title: text('title').notNull(),
    unit: text('unit').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    payBefore: date('pay_before', { mode: 'string' }).notNull(),
    deliveryRange: text('delivery_range').notNull(),
    transport: integer('transport').notNull().default(0),
    transportTerms: text('transport_terms').notNull().default(''),
    status: text('status').notNull().default('open'),
    /** The supplier who delivers the offer and is paid for it; none for an offer of old. */
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    ...times,
  },
  (table) => [
    index('purchases_status_created_idx').on(table.status, table.createdAt),
    check('purchases_status_check', sql`${table.status} in ('open','closed','delivered')`),
    check(
      'purchases_amounts_check',
      sql`${table.price} >= 0 and ${table.transport} >= 0 and ${table.quantity} > 0`,
    ),
  ],
);

/** A user's order against an offer, with the offer's prices frozen when it was placed. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: text('status').notNull().default('placed'),
    unitPrice: integer('unit_price').notNull(),
    transportPerUnit: integer('transport_per_unit').notNull(),
    ...times,
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_purchase_idx').on(table.purchaseId, table.status),
    check(
      'orders_status_check',
      sql`${table.status} in ('placed','confirmed','paid','delivered','cancelled')`,
    ),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
  ],
);
