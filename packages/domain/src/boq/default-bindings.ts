import type { MeasurementBinding, SheetBindings } from '../takeoff/bindings.contract';
import type { ComputedQuantity } from '../takeoff/building-model';
import type { BuildingQuantityId, ModelInput, ModelInputState } from '../takeoff/building-model.contract';
import type { TradeId } from '../trades/trade-list';
import { isTypedInput } from './boq-review';
import type { InputSources } from './input-sources';

/**
 * Trades read the building model; they do not copy it (docs/takeoff.md §4, "The building model"):
 * each calculator input the model knows, with the named quantity it reads by default. Only top-level
 * number inputs can be bound; the door and window schedules are not numbers and stay the sheets'.
 * Columns, lintels and sills are not here: the drawing does not show them, so nothing binds them.
 */
export const DEFAULT_BINDINGS: Readonly<
  Partial<Record<TradeId, Readonly<Record<string, BuildingQuantityId>>>>
> = {
  pre: { plinthPerimeter: 'plinthPerimeter' },
  blinding: { area: 'blindingArea' },
  strip: { length: 'walls' },
  wallFound: { length: 'walls', floorArea: 'plinthArea', plinthPerimeter: 'plinthPerimeter' },
  concrete: { area: 'plinthArea', edgePerimeter: 'plinthPerimeter' },
  walling: { length: 'walls', openingsArea: 'openingsArea', ringLength: 'externalWalls' },
  roofing: { length: 'plinthLength', width: 'plinthWidth' },
  blandeOut: { eavesLength: 'eavesLength' },
  blandeIn: { area: 'floorArea' },
  ceiling: { area: 'floorArea', perimeter: 'roomFaces', rooms: 'rooms' },
  pvcHang: { area: 'soffitArea', perimeter: 'eavesLength' },
  skimInside: { area: 'internalWallArea' },
  skimOutside: { area: 'externalWallArea' },
  finishing: {
    externalArea: 'externalWallArea',
    internalArea: 'internalWallArea',
    ceilingArea: 'floorArea',
    glossArea: 'doorFaces',
  },
  tiles: { floorArea: 'floorArea', skirtingLength: 'roomFaces' },
  plastering: {
    internalArea: 'internalWallArea',
    externalArea: 'externalPlasterArea',
    screedArea: 'floorArea',
  },
};

/** Every (trade, field, quantity) of the table, in its order. */
export function defaultBindingEntries(): { trade: TradeId; field: string; quantity: BuildingQuantityId }[] {
  return Object.entries(DEFAULT_BINDINGS).flatMap(([trade, fields]) =>
    Object.entries(fields ?? {}).map(([field, quantity]) => ({ trade: trade as TradeId, field, quantity })),
  );
}

/** What planning needs of a sheet; a trade with no sheet yet is a draft at its defaults. */
export interface DefaultBindingSheet {
  readonly trade: TradeId;
  readonly status: 'draft' | 'completed' | 'notApplicable';
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly inputSources: InputSources;
  readonly bindings: SheetBindings;
}

export interface PlannedInput extends ModelInput {
  readonly quantity: BuildingQuantityId;
  /** For a `pending` input: the binding it gets. */
  readonly binding: MeasurementBinding | null;
}

function sameBinding(binding: MeasurementBinding, expression: string): boolean {
  return 'expression' in binding && binding.expression === expression;
}

/**
 * Where each input of the table stands against the model now (`ModelInputState`), and the binding
 * each pending one gets. An input whose quantity the model lacks is left out: nothing is bound to
 * what the drawing does not hold. A bound input counts as the model's own (re-bound when its
 * default changes, after a group is added or the walls' height changed) only when its source is
 * `buildingModel`; any other binding is the surveyor's.
 */
export function planDefaultBindings(
  sheets: readonly DefaultBindingSheet[],
  quantities: readonly ComputedQuantity[],
): PlannedInput[] {
  const byTrade = new Map(sheets.map((sheet) => [sheet.trade, sheet]));
  const byId = new Map(quantities.map((quantity) => [quantity.id, quantity]));
  return defaultBindingEntries().flatMap(({ trade, field, quantity }) => {
    const model = byId.get(quantity);
    if (!model || model.expression === null || model.value === null) return [];
    const sheet = byTrade.get(trade);
    const stored = sheet?.inputs[field];
    const value = typeof stored === 'number' ? stored : null;
    const state = ((): ModelInputState => {
      if (!sheet) return 'pending';
      if (sheet.status !== 'draft') return 'settled';
      const binding = sheet.bindings[field];
      const fromModel = sheet.inputSources[field] === 'buildingModel';
      if (binding) {
        if (!fromModel) return 'boundByHand';
        return sameBinding(binding, model.expression) ? 'following' : 'pending';
      }
      if (stored !== undefined && isTypedInput(trade, field, stored, sheet.inputSources)) return 'typed';
      return 'pending';
    })();
    return [
      {
        trade,
        field,
        quantity,
        state,
        value,
        binding: state === 'pending' ? { expression: model.expression } : null,
      },
    ];
  });
}
