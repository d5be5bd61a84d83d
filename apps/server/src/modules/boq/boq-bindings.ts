import {
  applyBindings,
  BindingError,
  citeDerivations,
  citeInputSources,
  describeBindings,
  formatInputError,
  getCalculator,
  getTrade,
  InputSourcesSchema,
  nextInputSources,
  revision1WallFoundUpgrade,
  SheetBindingsSchema,
  type BoundInput,
  type InputSource,
  type InputSources,
  type MeasurementRef,
  type SheetBindings,
  effectiveTakeoffOptions,
  type TakeoffLine,
  type TakeoffOptionLayers,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';

/**
 * Sheets whose inputs are bound to the plan's measurements (docs/takeoff.md, "Measurements and
 * bindings"): the bound values are put into the inputs before the calculator runs, and the lines'
 * derivations cite the marks. The measurements live in their own module; the BOQ reads them
 * through this function, which `buildApp` hands over.
 */
export type MeasurementRefsOf = (db: Database, mapId: string) => Promise<MeasurementRef[]>;

const numericInputs = new Map<TradeId, ReadonlySet<string>>();

/** A trade's top-level number inputs: the only ones a binding may set. */
export function numericInputsOf(trade: TradeId): ReadonlySet<string> {
  let fields = numericInputs.get(trade);
  if (!fields) {
    const defaults = getCalculator(trade).inputSchema.parse({}) as Record<string, unknown>;
    fields = new Set(Object.keys(defaults).filter((field) => typeof defaults[field] === 'number'));
    numericInputs.set(trade, fields);
  }
  return fields;
}

/** A sheet's stored bindings (written only after validation, so a bad row is only ever `{}`). */
export function storedBindings(value: unknown): SheetBindings {
  const parsed = SheetBindingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/** A sheet's stored input sources (written only by the server, so a bad row is only ever `{}`). */
export function storedInputSources(value: unknown): InputSources {
  const parsed = InputSourcesSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export function hasBindings(bindings: SheetBindings): boolean {
  return Object.keys(bindings).length > 0;
}

export interface BoundCalculation {
  /** The inputs with defaults filled and bound values put in: what the sheet stores. */
  inputs: Record<string, unknown>;
  calculated: TakeoffLine[];
  bound: BoundInput[];
  /** Where each input came from after this calculation: what the sheet stores beside its inputs. */
  sources: InputSources;
}

/**
 * What a calculation knows of its inputs' origins: the sheet's stored sources and inputs, and
 * where the new values come from (`fields`: those the origin vouches for even when unchanged).
 */
export interface InputOrigin {
  readonly previous: InputSources;
  readonly previousInputs?: Readonly<Record<string, unknown>>;
  /** Absent when no input is set anew (a measurement re-pricing): every input keeps its source. */
  readonly origin?: InputSource;
  readonly fields?: Iterable<string>;
}

/**
 * Runs a trade's calculator on `rawInputs` with `bindings` applied and the sheet's effective options
 * (`options`: BOQ-wide under the sheet's own); the derivations cite the marks and which layer set
 * each constant and wastage. A binding that does not resolve or gives a value the calculator refuses is a 400
 * naming the field (prefixed with `context`, e.g. the sheet's name, when given).
 */
export function calculateBound(
  trade: TradeId,
  rawInputs: unknown,
  bindings: SheetBindings,
  refs: readonly MeasurementRef[],
  options: TakeoffOptionLayers,
  context = '',
  origin?: InputOrigin,
): BoundCalculation {
  const calculator = getCalculator(trade);
  let raw = rawInputs;
  if (hasBindings(bindings)) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw badRequest(`${context}inputs must be an object`);
    }
    try {
      raw = applyBindings(raw as Record<string, unknown>, bindings, refs, numericInputsOf(trade));
    } catch (error) {
      if (error instanceof BindingError) throw badRequest(`${context}${error.message}`);
      throw error;
    }
  }
  const parsed = calculator.inputSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`${context}inputs: ${formatInputError(parsed.error)}`);
  const inputs = parsed.data as Record<string, unknown>;
  const bound = describeBindings(inputs, bindings, refs);
  // Without a new origin (a measurement re-pricing) every input keeps its source.
  const sources =
    origin?.origin === undefined
      ? (origin?.previous ?? {})
      : keepBoundSources(
          nextInputSources(
            origin.previous,
            origin.previousInputs ?? {},
            inputs,
            origin.origin,
            origin.fields,
          ),
          origin.previous,
          bindings,
          new Set(origin.fields ?? []),
        );
  const cited = citeDerivations(
    calculator.calculateParsed(parsed.data, effectiveTakeoffOptions(options)),
    bound,
  );
  return {
    inputs,
    calculated: citeInputSources(cited, inputs, sources, options, new Set(Object.keys(bindings))),
    bound,
    sources,
  };
}

/**
 * A bound input's source says who bound it (docs/takeoff.md §4, "The building model"): the
 * surveyor (`typed`) or the default binding (`buildingModel`). Its value follows the marks, so a
 * new value is no new origin: only the write that binds it (`vouched`) sets its source.
 */
function keepBoundSources(
  sources: InputSources,
  previous: InputSources,
  bindings: SheetBindings,
  vouched: ReadonlySet<string>,
): InputSources {
  const kept: InputSources = { ...sources };
  for (const field of Object.keys(bindings)) {
    if (vouched.has(field)) continue;
    const before = previous[field];
    if (before === undefined) delete kept[field];
    else kept[field] = before;
  }
  return kept;
}

/** "The Walling sheet: " — how a re-pricing failure names the sheet it failed on. */
export const sheetContext = (trade: TradeId) => `The ${getTrade(trade).nameEn} sheet: `;

/** What of a stored sheet a recalculation from the measurements reads. */
interface StoredSheetInputs {
  trade: string;
  inputs: unknown;
  inputSources: unknown;
  bindings: unknown;
  overrides: unknown;
}

/**
 * A stored sheet recalculated from `refs` (the map's measurements as they are now) with the BOQ's
 * wide options `boqWide` under its own: its bound inputs take the current values and every input
 * keeps its source. Used when a measurement edit re-prices a draft, when the BOQ-wide wastage and
 * constants change, and when a settled sheet is reopened. A binding that no longer resolves or a
 * value the calculator refuses is a 400 naming the sheet and the field.
 */
export function recalculateFromMeasurements(
  sheet: StoredSheetInputs,
  refs: readonly MeasurementRef[],
  boqWide: TakeoffOptions,
): BoundCalculation {
  const trade = sheet.trade as TradeId;
  return calculateBound(
    trade,
    // A revision-1 foundation wall re-priced takes the documented default height, as shown.
    (trade === 'wallFound' ? revision1WallFoundUpgrade(sheet.inputs) : null) ?? sheet.inputs,
    storedBindings(sheet.bindings),
    refs,
    { boqWide, sheet: sheet.overrides as TakeoffOptions },
    sheetContext(trade),
    { previous: storedInputSources(sheet.inputSources) },
  );
}
