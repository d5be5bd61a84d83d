import {
  BOQ_SHEET_COUNT,
  formatInputError,
  getCalculator,
  getTrade,
  houseModelToTradeInputs,
  HouseModelInputSchema,
  mergeRecalculation,
  missingCatalogueCodes,
  TakeoffOptionsSchema,
  TRADE_IDS,
  type BoqMapPage,
  type BoqProgress,
  type BoqResponse,
  type BoqSheet,
  type PageQuery,
  type SaveSheetBody,
  type SetBoqPercentagesBody,
  type TradeId,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertEditor, loadMap, toMapInfo } from './boq-access';
import { createDraftWriter, staleMessage } from './boq-drafts';
import * as maps from './boq-maps.repository';
import { createBoqPricing, type BoqServiceDeps } from './boq-pricing';
import { createSheetStore, toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';

const STALE_PERCENTAGES = 'The contingency and VAT were changed by someone else; reload them and try again';

/**
 * The live BOQ of a `successful` map, as BOQ staff work on it: the maps awaiting one, its sheets
 * (read, saved, filled from the house model, completed and reopened) and its contingency and VAT.
 */
export function createBoqSheetsService({ db, catalogue, now = () => new Date() }: BoqServiceDeps) {
  const store = createSheetStore({ db, now });
  const pricing = createBoqPricing({ db, catalogue, store });
  const writeDraft = createDraftWriter({ db, catalogue, pricing, now });

  async function setStatus(
    actor: AuthUser,
    mapId: string,
    trade: TradeId,
    to: 'draft' | 'completed',
    version: number | undefined,
  ): Promise<BoqSheet> {
    assertEditor(actor);
    await loadMap(db, actor, mapId);
    const { row } = await store.ensureSheet(mapId, trade);
    const from = to === 'completed' ? 'draft' : 'completed';
    const name = getTrade(trade).nameEn;
    if (row.sheet.status !== from) {
      throw conflict(
        to === 'completed' ? `The ${name} sheet is already completed` : `The ${name} sheet is not completed`,
      );
    }
    if (version !== undefined && version !== row.sheet.version) throw conflict(staleMessage(trade));
    const at = now();
    const updated = await maps.inTransaction(db, (tx) =>
      sheets.updateSheetIf(
        tx,
        row.sheet.id,
        { version: row.sheet.version, status: from },
        to === 'completed'
          ? { status: to, completedBy: actor.id, completedAt: at }
          : { status: to, completedBy: null, completedAt: null },
        at,
      ),
    );
    if (!updated) throw conflict(staleMessage(trade));
    const reread = await sheets.findSheetById(db, row.sheet.id);
    if (!reread) throw notFound('Sheet not found');
    return pricing.readSheet(reread);
  }

  return {
    async listMaps(query: PageQuery): Promise<BoqMapPage> {
      const { rows, total } = await maps.listBoqMaps(db, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => ({
          map: toMapInfo(row),
          completedSheets: row.completedSheets,
          totalSheets: BOQ_SHEET_COUNT,
          latestRevision: row.latestRevision,
          lastEditedAt: row.lastEditedAt?.toISOString() ?? null,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async getBoq(actor: AuthUser, mapId: string): Promise<BoqResponse> {
      return pricing.buildBoq(await loadMap(db, actor, mapId));
    },

    /** The map and each trade's status in sidebar order; a sheet not opened yet counts as a draft. */
    async getProgress(actor: AuthUser, mapId: string): Promise<BoqProgress> {
      const facts = await loadMap(db, actor, mapId);
      const completed = new Set(
        (await sheets.listSheetStatuses(db, mapId))
          .filter((row) => row.status === 'completed')
          .map((row) => row.trade),
      );
      const statuses = TRADE_IDS.map((trade) => ({
        trade,
        status: completed.has(trade) ? ('completed' as const) : ('draft' as const),
      }));
      return {
        map: toMapInfo(facts),
        sheets: statuses,
        completedSheets: statuses.filter((sheet) => sheet.status === 'completed').length,
        totalSheets: BOQ_SHEET_COUNT,
      };
    },

    async getSheet(actor: AuthUser, mapId: string, trade: TradeId): Promise<BoqSheet> {
      await loadMap(db, actor, mapId);
      return pricing.readSheet((await store.ensureSheet(mapId, trade)).row);
    },

    async saveSheet(actor: AuthUser, mapId: string, trade: TradeId, body: SaveSheetBody): Promise<BoqSheet> {
      assertEditor(actor);
      await loadMap(db, actor, mapId);
      const { row } = await store.ensureSheet(mapId, trade);
      return writeDraft(row, body.version, body);
    },

    /** Fills every draft sheet's inputs from the house model; manual quantities survive. */
    async fillFromHouse(actor: AuthUser, mapId: string, body: unknown): Promise<BoqResponse> {
      assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      const house = HouseModelInputSchema.safeParse(body ?? {});
      if (!house.success) throw badRequest(formatInputError(house.error));
      const inputs = houseModelToTradeInputs(house.data);
      const { rows } = await store.ensureSheets(mapId);
      const drafts = rows.filter((row) => row.sheet.status === 'draft');
      const stored = await sheets.listLines(
        db,
        drafts.map((row) => row.sheet.id),
      );
      const active = await catalogue.activeItemsByCode();
      const plans = drafts.map((row) => {
        const trade = row.sheet.trade as TradeId;
        const overrides = TakeoffOptionsSchema.parse(row.sheet.overrides);
        const calculated = getCalculator(trade).calculateParsed(inputs[trade], overrides);
        const missing = missingCatalogueCodes(calculated, active.keys());
        if (missing.length > 0)
          throw badRequest(`The catalogue has no item ${missing.join(', ')} for this house`);
        const own = stored.filter((line) => line.sheetId === row.sheet.id).map(toStored);
        return { row, inputs: inputs[trade], lines: mergeRecalculation(own, calculated) };
      });
      const at = now();
      await maps.inTransaction(db, async (tx) => {
        for (const plan of plans) {
          const updated = await sheets.updateSheetIf(
            tx,
            plan.row.sheet.id,
            { version: plan.row.sheet.version, status: 'draft' },
            { inputs: plan.inputs },
            at,
          );
          if (!updated) throw conflict(staleMessage(plan.row.sheet.trade as TradeId));
        }
        await sheets.replaceLinesOfSheets(
          tx,
          new Map(plans.map((plan) => [plan.row.sheet.id, toLineRows(plan.lines)])),
        );
      });
      return pricing.buildBoq(facts);
    },

    /** Sets the map's contingency and VAT (guarded by version); the BOQ answers with them applied. */
    async setPercentages(actor: AuthUser, mapId: string, body: SetBoqPercentagesBody): Promise<BoqResponse> {
      assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      if ((facts.settings?.version ?? 0) !== body.version) throw conflict(STALE_PERCENTAGES);
      const saved = await maps.setSettingsIf(
        db,
        mapId,
        body.version,
        { contingencyPercent: body.contingencyPercent, vatPercent: body.vatPercent, updatedBy: actor.id },
        now(),
      );
      if (!saved) throw conflict(STALE_PERCENTAGES);
      return pricing.buildBoq({ ...facts, settings: saved });
    },

    complete: (actor: AuthUser, mapId: string, trade: TradeId, version?: number) =>
      setStatus(actor, mapId, trade, 'completed', version),

    reopen: (actor: AuthUser, mapId: string, trade: TradeId, version?: number) =>
      setStatus(actor, mapId, trade, 'draft', version),
  };
}

export type BoqSheetsService = ReturnType<typeof createBoqSheetsService>;
