import {
  isAdmin,
  orderMoveRefusal,
  orderTotals,
  type CreateOrderBody,
  type Order,
  type OrderPage,
  type OrderQuery,
  type OrderStatus,
  type OrderSupplier,
  type UpdateOrderBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { LockedPurchase, PurchasesService } from '../purchases/purchases.service';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './orders.repository';
import type { OrderView } from './orders.repository';
import type { SuppliersService } from '../suppliers/suppliers.service';

/** What orders ask of the suppliers: who each order is paid to. */
export type OrderPayees = Pick<SuppliersService, 'listPayees'>;

function toOrder(row: OrderView, payees: ReadonlyMap<string, OrderSupplier>): Order {
  return {
    _id: row.id,
    purchaseId: row.purchaseId,
    userId: row.userId,
    userName: row.userName,
    material: row.material,
    title: row.title,
    unit: row.unit,
    quantity: row.quantity,
    phoneNumber: row.phoneNumber,
    status: row.status as OrderStatus,
    unitPrice: row.unitPrice,
    transportPerUnit: row.transportPerUnit,
    ...orderTotals(row.quantity, row.unitPrice, row.transportPerUnit),
    supplier: row.providerId === null ? null : (payees.get(row.providerId) ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses `quantity` units when the offer is not open or fewer remain (the offer is locked). */
function assertUnitsAvailable(purchase: LockedPurchase, quantity: number): void {
  if (purchase.status !== 'open') throw conflict(`This offer is ${purchase.status}; it takes no orders`);
  const remaining = Math.max(0, purchase.quantity - purchase.ordered);
  if (quantity > remaining) {
    throw conflict(`quantity: only ${remaining} ${purchase.unit} remain on this offer`);
  }
}

export function createOrdersService({
  db,
  purchases,
  suppliers,
}: {
  db: Database;
  purchases: PurchasesService;
  suppliers: OrderPayees;
}) {
  /** Orders as answered, each with how to pay its supplier (its profile as it reads now). */
  async function toOrders(rows: readonly OrderView[]): Promise<Order[]> {
    const ids = rows.flatMap((row) => (row.providerId ? [row.providerId] : []));
    const payees = ids.length > 0 ? await suppliers.listPayees(ids) : new Map<string, OrderSupplier>();
    return rows.map((row) => toOrder(row, payees));
  }
  async function toOne(row: OrderView): Promise<Order> {
    const payees = row.providerId ? await suppliers.listPayees([row.providerId]) : new Map();
    return toOrder(row, payees);
  }

  /** Another user's order does not exist for the caller. */
  async function requireOrder(actor: AuthUser, id: string): Promise<OrderView> {
    const row = await repository.findOrder(db, id);
    if (!row || (!isAdmin(actor.accessLevel) && row.userId !== actor.id))
      throw notFound('orders.order_not_found');
    return row;
  }

  return {
    /** Checked and written under the offer's row lock: concurrent orders cannot oversell. */
    async placeOrder(actor: AuthUser, body: CreateOrderBody): Promise<Order> {
      const placed = await purchases.withLockedPurchase(body.purchaseId, async (tx, purchase) => {
        assertUnitsAvailable(purchase, body.quantity);
        return repository.insertOrder(tx, {
          purchaseId: purchase.id,
          userId: actor.id,
          quantity: body.quantity,
          phoneNumber: body.phoneNumber,
          unitPrice: purchase.price,
          transportPerUnit: purchase.transport,
        });
      });
      return toOne(await requireOrder(actor, placed.id));
    },

    async listOrders(actor: AuthUser, query: OrderQuery): Promise<OrderPage> {
      const { rows, total } = await repository.listOrders(
        db,
        query,
        isAdmin(actor.accessLevel) ? null : actor.id,
      );
      return { items: await toOrders(rows), total, page: query.page, limit: query.limit };
    },

    async getOrder(actor: AuthUser, id: string): Promise<Order> {
      return toOne(await requireOrder(actor, id));
    },

    /**
     * Owner: quantity and phone while `placed`, or cancel while `placed`. Admin: the same edits,
     * one status step forward, or cancel before delivery. A quantity increase is checked
     * against what remains, under the offer's lock.
     */
    async updateOrder(actor: AuthUser, id: string, body: UpdateOrderBody): Promise<Order> {
      const existing = await requireOrder(actor, id);
      const role = isAdmin(actor.accessLevel) ? 'admin' : 'owner';
      await purchases.withLockedPurchase(
        existing.purchaseId,
        async (tx, purchase) => {
          const order = await repository.lockOrder(tx, id);
          if (!order) throw notFound('orders.order_not_found');
          const from = order.status as OrderStatus;
          const to = body.status ?? from;
          if (role === 'owner' && to !== from && to !== 'cancelled') {
            throw forbidden('orders.advance_admin_only');
          }
          const refusal = orderMoveRefusal(from, to, role);
          if (refusal) throw conflict(refusal);

          const editsDetails = body.quantity !== undefined || body.phoneNumber !== undefined;
          if (editsDetails && from !== 'placed') {
            throw conflict(`Only a placed order can be changed; this one is ${from}`);
          }
          const grows = body.quantity !== undefined && body.quantity > order.quantity && to !== 'cancelled';
          if (grows) assertUnitsAvailable(purchase, body.quantity ?? 0);

          await repository.updateOrder(tx, id, {
            ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
            ...(body.phoneNumber === undefined ? {} : { phoneNumber: body.phoneNumber }),
            ...(to === from ? {} : { status: to }),
          });
        },
        { exceptOrderId: id },
      );
      return toOne(await requireOrder(actor, id));
    },

    /**
     * Run inside the transaction that deletes a user: refuses (409) while the user has paid
     * orders, which are records of payment and must not go with the account. The buyer's orders
     * stay locked until the deletion commits, so none becomes paid between this check and then.
     */
    async assertBuyerRemovable(tx: Database, userId: string): Promise<void> {
      const paid = await repository.lockOrdersOfBuyerCountingPaid(tx, userId);
      if (paid > 0) {
        const orders = paid === 1 ? '1 paid order' : `${paid} paid orders`;
        throw conflict(
          `This account has ${orders}; paid orders are kept as a record of payment, so the account cannot be deleted`,
        );
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
