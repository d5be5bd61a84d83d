import { CALCULATORS } from '../trades/calculator-registry';
import type { TradeId } from '../trades/trade-list';
import { boundValue } from '../takeoff/bindings';
import type { BoundInput } from '../takeoff/bindings.contract';
import type { ReviewInput, ReviewSource } from './boq-review.contract';
import type { InputSources } from './input-sources';

/**
 * A sheet's inputs as the review screen lists them (docs/product.md §4, "One review screen"),
 * from what the sheet already stores: its inputs, where each came from, and its bindings to marks.
 */

/**
 * Inputs that price something the drawing must show — RC columns, lintels, window sills — which a
 * default or the house model may put in although no drawing has them (docs/takeoff.md §3,
 * "Proposed, not on the drawing"). A value of 0 prices nothing and is not flagged.
 */
const NOT_ON_DRAWING: Partial<Record<TradeId, readonly string[]>> = {
  walling: ['columns', 'lintels', 'sillLength'],
};

const defaultsByTrade = new Map<TradeId, Record<string, unknown>>();

/** The calculator's defaults, parsed once per trade. */
function defaultsOf(trade: TradeId): Record<string, unknown> {
  const cached = defaultsByTrade.get(trade);
  if (cached) return cached;
  const defaults = CALCULATORS[trade].inputSchema.parse({}) as Record<string, unknown>;
  defaultsByTrade.set(trade, defaults);
  return defaults;
}

/** A value as JSON with every object's keys sorted: a stored jsonb does not keep their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether two inputs hold the same value, whatever the order of their objects' keys. */
export function sameValue(left: unknown, right: unknown): boolean {
  return canonical(left) === canonical(right);
}

/** A schedule `{ code: count }` as `code × count`, the codes with a count only. */
function scheduleText(schedule: Record<string, unknown>): string {
  return Object.entries(schedule)
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .map(([code, count]) => `${code} × ${String(count)}`)
    .join(', ');
}

/** Other opening sizes `[{ width, height, count }]` as `1.2 × 2.1 m × 2`. */
function openingsText(openings: readonly unknown[]): string {
  return openings
    .map((entry) => {
      const { width, height, count } = (entry ?? {}) as Record<string, unknown>;
      return `${String(width)} × ${String(height)} m × ${String(count)}`;
    })
    .join(', ');
}

/** The value as the table prints it: numbers, text and flags as they are, lists as text. */
export function reviewValue(value: unknown): number | string | boolean {
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return openingsText(value);
  if (value !== null && typeof value === 'object') return scheduleText(value as Record<string, unknown>);
  return '';
}

/**
 * Whether the surveyor typed an input (docs/takeoff.md §4, "The building model"): its recorded
 * source says so, or — on a sheet saved before sources were kept — nothing is recorded and its
 * value differs from the calculator's default. A value the house model or the building model
 * put there, or the default, was not typed.
 */
export function isTypedInput(trade: TradeId, field: string, value: unknown, sources: InputSources): boolean {
  const recorded = sources[field];
  if (recorded !== undefined) return recorded === 'typed';
  return !sameValue(value, defaultsOf(trade)[field]);
}

/** Where an unbound input's value came from: its recorded source, else default or typed by value. */
function unboundSource(field: string, value: unknown, sources: InputSources, trade: TradeId): ReviewSource {
  const recorded = sources[field];
  if (recorded === 'typed') return 'typed';
  const isDefault = sameValue(value, defaultsOf(trade)[field]);
  // The house fill vouches for every field of the sheet; one it left at the calculator's default
  // is the default, not a figure the house model proposed. An input unbound from the building
  // model keeps the drawing's last figure: a proposal until someone types over it.
  if (recorded === 'houseModel' || recorded === 'buildingModel') return isDefault ? 'default' : 'proposal';
  // No source recorded: untouched, or saved before sources were kept (then a changed value was typed).
  return isDefault ? 'default' : 'typed';
}

export interface ReviewSheetFacts {
  readonly trade: TradeId;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly inputSources?: InputSources | undefined;
  /** The bound inputs as the priced sheet describes them (`describeBindings`). */
  readonly bindings?: readonly BoundInput[] | undefined;
}

/** Every input of a sheet, in the calculator's order, with its source and the marks' figure. */
export function reviewInputs(sheet: ReviewSheetFacts): ReviewInput[] {
  const sources = sheet.inputSources ?? {};
  const bound = new Map((sheet.bindings ?? []).map((input) => [input.field, input]));
  const flagged = new Set(NOT_ON_DRAWING[sheet.trade] ?? []);
  const fields = Object.keys({ ...defaultsOf(sheet.trade), ...sheet.inputs });
  return fields.map((field): ReviewInput => {
    const stored = sheet.inputs[field];
    const value = reviewValue(stored);
    const binding = bound.get(field);
    if (binding) {
      const byMark = 'measurementId' in binding.binding;
      const modelValue = binding.currentValue;
      return {
        field,
        value,
        source: byMark ? 'mark' : 'namedQuantity',
        marks: binding.sources,
        expression: 'expression' in binding.binding ? binding.binding.expression : null,
        modelValue,
        difference:
          modelValue !== null && typeof stored === 'number' ? boundValue(stored - modelValue) : null,
        problem: binding.problem,
        notOnDrawing: false,
      };
    }
    const source = unboundSource(field, stored, sources, sheet.trade);
    return {
      field,
      value,
      source,
      marks: [],
      expression: null,
      modelValue: null,
      difference: null,
      problem: null,
      notOnDrawing:
        flagged.has(field) &&
        (source === 'default' || source === 'proposal') &&
        typeof stored === 'number' &&
        stored > 0,
    };
  });
}
