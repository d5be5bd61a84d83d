import { z } from 'zod';
import { figure, percent } from '../takeoff/format';
import type { TakeoffOptions } from '../takeoff/constants';

/**
 * Where a sheet's inputs came from (design takeoff.md §4.2: a derivation "says where each input
 * came from: typed, the house model, or a named measurement on a drawing"). Measurements are the
 * bindings' (`measurements/bindings.ts` cites them); this module keeps the other two per input, and
 * cites the sheet's own constant overrides.
 */
export const INPUT_SOURCES = ['typed', 'houseModel'] as const;
export const InputSourceSchema = z.enum(INPUT_SOURCES);
export type InputSource = z.infer<typeof InputSourceSchema>;

/** Input field → where its value came from; a field not named holds its default (or predates this). */
export const InputSourcesSchema = z.record(z.string(), InputSourceSchema);
export type InputSources = z.infer<typeof InputSourcesSchema>;

const SOURCE_TEXT: Readonly<Record<InputSource, string>> = {
  typed: 'typed',
  houseModel: 'house model',
};

/**
 * The sources after a write that set `next` from `origin`: a field whose value changed (or is new)
 * came from `origin`; one that kept its value keeps its source. A house fill names every field the
 * house model set (`originFields`), changed or not: the house model now vouches for it.
 */
export function nextInputSources(
  previous: InputSources,
  previousInputs: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
  origin: InputSource,
  originFields: Iterable<string> = [],
): InputSources {
  const sources: InputSources = {};
  const vouched = new Set(originFields);
  for (const field of Object.keys(next)) {
    const changed = !sameValue(previousInputs[field], next[field]);
    const source = changed || vouched.has(field) ? origin : previous[field];
    if (source !== undefined) sources[field] = source;
  }
  return sources;
}

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** One cited input: `length = 42.6 (house model)`, `DRY_MORTAR = 1.4 (this sheet's override)`. */
interface Citation {
  readonly value: number;
  readonly text: string;
}

/**
 * Cites in the lines' derivations the inputs that have a source, and the sheet's constant
 * overrides: a line whose working shows the value (as `figure` prints it, not part of a longer
 * number) gets `field = value (source)` appended. Fields in `skip` (bound to measurements, cited by
 * the bindings) and zero values (a zero appears in many a working) are not cited.
 */
export function citeInputSources<L extends { readonly derivation: string }>(
  lines: readonly L[],
  inputs: Readonly<Record<string, unknown>>,
  sources: InputSources,
  overrides: TakeoffOptions = {},
  skip: ReadonlySet<string> = new Set(),
): L[] {
  const citations: Citation[] = [];
  for (const [field, source] of Object.entries(sources)) {
    const value = inputs[field];
    if (skip.has(field) || typeof value !== 'number' || value === 0) continue;
    citations.push({ value, text: `${field} = ${figure(value)} (${SOURCE_TEXT[source]})` });
  }
  for (const [name, value] of Object.entries(overrides.constants ?? {})) {
    if (typeof value !== 'number' || value === 0) continue;
    citations.push({ value, text: `${name} = ${figure(value)} (this sheet's override)` });
  }
  // Wastage shows as `with 7 % cement wastage`: cited where that phrase is.
  const wastage = Object.entries(overrides.wastage ?? {}).flatMap(([wastageClass, value]) =>
    typeof value === 'number'
      ? [
          {
            phrase: `with ${percent(value)} ${wastageClass} wastage`,
            text: `${wastageClass} wastage = ${percent(value)} (this sheet's override)`,
          },
        ]
      : [],
  );
  if (citations.length === 0 && wastage.length === 0) return [...lines];
  return lines.map((line) => {
    if (line.derivation === '') return line;
    const shown = [
      ...citations
        .filter((citation) => showsFigure(line.derivation, figure(citation.value)))
        .map((citation) => citation.text),
      ...wastage.filter((entry) => line.derivation.includes(entry.phrase)).map((entry) => entry.text),
    ];
    return shown.length === 0 ? line : { ...line, derivation: `${line.derivation}; ${shown.join('; ')}` };
  });
}

function showsFigure(text: string, number: string): boolean {
  const escaped = number.replace(/[.-]/g, (char) => `\\${char}`);
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}
