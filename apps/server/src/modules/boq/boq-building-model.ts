import {
  computeBuildingModel,
  getCalculator,
  getTrade,
  mergeRecalculation,
  planDefaultBindings,
  sameValue,
  TakeoffOptionsSchema,
  TRADE_IDS,
  type BindDefaultsBody,
  type BindDefaultsResponse,
  type BuildingModel,
  type DefaultBindingSheet,
  type KeptInput,
  type MeasurementRef,
  type ModelParameter,
  type ModelParameters,
  type PlannedInput,
  type SheetBindings,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict } from '../../lib/errors';
import { assertEditor, loadMap, toMapWide } from './boq-access';
import {
  calculateBound,
  sheetContext,
  storedBindings,
  storedInputSources,
  type MeasurementRefsOf,
} from './boq-bindings';
import { staleMessage } from './boq-drafts';
import * as maps from './boq-maps.repository';
import type { SheetStore } from './boq-sheet-store';
import { toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

/**
 * The building model of a plan and the default bindings of its sheets (docs/takeoff.md §4, "The
 * building model"): the named quantities computed from the marks, and "Bind the trades to the
 * drawing", which binds every draft sheet's untouched inputs to them in one transaction.
 */

/** A figure a sheet holds (the walls' height on the Walling sheet…), else its calculator's default. */
function parameterOf(rows: readonly SheetWithPeople[], trade: TradeId, field: string): ModelParameter {
  const fallback = (getCalculator(trade).inputSchema.parse({}) as Record<string, unknown>)[field] as number;
  const sheet = rows.find((row) => row.sheet.trade === trade);
  const stored = (sheet?.sheet.inputs as Record<string, unknown> | undefined)?.[field];
  if (typeof stored === 'number' && stored !== fallback) return { value: stored, source: 'sheet' };
  return { value: fallback, source: 'default' };
}

function parametersOf(rows: readonly SheetWithPeople[]): ModelParameters {
  return {
    wallHeight: parameterOf(rows, 'walling', 'height'),
    wallThickness: parameterOf(rows, 'walling', 'blockThickness'),
    stripWidth: parameterOf(rows, 'strip', 'width'),
  };
}

function factsOf(row: SheetWithPeople): DefaultBindingSheet {
  return {
    trade: row.sheet.trade as TradeId,
    status: row.sheet.status as DefaultBindingSheet['status'],
    inputs: row.sheet.inputs as Record<string, unknown>,
    inputSources: storedInputSources(row.sheet.inputSources),
    bindings: storedBindings(row.sheet.bindings),
  };
}

/** The model and where every default-bound input stands, from the sheets and marks as they are. */
function modelOf(rows: readonly SheetWithPeople[], refs: readonly MeasurementRef[]) {
  const parameters = parametersOf(rows);
  const computed = computeBuildingModel(refs, parameters);
  const planned = planDefaultBindings(rows.map(factsOf), computed.quantities);
  const model: BuildingModel = {
    quantities: computed.quantities.map((quantity) => ({
      ...quantity,
      readBy: planned
        .filter((input) => input.quantity === quantity.id)
        .map(({ trade, field, state, value }) => ({ trade, field, state, value })),
    })),
    groups: computed.groups,
    parameters,
    pendingInputs: planned.filter((input) => input.state === 'pending').length,
  };
  return { model, planned };
}

const kept = ({ trade, field, quantity, value }: PlannedInput): KeptInput => ({
  trade,
  field,
  quantity,
  value,
});

export function createBuildingModel({
  db,
  store,
  measurementRefs,
  now,
}: {
  db: Database;
  store: SheetStore;
  measurementRefs: MeasurementRefsOf;
  now: () => Date;
}) {
  return {
    /** The plan's building model; reading creates no sheet (a trade not opened yet is untouched). */
    async getBuildingModel(actor: AuthUser, mapId: string): Promise<BuildingModel> {
      await loadMap(db, actor, mapId);
      const [rows, refs] = await Promise.all([sheets.listSheets(db, mapId), measurementRefs(db, mapId)]);
      return modelOf(rows, refs).model;
    },

    /**
     * Binds each pending input (of every draft sheet, or of the trades named) to its default named
     * quantity and re-prices its sheet, all in one transaction guarded by each sheet's version.
     * Typed and hand-bound inputs are kept; naming a settled sheet is a 409.
     */
    async bindDefaults(
      actor: AuthUser,
      mapId: string,
      body: BindDefaultsBody,
    ): Promise<BindDefaultsResponse> {
      assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      const { rows } = await store.ensureSheets(mapId);
      const named = body.trades === undefined ? null : new Set(body.trades);
      for (const row of rows) {
        if (named?.has(row.sheet.trade as TradeId) && row.sheet.status !== 'draft')
          throw conflict(
            `The ${getTrade(row.sheet.trade as TradeId).nameEn} sheet is settled; reopen it to bind it to the building model`,
          );
      }
      const refs = await measurementRefs(db, mapId);
      const inScope = (input: PlannedInput) => named === null || named.has(input.trade);
      const planned = modelOf(rows, refs).planned.filter(inScope);
      const pending = planned.filter((input) => input.state === 'pending');
      const boqWide = toMapWide(facts.settings).takeoffOptions;
      const rowOf = new Map(rows.map((row) => [row.sheet.trade as TradeId, row]));
      const trades = TRADE_IDS.filter((trade) => pending.some((input) => input.trade === trade));
      const stored = await sheets.listLines(
        db,
        trades.map((trade) => rowOf.get(trade)!.sheet.id),
      );
      const plans = trades.map((trade) => {
        const row = rowOf.get(trade)!;
        const fields = pending.filter((input) => input.trade === trade);
        const bindings: SheetBindings = { ...storedBindings(row.sheet.bindings) };
        for (const input of fields) if (input.binding) bindings[input.field] = input.binding;
        const calculation = calculateBound(
          trade,
          row.sheet.inputs,
          bindings,
          refs,
          { boqWide, sheet: TakeoffOptionsSchema.parse(row.sheet.overrides) },
          sheetContext(trade),
          {
            previous: storedInputSources(row.sheet.inputSources),
            previousInputs: row.sheet.inputs as Record<string, unknown>,
            origin: 'buildingModel',
            fields: fields.map((input) => input.field),
          },
        );
        const own = stored.filter((line) => line.sheetId === row.sheet.id).map(toStored);
        return { row, bindings, calculation, lines: mergeRecalculation(own, calculation.calculated) };
      });
      const at = now();
      await maps.inTransaction(db, async (tx) => {
        for (const { row, bindings, calculation } of plans) {
          const updated = await sheets.updateSheetIf(
            tx,
            row.sheet.id,
            { version: row.sheet.version, status: 'draft' },
            {
              inputs: calculation.inputs,
              inputSources: calculation.sources,
              bindings,
              // New values nobody has looked at: "Complete all" waits for a review again
              // (docs/product.md §4, "One review screen").
              ...(sameValue(row.sheet.inputs, calculation.inputs)
                ? {}
                : { reviewedAt: null, reviewedBy: null }),
            },
            at,
          );
          if (!updated) throw conflict(staleMessage(row.sheet.trade as TradeId));
        }
        await sheets.replaceLinesOfSheets(
          tx,
          new Map(plans.map((plan) => [plan.row.sheet.id, toLineRows(plan.lines)])),
        );
      });
      const valueOf = new Map(
        plans.map(({ row, calculation }) => [row.sheet.trade, calculation.inputs] as const),
      );
      const after = await sheets.listSheets(db, mapId);
      return {
        bound: pending.map((input) => ({
          trade: input.trade,
          field: input.field,
          quantity: input.quantity,
          expression: input.binding && 'expression' in input.binding ? input.binding.expression : '',
          value: valueOf.get(input.trade)?.[input.field] as number,
        })),
        keptTyped: planned.filter((input) => input.state === 'typed').map(kept),
        keptBoundByHand: planned.filter((input) => input.state === 'boundByHand').map(kept),
        repricedSheets: trades,
        model: modelOf(after, refs).model,
      };
    },
  };
}
