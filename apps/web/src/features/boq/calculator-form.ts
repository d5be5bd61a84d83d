import { CALCULATORS, fieldName, RIDGE_DIRECTIONS, ROOF_TYPES, type TradeId } from '@kadirio/domain';

/**
 * The calculator panel of a trade, read off its input schema's defaults (docs/takeoff.md §2), so every
 * trade gets its form without a hand-written one per trade. The form holds text as typed; the
 * trade's own zod schema (the server's) decides what is valid.
 */

export type CalculatorField =
  | { kind: 'number'; name: string }
  | { kind: 'text'; name: string }
  | { kind: 'flag'; name: string }
  | { kind: 'choice'; name: string; options: readonly string[] }
  /** `"auto"` or a whole number (electrical circuits). */
  | { kind: 'autoNumber'; name: string }
  /** `{ code: count }` of the trade's sized items (windows, doors). */
  | { kind: 'schedule'; name: string; codes: readonly string[] }
  /** `[{ width, height, count }]` of other opening sizes. */
  | { kind: 'openings'; name: string };

export type OpeningText = { width: string; height: string; count: string };
export type FormValue = string | boolean | Record<string, string> | OpeningText[];
export type CalculatorFormValues = Record<string, FormValue>;

const SIZED_CODE = /-\d+X\d+$/;
const fieldsByTrade = new Map<TradeId, CalculatorField[]>();

export function calculatorFields(trade: TradeId): CalculatorField[] {
  const cached = fieldsByTrade.get(trade);
  if (cached) return cached;
  const calculator = CALCULATORS[trade];
  const defaults = calculator.inputSchema.parse({}) as Record<string, unknown>;
  const fields = Object.entries(defaults).map(([name, value]): CalculatorField => {
    if (typeof value === 'boolean') return { kind: 'flag', name };
    if (Array.isArray(value)) return { kind: 'openings', name };
    if (typeof value === 'object' && value !== null) {
      const codes = calculator.items.list.map((item) => item.code).filter((code) => SIZED_CODE.test(code));
      return { kind: 'schedule', name, codes };
    }
    if (value === 'auto') return { kind: 'autoNumber', name };
    if (trade === 'roofing' && name === 'type') return { kind: 'choice', name, options: ROOF_TYPES };
    if (trade === 'roofing' && name === 'ridgeAlong')
      return { kind: 'choice', name, options: RIDGE_DIRECTIONS };
    if (typeof value === 'string') return { kind: 'text', name };
    return { kind: 'number', name };
  });
  fieldsByTrade.set(trade, fields);
  return fields;
}

function toText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** The form's text from a sheet's stored inputs (every default filled in). */
export function formValuesOf(trade: TradeId, inputs: Record<string, unknown>): CalculatorFormValues {
  const values: CalculatorFormValues = {};
  for (const field of calculatorFields(trade)) {
    const value = inputs[field.name];
    switch (field.kind) {
      case 'flag':
        values[field.name] = value === true;
        break;
      case 'schedule': {
        const schedule = (value ?? {}) as Record<string, unknown>;
        values[field.name] = Object.fromEntries(
          field.codes.map((code) => [code, toText(schedule[code] ?? 0)]),
        );
        break;
      }
      case 'openings':
        values[field.name] = ((value ?? []) as Record<string, unknown>[]).map((opening) => ({
          width: toText(opening.width),
          height: toText(opening.height),
          count: toText(opening.count),
        }));
        break;
      default:
        values[field.name] = toText(value);
    }
  }
  return values;
}

/** A typed number: empty or unreadable text becomes NaN, which the schema names as the wrong field. */
function toNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The raw input to send: what the trade's schema (and the server) parses. */
export function rawInputOf(trade: TradeId, values: CalculatorFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of calculatorFields(trade)) {
    const value = values[field.name];
    switch (field.kind) {
      case 'flag':
        input[field.name] = value === true;
        break;
      case 'text':
      case 'choice':
        input[field.name] = typeof value === 'string' ? value.trim() : '';
        break;
      case 'autoNumber': {
        const text = typeof value === 'string' ? value.trim() : '';
        input[field.name] = text === '' || text.toLowerCase() === 'auto' ? 'auto' : toNumber(text);
        break;
      }
      case 'number': {
        const text = typeof value === 'string' ? value.trim() : '';
        // A word (roofing's sheetLength "cut") goes as typed: the trade's schema decides.
        input[field.name] = /^[a-z]+$/i.test(text) ? text.toLowerCase() : toNumber(text);
        break;
      }
      case 'schedule': {
        const schedule = (value ?? {}) as Record<string, string>;
        input[field.name] = Object.fromEntries(
          field.codes.map((code) => [code, toNumber(schedule[code] ?? '0')]),
        );
        break;
      }
      case 'openings':
        input[field.name] = (Array.isArray(value) ? value : []).map((opening) => ({
          width: toNumber(opening.width),
          height: toNumber(opening.height),
          count: toNumber(opening.count),
        }));
        break;
    }
  }
  return input;
}

export type CalculatorCheck =
  | { success: true; input: Record<string, unknown> }
  /** Messages by field path (`area`, `schedule.GRL-800X800`, `custom[0].width`). */
  | { success: false; problems: Record<string, string> };

/** Checks the form with the trade's schema: the same rules the server applies. */
export function checkCalculatorForm(trade: TradeId, values: CalculatorFormValues): CalculatorCheck {
  const input = rawInputOf(trade, values);
  const parsed = CALCULATORS[trade].inputSchema.safeParse(input);
  if (parsed.success) return { success: true, input };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = fieldName(issue.path);
    problems[path] ??= issue.message;
  }
  return { success: false, problems };
}
