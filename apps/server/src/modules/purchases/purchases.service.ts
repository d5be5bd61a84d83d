import {
  isAdmin,
  purchaseMoveRefusal,
  type CreatePurchaseBody,
  type Purchase,
  type PurchasePage,
  type PurchaseQuery,
  type UpdatePurchaseBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { sentFields } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MaterialsService } from '../materials/materials.service';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './purchases.repository';
import type { PurchaseView, PurchaseWithOrdered } from './purchases.repository';
import type { SuppliersService } from '../suppliers/suppliers.service';

export type LockedPurchase = PurchaseWithOrdered;

function toPurchase(row: PurchaseView): Purchase {
  return {
    _id: row.id,
    material: row.material,
    title: row.title,
    unit: row.unit,
    price: row.price,
    quantity: row.quantity,
    ordered: row.ordered,
    remaining: Math.max(0, row.quantity - row.ordered),
    payBefore: row.payBefore,
    deliveryRange: row.deliveryRange,
    transport: row.transport,
    transportTerms: row.transportTerms,
    status: row.status as Purchase['status'],
    providerId: row.providerId,
    providerName: row.providerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the offers ask of the suppliers: that the supplier an offer names exists. */
export type OfferSuppliers = Pick<SuppliersService, 'assertSupplierExists'>;

export function createPurchasesService({
  db,
  materials,
  suppliers,
}: {
  db: Database;
  materials: MaterialsService;
  suppliers: OfferSuppliers;
}) {
  async function reread(id: string): Promise<PurchaseView> {
    const row = await repository.findPurchase(db, id);
    if (!row) throw notFound('purchases.offer_not_found');
    return row;
  }

  /** Other roles than admin see open offers only; the rest do not exist for them. */
  async function requirePurchase(actor: AuthUser, id: string): Promise<PurchaseView> {
    const row = await repository.findPurchase(db, id);
    if (!row || (!isAdmin(actor.accessLevel) && row.status !== 'open'))
      throw notFound('purchases.offer_not_found');
    return row;
  }

  return {
    async createPurchase(body: CreatePurchaseBody): Promise<Purchase> {
      await materials.assertCatalogueMaterials([body.material]);
      if (body.providerId) await suppliers.assertSupplierExists(body.providerId);
      const row = await repository.insertPurchase(db, body);
      return toPurchase(await reread(row.id));
    },

    async listPurchases(actor: AuthUser, query: PurchaseQuery): Promise<PurchasePage> {
      const status = isAdmin(actor.accessLevel) ? query.status : 'open';
      const { rows, total } = await repository.listPurchases(db, { ...query, status });
      return { items: rows.map(toPurchase), total, page: query.page, limit: query.limit };
    },

    async getPurchase(actor: AuthUser, id: string): Promise<Purchase> {
      return toPurchase(await requirePurchase(actor, id));
    },

    /** Under the offer's row lock, so the quantity cannot drop below units ordered meanwhile. */
    async updatePurchase(id: string, body: UpdatePurchaseBody): Promise<Purchase> {
      if (sentFields(body).length === 0) throw badRequest('request.empty_update');
      if (body.material !== undefined) await materials.assertCatalogueMaterials([body.material]);
      if (body.providerId) await suppliers.assertSupplierExists(body.providerId);
      await db.transaction(async (tx) => {
        const current = await repository.lockPurchase(tx, id);
        if (!current) throw notFound('purchases.offer_not_found');
        if (body.status !== undefined) {
          const refusal = purchaseMoveRefusal(current.status as Purchase['status'], body.status);
          if (refusal) throw conflict(refusal);
        }
        // Its orders are fulfilled: prices and quantities are history now.
        if (current.status === 'delivered') throw conflict('purchases.delivered_offer_frozen');
        if (body.quantity !== undefined && body.quantity < current.ordered) {
          throw conflict(`quantity cannot be below the ${current.ordered} units already ordered`);
        }
        const row = await repository.updatePurchase(tx, id, body);
        if (!row) throw notFound('purchases.offer_not_found');
      });
      return toPurchase(await reread(id));
    },

    /** An offer that has orders is closed, not deleted: the orders refer to it. */
    async deletePurchase(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repository.lockPurchase(tx, id);
        if (!current) throw notFound('purchases.offer_not_found');
        if ((await repository.countOrders(tx, id)) > 0) {
          throw conflict('purchases.offer_has_orders');
        }
        await repository.deletePurchase(tx, id);
      });
    },

    /**
     * Runs `work` inside a transaction holding the offer's row lock, with the units its orders
     * hold counted after the lock was taken: orders placed or grown here cannot oversell it.
     */
    async withLockedPurchase<T>(
      purchaseId: string,
      work: (tx: Database, purchase: LockedPurchase) => Promise<T>,
      options: { exceptOrderId?: string } = {},
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const locked = await repository.lockPurchase(tx, purchaseId);
        if (!locked) throw notFound('purchases.offer_not_found');
        const ordered = options.exceptOrderId
          ? await repository.heldUnits(tx, purchaseId, options.exceptOrderId)
          : locked.ordered;
        return work(tx, { ...locked, ordered });
      });
    },
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
