import {
  ageInDays,
  isAdmin,
  rankQuotes,
  splitBasketBySupplier,
  utcDay,
  type CheapestQuery,
  type CheapestResponse,
  type CreateProviderBody,
  type OrderSupplier,
  type Provider,
  type ProviderDetail,
  type ProviderPage,
  type ProviderQuery,
  type ReplacePricesBody,
  type ShoppingList,
  type SupplierShoppingList,
  type SupplierShoppingListBody,
  type UpdateProviderBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation, sentFields } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MaterialsService } from '../materials/materials.service';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './suppliers.repository';
import { toPaymentDetails, type ProviderPriceRow, type ProviderWithCount } from './suppliers.repository';

const DUPLICATE_NAME = 'suppliers.name_taken';

export function createSuppliersService({
  db,
  materials,
  today = () => utcDay(),
}: {
  db: Database;
  materials: MaterialsService;
  /** The day prices are aged against (`YYYY-MM-DD`, UTC); tests fix it. */
  today?: () => string;
}) {
  function toProvider(row: ProviderWithCount): Provider {
    return {
      _id: row.id,
      name: row.name,
      region: row.region,
      district: row.district,
      ward: row.ward,
      phone: row.phone,
      services: row.services,
      status: row.status as Provider['status'],
      payment: toPaymentDetails(row),
      priceCount: row.priceCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function toDetail(row: ProviderWithCount, prices: readonly ProviderPriceRow[]): ProviderDetail {
    const day = today();
    return {
      ...toProvider(row),
      prices: prices.map((line) => ({
        material: line.material,
        price: line.price,
        quotedAt: line.quotedAt,
        ageDays: ageInDays(line.quotedAt, day),
      })),
    };
  }

  /** Other roles than admin see registered suppliers only; the rest do not exist for them. */
  async function requireProvider(actor: AuthUser | null, id: string): Promise<ProviderWithCount> {
    const row = await repository.findProvider(db, id);
    const visible = row && (isAdmin(actor?.accessLevel) || row.status === 'registered');
    if (!row || !visible) throw notFound('suppliers.supplier_not_found');
    return row;
  }

  async function detail(actor: AuthUser | null, id: string): Promise<ProviderDetail> {
    const row = await requireProvider(actor, id);
    return toDetail(row, await repository.listPrices(db, id));
  }

  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME);
      throw error;
    }
  }

  async function priceShoppingList(body: SupplierShoppingListBody): Promise<SupplierShoppingList> {
    const region = body.region ?? null;
    const keys = [...new Set(body.items.map((item) => item.material))];
    const quotes = await repository.listRegisteredQuotes(db, keys, region);
    return splitBasketBySupplier(body.items, quotes, today(), region);
  }

  return {
    async createProvider(body: CreateProviderBody): Promise<ProviderDetail> {
      const row = await saving(() => repository.insertProvider(db, body));
      return toDetail({ ...row, priceCount: 0 }, []);
    },

    async listProviders(actor: AuthUser, query: ProviderQuery): Promise<ProviderPage> {
      const status = isAdmin(actor.accessLevel) ? query.status : 'registered';
      const { rows, total } = await repository.listProviders(db, { ...query, status });
      return { items: rows.map(toProvider), total, page: query.page, limit: query.limit };
    },

    getProvider: detail,

    async updateProvider(actor: AuthUser, id: string, body: UpdateProviderBody): Promise<ProviderDetail> {
      if (sentFields(body).length === 0) throw badRequest('request.empty_update');
      await requireProvider(actor, id);
      const row = await saving(() => repository.updateProvider(db, id, body));
      if (!row) throw notFound('suppliers.supplier_not_found');
      return detail(actor, id);
    },

    async deleteProvider(id: string): Promise<void> {
      if (!(await repository.deleteProvider(db, id))) throw notFound('suppliers.supplier_not_found');
    },

    /** Replaces the price list in one transaction: readers see the old list or the new one. */
    async replacePrices(actor: AuthUser, id: string, body: ReplacePricesBody): Promise<ProviderDetail> {
      await requireProvider(actor, id);
      await materials.assertCatalogueMaterials(
        body.prices.map((line) => line.material),
        (index) => `prices.${index}.material`,
      );
      const day = today();
      const lines = body.prices.map((line) => ({
        material: line.material,
        price: line.price,
        quotedAt: line.quotedAt ?? day,
      }));
      await db.transaction((tx) => repository.replacePrices(tx, id, lines));
      return detail(actor, id);
    },

    /** Registered suppliers' prices of one material, cheapest first, each with its age. */
    async cheapest(query: CheapestQuery): Promise<CheapestResponse> {
      const region = query.region ?? null;
      const quotes = await repository.listRegisteredQuotes(db, [query.material], region);
      return { material: query.material, region, quotes: rankQuotes(quotes, today()) };
    },

    priceShoppingList,

    /** 400 naming `providerId` unless a supplier of this id exists (an offer names who delivers it). */
    async assertSupplierExists(id: string): Promise<void> {
      if (!(await repository.findProvider(db, id))) throw badRequest('suppliers.unknown_supplier');
    },

    /** Who orders are paid to, by supplier id, with the payment details of their profiles now. */
    async listPayees(ids: readonly string[]): Promise<Map<string, OrderSupplier>> {
      const rows = await repository.listProvidersByIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          { _id: row.id, name: row.name, phone: row.phone, payment: toPaymentDetails(row) },
        ]),
      );
    },

    /**
     * The take-off's or an issued BOQ's shopping list priced by registered suppliers: each
     * material at its cheapest supplier, and the basket per supplier. For the BOQ module.
     */
    async priceShoppingListBySuppliers(
      shoppingList: Pick<ShoppingList, 'items'>,
      options: { region?: string } = {},
    ): Promise<SupplierShoppingList> {
      return priceShoppingList({
        ...(options.region === undefined ? {} : { region: options.region }),
        items: shoppingList.items
          .filter((item) => item.purchaseQuantity > 0)
          .map((item) => ({ material: item.material, quantity: item.purchaseQuantity })),
      });
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
