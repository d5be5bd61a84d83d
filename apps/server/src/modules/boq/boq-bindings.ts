import {
  applyBindings,
  BindingError,
  citeDerivations,
  describeBindings,
  formatInputError,
  getCalculator,
  getTrade,
  SheetBindingsSchema,
  type BoundInput,
  type MeasurementRef,
  type SheetBindings,
  type TakeoffLine,
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

export function hasBindings(bindings: SheetBindings): boolean {
  return Object.keys(bindings).length > 0;
}

export interface BoundCalculation {
  /** The inputs with defaults filled and bound values put in: what the sheet stores. */
  inputs: Record<string, unknown>;
  calculated: TakeoffLine[];
  bound: BoundInput[];
}

/**
 * Runs a trade's calculator on `rawInputs` with `bindings` applied; the derivations cite the
 * marks. A binding that does not resolve or gives a value the calculator refuses is a 400
 * naming the field (prefixed with `context`, e.g. the sheet's name, when given).
 */
export function calculateBound(
  trade: TradeId,
  rawInputs: unknown,
  bindings: SheetBindings,
  refs: readonly MeasurementRef[],
  overrides: TakeoffOptions,
  context = '',
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
  return {
    inputs,
    calculated: citeDerivations(calculator.calculateParsed(parsed.data, overrides), bound),
    bound,
  };
}

/** "The Walling sheet: " — how a re-pricing failure names the sheet it failed on. */
export const sheetContext = (trade: TradeId) => `The ${getTrade(trade).nameEn} sheet: `;
