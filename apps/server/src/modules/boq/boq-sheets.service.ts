import {
  BOQ_SHEET_COUNT,
  countSettled,
  formatInputError,
  houseModelToTradeInputs,
  HouseModelInputSchema,
  mergeRecalculation,
  sameValue,
  TakeoffOptionsSchema,
  TRADE_IDS,
  type BoqMapPage,
  type BoqProgress,
  type BoqResponse,
  type BoqSheet,
  type PageQuery,
  type SaveSheetBody,
  type SetBoqPercentagesBody,
  type SheetStatus,
  type SetBoqSettingsBody,
  type TradeId,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict } from '../../lib/errors';
import { assertEditor, loadMap, toMapInfo, toMapWide } from './boq-access';
import {
  calculateBound,
  hasBindings,
  sheetContext,
  storedBindings,
  storedInputSources,
} from './boq-bindings';
import { createDraftWriter, staleMessage } from './boq-drafts';
import * as maps from './boq-maps.repository';
import { createBoqPricing, type BoqServiceDeps } from './boq-pricing';
import { createBoqReview } from './boq-review';
import { createBuildingModel } from './boq-building-model';
import { createSheetStatus } from './boq-sheet-status';
import { createSheetStore, toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import { remeasureDrafts, writeRemeasured } from './boq-wide-options';

const STALE_PERCENTAGES = 'boq.settings_changed';

/**
 * The live BOQ of a `successful` map, as BOQ staff work on it: the maps awaiting one, its sheets
 * (read, saved, filled from the house model, completed and reopened) and its contingency and VAT.
 */
export function createBoqSheetsService({ db, catalogue, now = () => new Date(), takeoff }: BoqServiceDeps) {
  const { refsOf: measurementRefs } = takeoff;
  const store = createSheetStore({ db, now });
  const pricing = createBoqPricing({ db, catalogue, store, measurementRefs });
  const writeDraft = createDraftWriter({ db, pricing, now, measurementRefs });

  /** The map and each trade's status in sidebar order; a sheet not opened yet counts as a draft. */
  async function getProgress(actor: AuthUser, mapId: string): Promise<BoqProgress> {
    const facts = await loadMap(db, actor, mapId);
    const stored = new Map(
      (await sheets.listSheetStatuses(db, mapId)).map((row) => [row.trade, row.status as SheetStatus]),
    );
    const statuses = TRADE_IDS.map((trade) => ({ trade, status: stored.get(trade) ?? ('draft' as const) }));
    return {
      map: toMapInfo(facts),
      sheets: statuses,
      completedSheets: countSettled(statuses),
      totalSheets: BOQ_SHEET_COUNT,
    };
  }
  const status = createSheetStatus({ db, store, pricing, now, progress: getProgress, measurementRefs });
  const review = createBoqReview({ db, store, pricing, now });
  const buildingModel = createBuildingModel({ db, store, measurementRefs, now });

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

    getProgress,

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
      // A line whose item is withdrawn is stored like any other and left out when priced
      // (docs/takeoff.md, "Revision 2 — pricing").
      // Inputs bound to measurements keep the measurements' values; the house fills the rest.
      const bound = drafts.some((row) => hasBindings(storedBindings(row.sheet.bindings)));
      const refs = bound ? await measurementRefs(db, mapId) : [];
      const boqWide = toMapWide(facts.settings).takeoffOptions;
      const plans = drafts.map((row) => {
        const trade = row.sheet.trade as TradeId;
        const overrides = TakeoffOptionsSchema.parse(row.sheet.overrides);
        const bindings = storedBindings(row.sheet.bindings);
        const {
          inputs: filled,
          calculated,
          sources,
        } = calculateBound(
          trade,
          inputs[trade],
          bindings,
          refs,
          { boqWide, sheet: overrides },
          sheetContext(trade),
          {
            previous: storedInputSources(row.sheet.inputSources),
            previousInputs: row.sheet.inputs as Record<string, unknown>,
            origin: 'houseModel',
            // A bound input follows its marks: the house model does not vouch for it.
            fields: Object.keys(inputs[trade]).filter((field) => bindings[field] === undefined),
          },
        );
        const own = stored.filter((line) => line.sheetId === row.sheet.id).map(toStored);
        return { row, inputs: filled, sources, lines: mergeRecalculation(own, calculated) };
      });
      const at = now();
      await maps.inTransaction(db, async (tx) => {
        for (const plan of plans) {
          const updated = await sheets.updateSheetIf(
            tx,
            plan.row.sheet.id,
            { version: plan.row.sheet.version, status: 'draft' },
            {
              inputs: plan.inputs,
              inputSources: plan.sources,
              // New values nobody has looked at: "Complete all" leaves the sheet until it is
              // reviewed again (docs/product.md §4, "One review screen").
              ...(sameValue(plan.row.sheet.inputs, plan.inputs)
                ? {}
                : { reviewedAt: null, reviewedBy: null }),
            },
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

    /**
     * Sets BOQ-wide settings (the BOQ settings screen's; docs/takeoff.md §1, "Constants", and
     * "Revision 2 — pricing"): what the body names, guarded by version; the BOQ answers with them
     * applied. Sheets' own labour, wastage and constants stay theirs. New BOQ-wide wastage and
     * constants re-measure every draft sheet in the transaction that stores them (completed sheets
     * keep their lines until reopened).
     */
    async setSettings(actor: AuthUser, mapId: string, body: SetBoqSettingsBody): Promise<BoqResponse> {
      assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      if ((facts.settings?.version ?? 0) !== body.version) throw conflict(STALE_PERCENTAGES);
      const labour = body.labourByKind ?? {};
      const remeasured =
        body.takeoffOptions === undefined
          ? []
          : await remeasureDrafts(
              db,
              (await store.ensureSheets(mapId)).rows,
              body.takeoffOptions,
              measurementRefs,
            );
      const at = now();
      const patch = {
        ...(body.contingencyPercent === undefined ? {} : { contingencyPercent: body.contingencyPercent }),
        ...(body.vatPercent === undefined ? {} : { vatPercent: body.vatPercent }),
        ...(body.ratesIncludeVat === undefined ? {} : { ratesIncludeVat: body.ratesIncludeVat }),
        ...(labour.builderWork === undefined ? {} : { labourBuilderWork: labour.builderWork }),
        ...(labour.services === undefined ? {} : { labourServices: labour.services }),
        ...(labour.fittedGoods === undefined ? {} : { labourFittedGoods: labour.fittedGoods }),
        ...(labour.fees === undefined ? {} : { labourFees: labour.fees }),
        ...(body.takeoffOptions === undefined ? {} : { takeoffOptions: body.takeoffOptions }),
        ...(body.billForm === undefined ? {} : { billForm: body.billForm }),
        updatedBy: actor.id,
      };
      const saved = await maps.inTransaction(db, async (tx) => {
        const row = await maps.setSettingsIf(tx, mapId, body.version, patch, at);
        if (!row) throw conflict(STALE_PERCENTAGES);
        await writeRemeasured(tx, remeasured, at);
        return row;
      });
      return pricing.buildBoq({ ...facts, settings: saved });
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

    // complete, markNotApplicable, reopen, completeReviewed
    ...status,
    // getReview, setReviewed
    ...review,
    // getBuildingModel, bindDefaults
    ...buildingModel,
  };
}

export type BoqSheetsService = ReturnType<typeof createBoqSheetsService>;
