import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAID_ORDER_STATUSES, type OrderQuery, type OrderStatus } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { orders, purchases, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type OrderRow = typeof orders.$inferSelect;
export type OrderView = OrderRow & {
  userName: string;
  material: string;
  title: string;
  unit: string;
  /** The offer's supplier, who is paid. */
  providerId: string | null;
};

const viewColumns = {
  order: orders,
  userName: users.name,
  material: purchases.material,
  title: purchases.title,
  unit: purchases.unit,
  providerId: purchases.providerId,
};

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(purchases, eq(purchases.id, orders.purchaseId));
}

type ViewRecord = { order: OrderRow } & Omit<OrderView, keyof OrderRow>;
const flatten = ({ order, ...rest }: ViewRecord): OrderView => ({ ...order, ...rest });

export async function insertOrder(
  db: Database,
  values: Omit<OrderRow, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

export async function findOrder(db: Database, id: string): Promise<OrderView | undefined> {
  const [row] = await viewQuery(db).where(eq(orders.id, id)).limit(1);
  return row && flatten(row);
}

/** The order's row, locked until the transaction ends (status moves do not interleave). */
export async function lockOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function listOrders(
  db: Database,
  query: OrderQuery,
  ownerId: string | null,
): Promise<{ rows: OrderView[]; total: number }> {
  const conditions: SQL[] = [];
  if (ownerId) conditions.push(eq(orders.userId, ownerId));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.purchaseId) conditions.push(eq(orders.purchaseId, query.purchaseId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.value ?? 0 };
}

export async function updateOrder(
  db: Database,
  id: string,
  patch: Partial<{ quantity: number; phoneNumber: string; status: OrderStatus }>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * Locks every order of a buyer until the transaction ends (none can change status meanwhile) and
 * answers how many of them are paid for.
 */
export async function lockOrdersOfBuyerCountingPaid(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
    .for('update');
  const paid: readonly string[] = PAID_ORDER_STATUSES;
  return rows.filter((row) => paid.includes(row.status)).length;
}
