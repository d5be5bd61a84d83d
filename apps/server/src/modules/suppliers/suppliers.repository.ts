import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  MobileMoneyNetwork,
  PaymentDetails,
  ProviderBody,
  ProviderQuery,
  ProviderStatus,
  UpdateProviderBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { providerPrices, providers } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { likePattern } from '../../lib/like-pattern';

export type ProviderRow = typeof providers.$inferSelect;
export type ProviderPriceRow = typeof providerPrices.$inferSelect;
export type ProviderWithCount = ProviderRow & { priceCount: number };

/** Qualified by hand: Drizzle renders a column inside `sql` unqualified. */
const priceCount = sql<number>`(select count(*) from provider_prices listed where listed.provider_id = "providers"."id")::int`;

/** A supplier's payment details as its columns: a part left out is nulls. */
function paymentColumns(payment: PaymentDetails) {
  return {
    mobileMoneyNetwork: payment.mobileMoney?.network ?? null,
    mobileMoneyNumber: payment.mobileMoney?.number ?? null,
    bankName: payment.bank?.bankName ?? null,
    bankAccountName: payment.bank?.accountName ?? null,
    bankAccountNumber: payment.bank?.accountNumber ?? null,
    bankBranch: payment.bank?.branch ?? null,
    paymentNote: payment.note,
  };
}

type PaymentRow = Pick<
  ProviderRow,
  | 'mobileMoneyNetwork'
  | 'mobileMoneyNumber'
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'bankBranch'
  | 'paymentNote'
>;

export function toPaymentDetails(row: PaymentRow): PaymentDetails {
  return {
    mobileMoney:
      row.mobileMoneyNetwork && row.mobileMoneyNumber
        ? { network: row.mobileMoneyNetwork as MobileMoneyNetwork, number: row.mobileMoneyNumber }
        : null,
    bank:
      row.bankName && row.bankAccountName && row.bankAccountNumber
        ? {
            bankName: row.bankName,
            accountName: row.bankAccountName,
            accountNumber: row.bankAccountNumber,
            branch: row.bankBranch ?? '',
          }
        : null,
    note: row.paymentNote,
  };
}

export async function insertProvider(db: Database, body: ProviderBody): Promise<ProviderRow> {
  const { payment, ...fields } = body;
  const [row] = await db
    .insert(providers)
    .values({ id: newId(), ...fields, ...paymentColumns(payment) })
    .returning();
  if (!row) throw new Error('insert into providers returned no row');
  return row;
}

export async function findProvider(db: Database, id: string): Promise<ProviderWithCount | undefined> {
  const [row] = await db
    .select({ provider: providers, priceCount })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1);
  return row && { ...row.provider, priceCount: row.priceCount };
}

export async function listProviders(
  db: Database,
  query: ProviderQuery & { status?: ProviderStatus },
): Promise<{ rows: ProviderWithCount[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(providers.status, query.status));
  if (query.region) conditions.push(sql`lower(${providers.region}) = lower(${query.region})`);
  if (query.search) conditions.push(ilike(providers.name, likePattern(query.search)));
  if (query.material) {
    conditions.push(
      sql`exists (select 1 from provider_prices listed where listed.provider_id = "providers"."id" and listed.material = ${query.material})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ provider: providers, priceCount })
      .from(providers)
      .where(where)
      .orderBy(asc(providers.name), asc(providers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(providers).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.provider, priceCount: row.priceCount })),
    total: totals[0]?.value ?? 0,
  };
}

export async function updateProvider(
  db: Database,
  id: string,
  patch: UpdateProviderBody,
): Promise<ProviderRow | undefined> {
  const { payment, ...fields } = patch;
  const [row] = await db
    .update(providers)
    .set({ ...fields, ...(payment === undefined ? {} : paymentColumns(payment)), updatedAt: new Date() })
    .where(eq(providers.id, id))
    .returning();
  return row;
}

export async function deleteProvider(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(providers).where(eq(providers.id, id)).returning({ id: providers.id });
  return rows.length > 0;
}

export async function listPrices(db: Database, providerId: string): Promise<ProviderPriceRow[]> {
  return db
    .select()
    .from(providerPrices)
    .where(eq(providerPrices.providerId, providerId))
    .orderBy(asc(providerPrices.material));
}

/** Replaces the whole price list; run inside the caller's transaction. */
export async function replacePrices(
  db: Database,
  providerId: string,
  prices: readonly { material: string; price: number; quotedAt: string }[],
): Promise<void> {
  await db.delete(providerPrices).where(eq(providerPrices.providerId, providerId));
  if (prices.length > 0) {
    await db.insert(providerPrices).values(prices.map((line) => ({ providerId, ...line })));
  }
  await db.update(providers).set({ updatedAt: new Date() }).where(eq(providers.id, providerId));
}

export interface QuoteRow {
  providerId: string;
  providerName: string;
  region: string;
  district: string;
  ward: string;
  phone: string;
  material: string;
  price: number;
  quotedAt: string;
}

/** Registered suppliers' prices of these materials, optionally in one region. */
export async function listRegisteredQuotes(
  db: Database,
  materialKeys: readonly string[],
  region: string | null,
): Promise<QuoteRow[]> {
  if (materialKeys.length === 0) return [];
  const conditions: SQL[] = [
    eq(providers.status, 'registered'),
    inArray(providerPrices.material, [...materialKeys]),
  ];
  if (region) conditions.push(sql`lower(${providers.region}) = lower(${region})`);
  return db
    .select({
      providerId: providers.id,
      providerName: providers.name,
      region: providers.region,
      district: providers.district,
      ward: providers.ward,
      phone: providers.phone,
      material: providerPrices.material,
      price: providerPrices.price,
      quotedAt: providerPrices.quotedAt,
    })
    .from(providerPrices)
    .innerJoin(providers, eq(providers.id, providerPrices.providerId))
    .where(and(...conditions));
}

/** The suppliers of these ids (any status): who an order is paid to. */
export async function listProvidersByIds(db: Database, ids: readonly string[]): Promise<ProviderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(providers)
    .where(inArray(providers.id, [...ids]));
}
