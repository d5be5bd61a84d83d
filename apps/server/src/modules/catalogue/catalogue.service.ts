import {
  getTrade,
  isAdmin,
  type CatalogueEntry,
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
  type CreateCatalogueItemBody,
  type RateChange,
  type UpdateCatalogueItemBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './catalogue.repository';
import type { CatalogueRow } from './catalogue.repository';

export function toCatalogueEntry(row: CatalogueRow): CatalogueEntry {
  return {
    _id: row.id,
    code: row.code,
    trade: row.trade as CatalogueEntry['trade'],
    material: row.material,
    description: row.description,
    descriptionSw: row.descriptionSw,
    unit: row.unit,
    baseUnit: row.baseUnit as CatalogueEntry['baseUnit'],
    perUnit: row.perUnit,
    rate: row.rate,
    wastageClass: row.wastageClass as CatalogueEntry['wastageClass'],
    active: row.active,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A code belongs to its trade: BLD-… to blinding, WAL-… to walling. */
function assertCodeMatchesTrade(code: string, trade: CatalogueItem['trade']): void {
  const prefix = getTrade(trade).prefix;
  if (!code.startsWith(`${prefix}-`))
    throw badRequest(`code must start with ${prefix}- for the ${trade} trade`);
}

export function createCatalogueService({ db }: { db: Database }) {
  /**
   * The active catalogue by code, kept between requests: take-off prices every request from it
   * and reading 200 rows each time cost more than the calculation. Every write goes through
   * this service and drops it (docs/decisions/0002-catalogue-cache.md).
   */
  let activeByCode: Promise<Map<string, CatalogueEntry>> | undefined;
  const forgetActive = () => {
    activeByCode = undefined;
  };

  /** The item, which must belong to `trade` when one is named (the /api/pre paths). */
  async function requireItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueRow> {
    const row = await repository.findItemById(db, id);
    if (!row || (trade !== undefined && row.trade !== trade)) throw notFound('Catalogue item not found');
    return row;
  }

  /** Applies a patch and, when the rate moves, records the change in the same transaction. */
  async function applyPatch(
    actor: AuthUser,
    row: CatalogueRow,
    patch: repository.CatalogueRowPatch,
  ): Promise<CatalogueEntry> {
    const updated = await db.transaction(async (tx) => {
      const saved = await repository.updateItem(tx, row.id, patch);
      if (!saved) throw notFound('Catalogue item not found');
      if (patch.rate !== undefined && patch.rate !== row.rate) {
        await repository.insertRateChange(tx, {
          itemId: row.id,
          oldRate: row.rate,
          newRate: patch.rate,
          changedBy: actor.id,
        });
      }
      return saved;
    });
    // After the commit: a read between the two would otherwise cache the old rate again.
    forgetActive();
    return toCatalogueEntry(updated);
  }

  return {
    /** Loads the seed into an empty catalogue; a catalogue that has items is left alone. */
    async seedIfEmpty(items: readonly CatalogueItem[]): Promise<number> {
      if ((await repository.countItems(db)) > 0) return 0;
      const rows = await db.transaction((tx) => repository.insertItems(tx, items, 0));
      forgetActive();
      return rows.length;
    },

    async listItems(query: CatalogueQuery): Promise<CataloguePage> {
      const { rows, total } = await repository.listItems(db, query);
      return { items: rows.map(toCatalogueEntry), total, page: query.page, limit: query.limit };
    },

    /** Every active item by code: what take-off pricing reads. */
    async activeItemsByCode(): Promise<ReadonlyMap<string, CatalogueEntry>> {
      activeByCode ??= repository.listActiveItems(db).then(
        (rows) => new Map(rows.map((row) => [row.code, toCatalogueEntry(row)])),
        (error: unknown) => {
          forgetActive();
          throw error;
        },
      );
      return activeByCode;
    },

    async getItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueEntry> {
      return toCatalogueEntry(await requireItem(id, trade));
    },

    async createItem(body: CreateCatalogueItemBody): Promise<CatalogueEntry> {
      assertCodeMatchesTrade(body.code, body.trade);
      const [existing] = await repository.findItemsByCodes(db, [body.code]);
      if (existing) throw conflict(`An item with code ${body.code} already exists`);
      const [row] = await repository.insertItems(db, [body], await repository.nextPosition(db));
      if (!row) throw new Error('insert into catalogue_items returned no row');
      forgetActive();
      return toCatalogueEntry(row);
    },

    /** Admin may change every field but the code; a price setter only the rate. */
    async updateItem(actor: AuthUser, id: string, body: UpdateCatalogueItemBody): Promise<CatalogueEntry> {
      const fields = Object.entries(body)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key);
      if (fields.length === 0) throw badRequest('body: send at least one field to change');
      if (!isAdmin(actor.accessLevel) && fields.some((field) => field !== 'rate')) {
        throw forbidden('Price setters may change only the rate');
      }
      const row = await requireItem(id);
      if (body.trade !== undefined) assertCodeMatchesTrade(row.code, body.trade);
      return applyPatch(actor, row, body);
    },

    async setRate(
      actor: AuthUser,
      id: string,
      newRate: number,
      trade?: CatalogueItem['trade'],
    ): Promise<CatalogueEntry> {
      return applyPatch(actor, await requireItem(id, trade), { rate: newRate });
    },

    async deactivateItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueEntry> {
      await requireItem(id, trade);
      const updated = await repository.updateItem(db, id, { active: false });
      forgetActive();
      if (!updated) throw notFound('Catalogue item not found');
      return toCatalogueEntry(updated);
    },

    async rateHistory(id: string): Promise<RateChange[]> {
      await requireItem(id);
      const rows = await repository.listRateChanges(db, id);
      return rows.map((row) => ({
        _id: row.id,
        itemId: row.itemId,
        oldRate: row.oldRate,
        newRate: row.newRate,
        changedBy: row.changedBy,
        changedByName: row.changedByName ?? 'a deleted account',
        changedAt: row.changedAt.toISOString(),
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
