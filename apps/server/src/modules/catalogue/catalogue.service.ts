import {
  getTrade,
  isAdmin,
  type CatalogueEntry,
  type CatalogueItem,
  type CatalogueMaterial,
  type CatalogueMaterialEntry,
  type CatalogueWriteResult,
  type RateAppliesTo,
  type SeedItem,
  type TradeId,
  type CataloguePage,
  type CatalogueQuery,
  type CreateCatalogueItemBody,
  type RateChange,
  type UpdateCatalogueItemBody,
} from '@kadirio/domain';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { addNewSeedItems } from './catalogue-seed';
import * as repository from './catalogue.repository';
import type { CatalogueRow, MaterialRow } from './catalogue.repository';

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

/** The active catalogue is read again at least this often, should a change notice ever be missed. */
export const CATALOGUE_CACHE_TTL_MS = 60_000;

export function createCatalogueService({
  db,
  changes,
  now = Date.now,
}: {
  db: Database;
  /** Tells every server process on the database that the catalogue changed (db/change-feed.ts). */
  changes: ChangeFeed;
  now?: () => number;
}) {
  /**
   * The active catalogue by code, kept between requests: take-off prices every request from it
   * and reading 200 rows each time cost more than the calculation. Every write, in any server
   * process, drops it through the change feed (docs/decisions/0002-catalogue-cache.md).
   */
  const cachedRead = (read: () => Promise<CatalogueRow[]>) => {
    let entry: { items: Promise<Map<string, CatalogueEntry>>; readAt: number } | undefined;
    return {
      drop: () => {
        entry = undefined;
      },
      get: (): Promise<Map<string, CatalogueEntry>> => {
        const load = () =>
          read().then((rows) => new Map(rows.map((row) => [row.code, toCatalogueEntry(row)])));
        // While other processes' changes cannot be heard, every pricing reads the database.
        if (!changes.isLive()) return load();
        const at = now();
        if (entry && at - entry.readAt < CATALOGUE_CACHE_TTL_MS) return entry.items;
        const fresh = { items: load(), readAt: at };
        entry = fresh;
        fresh.items.catch(() => {
          // A failed read is never remembered; a newer read in flight is left alone.
          if (entry === fresh) entry = undefined;
        });
        return fresh.items;
      },
    };
  };
  const activeByCode = cachedRead(() => repository.listActiveItems(db));
  /** Withdrawn items too, so estimating can name the lines it leaves out. */
  const everyByCode = cachedRead(() => repository.listAllItems(db));
  changes.subscribe((event) => {
    if (event.topic !== 'catalogue' && event.topic !== 'everything') return;
    activeByCode.drop();
    everyByCode.drop();
  });
  const forgetActive = () => changes.publish({ topic: 'catalogue' });

  /** The item, which must belong to `trade` when one is named (the /api/pre paths). */
  async function requireItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueRow> {
    const row = await repository.findItemById(db, id);
    if (!row || (trade !== undefined && row.trade !== trade)) throw notFound('catalogue.item_not_found');
    return row;
  }

  /** Whom a material's rate reaches: every item of it, active or not, in catalogue order. */
  async function appliesTo(db_: Database, material: string): Promise<RateAppliesTo> {
    const items = await repository.listItemsOfMaterial(db_, material);
    return {
      material,
      codes: items.map((item) => item.code),
      trades: [...new Set(items.map((item) => item.trade as TradeId))],
    };
  }

  async function requireMaterial(db_: Database, key: string): Promise<MaterialRow> {
    const material = await repository.findMaterial(db_, key);
    if (!material) throw notFound(`No material ${key}`);
    return material;
  }

  /**
   * Sets a material's rate and records the change, in the caller's transaction: one edit, every
   * item of the material in every trade (decision 0013). An unchanged rate records nothing.
   */
  async function setMaterialRateIn(
    tx: Database,
    actor: AuthUser,
    material: MaterialRow,
    newRate: number,
  ): Promise<void> {
    if (newRate === material.rate) return;
    await repository.setMaterialRate(tx, material.key, newRate);
    await repository.insertRateChange(tx, {
      material: material.key,
      oldRate: material.rate,
      newRate,
      changedBy: actor.id,
    });
  }

  /**
   * Applies an item patch; a `rate` in it goes to the item's material (after a change of
   * material, the new one). Item and rate change in one transaction.
   */
  async function applyPatch(
    actor: AuthUser,
    row: CatalogueRow,
    body: UpdateCatalogueItemBody,
  ): Promise<CatalogueWriteResult> {
    const { rate, ...patch } = body;
    const result = await db.transaction(async (tx) => {
      const materialKey = patch.material ?? row.material;
      const material = await repository.findMaterial(tx, materialKey);
      if (!material) throw badRequest(`material: ${materialKey} is not a material of the catalogue`);
      const unit = patch.unit ?? row.unit;
      if (unit !== material.unit) {
        throw badRequest(
          `unit: ${material.key} is bought in ${material.unit}; the item must use the same unit`,
        );
      }
      if (Object.keys(patch).length > 0) await repository.updateItem(tx, row.id, patch);
      if (rate !== undefined) await setMaterialRateIn(tx, actor, material, rate);
      const saved = await repository.findItemById(tx, row.id);
      if (!saved) throw notFound('catalogue.item_not_found');
      return {
        ...toCatalogueEntry(saved),
        ...(rate === undefined ? {} : { rateAppliesTo: await appliesTo(tx, material.key) }),
      };
    });
    // After the commit: a read between the two would otherwise cache the old rate again.
    await forgetActive();
    return result;
  }

  function toMaterialEntry(material: MaterialRow, items: readonly CatalogueRow[]): CatalogueMaterialEntry {
    return {
      key: material.key,
      unit: material.unit,
      rate: material.rate,
      description: material.description,
      descriptionSw: material.descriptionSw,
      items: items
        .filter((item) => item.material === material.key)
        .map((item) => ({
          _id: item.id,
          code: item.code,
          trade: item.trade as TradeId,
          active: item.active,
        })),
      updatedAt: material.updatedAt.toISOString(),
    };
  }

  async function rateChanges(material: string): Promise<RateChange[]> {
    const rows = await repository.listRateChanges(db, material);
    return rows.map((row) => ({
      _id: row.id,
      material: row.material,
      oldRate: row.oldRate,
      newRate: row.newRate,
      changedBy: row.changedBy,
      changedByName:
        row.changedByName ?? (row.changedBy === null && row.note !== null ? 'Kadirio' : 'a deleted account'),
      changedAt: row.changedAt.toISOString(),
      note: row.note,
    }));
  }

  return {
    /** The seed's items the catalogue never had, added (see catalogue-seed.ts); how many. */
    async seedNewItems(materials: readonly CatalogueMaterial[], items: readonly SeedItem[]): Promise<number> {
      const added = await addNewSeedItems(db, materials, items);
      if (added > 0) await forgetActive();
      return added;
    },

    async listItems(query: CatalogueQuery): Promise<CataloguePage> {
      const { rows, total } = await repository.listItems(db, query);
      return { items: rows.map(toCatalogueEntry), total, page: query.page, limit: query.limit };
    },

    /** Every active item by code: what take-off pricing reads. */
    async activeItemsByCode(): Promise<ReadonlyMap<string, CatalogueEntry>> {
      return activeByCode.get();
    },

    /**
     * Every item by code, withdrawn ones too (`active: false`): what estimating prices from, so a
     * withdrawn item's lines are left out and named instead of failing the estimate
     * (docs/takeoff.md, "Revision 2 — pricing").
     */
    async pricingItemsByCode(): Promise<ReadonlyMap<string, CatalogueEntry>> {
      return everyByCode.get();
    },

    async getItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueEntry> {
      return toCatalogueEntry(await requireItem(id, trade));
    },

    async createItem(body: CreateCatalogueItemBody): Promise<CatalogueEntry> {
      assertCodeMatchesTrade(body.code, body.trade);
      const [existing] = await repository.findItemsByCodes(db, [body.code]);
      if (existing) throw conflict(`An item with code ${body.code} already exists`);
      const row = await db.transaction(async (tx) => {
        const material = await repository.findMaterial(tx, body.material);
        if (!material) {
          if (body.rate === undefined)
            throw badRequest(`rate: required for the new material ${body.material}`);
          await repository.insertMaterials(tx, [
            {
              key: body.material,
              unit: body.unit,
              rate: body.rate,
              description: body.description,
              descriptionSw: body.descriptionSw,
            },
          ]);
        } else if (material.unit !== body.unit) {
          throw badRequest(
            `unit: ${material.key} is bought in ${material.unit}; the item must use the same unit`,
          );
        } else if (body.rate !== undefined && body.rate !== material.rate) {
          throw conflict(
            `${material.key} is priced at ${material.rate} for every item of it; change the material's rate instead`,
          );
        }
        const [inserted] = await repository.insertItems(tx, [body], await repository.nextPosition(tx));
        return inserted;
      });
      if (!row) throw new Error('insert into catalogue_items returned no row');
      await forgetActive();
      return toCatalogueEntry(row);
    },

    /** Admin may change every field but the code; a price setter only the rate. */
    async updateItem(
      actor: AuthUser,
      id: string,
      body: UpdateCatalogueItemBody,
    ): Promise<CatalogueWriteResult> {
      const fields = Object.entries(body)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key);
      if (fields.length === 0) throw badRequest('request.empty_update');
      if (!isAdmin(actor.accessLevel) && fields.some((field) => field !== 'rate')) {
        throw forbidden('catalogue.rate_only_for_price_setters');
      }
      const row = await requireItem(id);
      if (body.trade !== undefined) assertCodeMatchesTrade(row.code, body.trade);
      return applyPatch(actor, row, body);
    },

    /** The `/api/pre/:id` rate: set on the item's material, so every item of it moves. */
    async setRate(
      actor: AuthUser,
      id: string,
      newRate: number,
      trade?: CatalogueItem['trade'],
    ): Promise<CatalogueWriteResult> {
      return applyPatch(actor, await requireItem(id, trade), { rate: newRate });
    },

    async listMaterials(): Promise<CatalogueMaterialEntry[]> {
      const [materials, items] = await Promise.all([
        repository.listMaterials(db),
        repository.listAllItems(db),
      ]);
      return materials.map((material) => toMaterialEntry(material, items));
    },

    async setMaterialRate(actor: AuthUser, key: string, newRate: number): Promise<CatalogueMaterialEntry> {
      const entry = await db.transaction(async (tx) => {
        await setMaterialRateIn(tx, actor, await requireMaterial(tx, key), newRate);
        return toMaterialEntry(await requireMaterial(tx, key), await repository.listItemsOfMaterial(tx, key));
      });
      await forgetActive();
      return entry;
    },

    async materialRateHistory(key: string): Promise<RateChange[]> {
      await requireMaterial(db, key);
      return rateChanges(key);
    },

    async deactivateItem(id: string, trade?: CatalogueItem['trade']): Promise<CatalogueEntry> {
      await requireItem(id, trade);
      const updated = await repository.updateItem(db, id, { active: false });
      await forgetActive();
      if (!updated) throw notFound('catalogue.item_not_found');
      return toCatalogueEntry(updated);
    },

    /** The history of the item's material: rates live per material (decision 0013). */
    async rateHistory(id: string): Promise<RateChange[]> {
      const row = await requireItem(id);
      return rateChanges(row.material);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
