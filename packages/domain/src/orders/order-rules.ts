import type { OrderStatus } from './orders.contract';
import type { PurchaseStatus } from '../purchases/purchases.contract';

export interface OrderTotals {
  readonly subtotal: number;
  readonly transport: number;
  readonly total: number;
}

/** Totals of an order: quantity × unit price, plus quantity × transport per unit. */
export function orderTotals(quantity: number, unitPrice: number, transportPerUnit = 0): OrderTotals {
  const subtotal = quantity * unitPrice;
  const transport = quantity * transportPerUnit;
  return { subtotal, transport, total: subtotal + transport };
}

/** The one forward step of each order state; `cancelled` and `delivered` are final. */
export const NEXT_ORDER_STATUS: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  placed: 'confirmed',
  confirmed: 'paid',
  paid: 'delivered',
  delivered: null,
  cancelled: null,
};

export type OrderActor = 'admin' | 'owner';

/**
 * Why `actor` may not move an order from `from` to `to`, or null when it may.
 * Admin moves one step forward or cancels anything not yet delivered; the owner only cancels,
 * and only while the order is still `placed` (after confirmation the supplier has committed).
 */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | null {
  if (from === to) return null;
  if (from === 'cancelled' || from === 'delivered') return `a ${from} order cannot change`;
  if (to === 'cancelled') {
    if (actor === 'admin' || from === 'placed') return null;
    return `only a placed order can be cancelled by its owner; this one is ${from}`;
  }
  if (actor !== 'admin') return 'only admin moves an order forward';
  if (NEXT_ORDER_STATUS[from] !== to)
    return `an order moves ${from} → ${NEXT_ORDER_STATUS[from]}, not to ${to}`;
  return null;
}

/**
 * The states in which money has changed hands for an order. Such an order is the record of a
 * payment, so nothing may remove it: its buyer's account cannot be deleted while it exists.
 */
export const PAID_ORDER_STATUSES = ['paid', 'delivered'] as const satisfies readonly OrderStatus[];

/** Whether an order's units still count against its offer. */
export function holdsUnits(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/**
 * Offers go `open ⇄ closed` and then `delivered`, which is final (its orders are fulfilled).
 * Returns why the move is refused, or null.
 */
export function purchaseMoveRefusal(from: PurchaseStatus, to: PurchaseStatus): string | null {
  if (from === to) return null;
  if (from === 'delivered') return 'a delivered offer cannot change status';
  return null;
}
