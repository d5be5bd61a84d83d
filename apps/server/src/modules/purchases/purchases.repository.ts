import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PurchaseBody, PurchaseQuery, PurchaseStatus, UpdatePurchaseBody } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { orders, purchases } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseWithOrdered = PurchaseRow & { ordered: number };
/** An offer as answered: with its held units and its supplier's name. */
export type PurchaseView = PurchaseWithOrdered & { providerName: string | null };

/**
 * Units held by an offer's orders that are not cancelled. Written with qualified names: Drizzle
 * renders a column inside `sql` unqualified, and an unqualified `id` here would be the order's.
 */
const ordered = sql<number>`coalesce((select sum(held.quantity) from orders held where held.purchase_id = "purchases"."id" and held.status <> 'cancelled'), 0)::int`;

const providerName = sql<
  string | null
>`(select named.name from providers named where named.id = "purchases"."provider_id")`;

export async function insertPurchase(db: Database, body: PurchaseBody): Promise<PurchaseRow> {
  const [row] = await db
    .insert(purchases)
    .values({ id: newId(), ...body })
    .returning();
  if (!row) throw new Error('insert into purchases returned no row');
  return row;
}

export async function findPurchase(db: Database, id: string): Promise<PurchaseView | undefined> {
  const [row] = await db
    .select({ purchase: purchases, ordered, providerName })
    .from(purchases)
    .where(eq(purchases.id, id))
    .limit(1);
  return row && { ...row.purchase, ordered: row.ordered, providerName: row.providerName };
}

export async function listPurchases(
  db: Database,
  query: PurchaseQuery & { status?: PurchaseStatus },
): Promise<{ rows: PurchaseView[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(purchases.status, query.status));
  if (query.material) conditions.push(eq(purchases.material, query.material));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ purchase: purchases, ordered, providerName })
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(purchases).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.purchase, ordered: row.ordered, providerName: row.providerName })),
    total: totals[0]?.value ?? 0,
  };
}

/**
 * Locks the offer's row until the transaction ends, then sums its held units in a second
 * statement: under READ COMMITTED that statement sees every order committed by whoever held
 * the lock before (a sum computed in the locking statement would use the older snapshot).
 */
export async function lockPurchase(db: Database, id: string): Promise<PurchaseWithOrdered | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  if (!row) return undefined;
  return { ...row, ordered: await heldUnits(db, id) };
}

export async function heldUnits(db: Database, purchaseId: string, exceptOrderId?: string): Promise<number> {
  const conditions = [eq(orders.purchaseId, purchaseId), ne(orders.status, 'cancelled')];
  if (exceptOrderId) conditions.push(ne(orders.id, exceptOrderId));
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    .where(and(...conditions));
  return row?.value ?? 0;
}

export async function updatePurchase(
  db: Database,
  id: string,
  patch: UpdatePurchaseBody,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(purchases)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  return row;
}

export async function countOrders(db: Database, purchaseId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.purchaseId, purchaseId));
  return row?.value ?? 0;
}

export async function deletePurchase(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(purchases).where(eq(purchases.id, id)).returning({ id: purchases.id });
  return rows.length > 0;
}
