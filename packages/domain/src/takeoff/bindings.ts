import { figure } from '../trades/format';
import type { BindingSource, BoundInput, MeasurementBinding, SheetBindings } from './bindings.contract';
import {
  evaluateExpression,
  expressionGroups,
  ExpressionError,
  expressionNames,
  parseExpression,
  sameGroup,
} from './expression';
import { groupMembers, groupValue } from './group-functions';
import type { MeasurementRef } from './measurement-ref';

/**
 * Binding calculator inputs to measurements (`bindings.contract.ts`): resolving a binding to a
 * value, putting bound values into a sheet's inputs, and citing the marks in the derivations.
 */

export type { MeasurementRef } from './measurement-ref';

export class BindingError extends Error {}

/** A bound value is kept to 4 decimals, as derivations print figures (`figure`). */
export function boundValue(value: number): number {
  const rounded = Number(value.toFixed(4));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The key a measurement gets from its name when none is given: "External walls (centre-line)" → `ExternalWallsCentreLine`. */
export function measurementKeyOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  const joined = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  if (joined === '') return 'Measurement';
  const key = /^[A-Za-z]/.test(joined) ? joined : `M${joined}`;
  return key.slice(0, 40);
}

/** `key`, or `key2`, `key3`… the first one not in `taken` (a derived key never collides). */
export function freeKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${key.slice(0, 40 - String(suffix).length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The measurements a binding reads; an unknown id or key is a `BindingError` naming it. */
export function bindingSources(
  binding: MeasurementBinding,
  measurements: readonly MeasurementRef[],
): MeasurementRef[] {
  if ('measurementId' in binding) {
    const found = measurements.find((measurement) => measurement._id === binding.measurementId);
    if (!found) throw new BindingError(`there is no measurement ${binding.measurementId} on this plan`);
    return [found];
  }
  const expression = parseExpression(binding.expression);
  const byKey = expressionNames(expression).map((name) => {
    const found = measurements.find((measurement) => measurement.key === name);
    if (!found)
      throw new BindingError(`expression "${binding.expression}": there is no measurement "${name}"`);
    return found;
  });
  const byGroup = expressionGroups(expression).flatMap(({ group }) => {
    const members = groupMembers(group, measurements);
    if (members.length === 0)
      throw new BindingError(
        `expression "${binding.expression}": there is no measurement in the group "${group}"`,
      );
    return members;
  });
  return [...new Set([...byKey, ...byGroup])];
}

/**
 * Whether a binding reads this measurement — by id, by key, or through a group function over its
 * group (an expression that no longer parses reads nothing).
 */
export function bindingUses(
  binding: MeasurementBinding,
  measurement: Pick<MeasurementRef, '_id' | 'key' | 'group'>,
): boolean {
  if ('measurementId' in binding) return binding.measurementId === measurement._id;
  try {
    const expression = parseExpression(binding.expression);
    if (expressionNames(expression).includes(measurement.key)) return true;
    const { group } = measurement;
    return (
      group !== undefined &&
      group !== '' &&
      expressionGroups(expression).some((reference) => sameGroup(reference.group, group))
    );
  } catch {
    return false;
  }
}

/** A binding's value now: the measurement's, or the expression's over the measurements' keys. */
export function resolveBinding(binding: MeasurementBinding, measurements: readonly MeasurementRef[]): number {
  const sources = bindingSources(binding, measurements);
  if ('measurementId' in binding) return boundValue(sources[0]!.value);
  const byKey = new Map(sources.map((source) => [source.key, source.value]));
  try {
    return boundValue(
      evaluateExpression(
        binding.expression,
        (name) => byKey.get(name),
        (reference) => groupValue(reference, measurements),
      ),
    );
  } catch (error) {
    if (error instanceof ExpressionError) throw new BindingError(error.message);
    throw error;
  }
}

const UNIT_SYMBOLS = { m: 'm', m2: 'm²', pcs: 'pcs' } as const;

function drawingLabel(drawingName: string): string {
  return drawingName.replace(/\.pdf$/i, '');
}

function sourceOf(measurement: MeasurementRef): BindingSource {
  return {
    measurementId: measurement._id,
    name: measurement.name,
    key: measurement.key,
    drawingName: measurement.drawingName,
    page: measurement.page,
  };
}

/**
 * How a derivation cites a bound input: `length = 42.60 m (measured: External walls, A-101 p. 1)`;
 * for an expression, the expression first and every mark it reads.
 */
export function citationOf(
  field: string,
  value: number,
  binding: MeasurementBinding,
  sources: readonly MeasurementRef[],
): string {
  const marks = sources
    .map((source) => `${source.name}, ${drawingLabel(source.drawingName)} p. ${source.page}`)
    .join('; ');
  if ('measurementId' in binding) {
    const unit = sources[0] ? ` ${UNIT_SYMBOLS[sources[0].unit]}` : '';
    return `${field} = ${value.toFixed(2)}${unit} (measured: ${marks})`;
  }
  return `${field} = ${value.toFixed(2)} (${binding.expression}; measured: ${marks})`;
}

/**
 * A sheet's raw inputs with every bound field set from the measurements (the bound values win over
 * what the client sent). `numericFields` are the calculator's numeric top-level inputs: binding any
 * other field, an unknown measurement or a bad expression is a `BindingError` naming it.
 */
export function applyBindings(
  inputs: Readonly<Record<string, unknown>>,
  bindings: SheetBindings,
  measurements: readonly MeasurementRef[],
  numericFields: ReadonlySet<string>,
): Record<string, unknown> {
  const bound: Record<string, unknown> = { ...inputs };
  for (const [field, binding] of Object.entries(bindings)) {
    if (!numericFields.has(field))
      throw new BindingError(`bindings.${field}: this sheet has no number input ${field}`);
    try {
      bound[field] = resolveBinding(binding, measurements);
    } catch (error) {
      if (error instanceof Error) throw new BindingError(`bindings.${field}: ${error.message}`);
      throw error;
    }
  }
  return bound;
}

/**
 * Each bound input as a sheet's answer shows it: the value the sheet was priced with, what the
 * measurements give now, whether they differ, and the citation. Never throws: a binding that no
 * longer resolves says why in `problem`.
 */
export function describeBindings(
  inputs: Readonly<Record<string, unknown>>,
  bindings: SheetBindings,
  measurements: readonly MeasurementRef[],
): BoundInput[] {
  return Object.entries(bindings).map(([field, binding]) => {
    const stored = inputs[field];
    const usedValue = typeof stored === 'number' ? stored : null;
    try {
      const sources = bindingSources(binding, measurements);
      const currentValue = resolveBinding(binding, measurements);
      return {
        field,
        binding,
        usedValue,
        currentValue,
        changed: usedValue !== currentValue,
        sources: sources.map(sourceOf),
        citation: citationOf(field, currentValue, binding, sources),
        problem: null,
      };
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      return {
        field,
        binding,
        usedValue,
        currentValue: null,
        changed: true,
        sources: [],
        citation: '',
        problem,
      };
    }
  });
}

/**
 * Cites the marks in the lines' derivations: a line whose working shows a bound input's value
 * (as `figure` prints it, not part of a longer number) gets its citation appended. A bound value
 * of 0 is not cited: a zero appears in many a working.
 */
export function citeDerivations<L extends { readonly derivation: string }>(
  lines: readonly L[],
  bound: readonly Pick<BoundInput, 'currentValue' | 'citation'>[],
): L[] {
  const citable = bound.filter(
    (input): input is { currentValue: number; citation: string } =>
      input.currentValue !== null && input.currentValue !== 0,
  );
  if (citable.length === 0) return [...lines];
  return lines.map((line) => {
    if (line.derivation === '') return line;
    const citations = citable
      .filter((input) => showsFigure(line.derivation, figure(input.currentValue)))
      .map((input) => input.citation);
    return citations.length === 0
      ? line
      : { ...line, derivation: `${line.derivation}; ${citations.join('; ')}` };
  });
}

function showsFigure(text: string, number: string): boolean {
  const escaped = number.replace(/[.-]/g, (char) => `\\${char}`);
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}
