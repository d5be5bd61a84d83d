import { z } from 'zod';
import { figure, percent } from '../trades/format';
import type { TakeoffOptions } from '../trades/constants';
import type { TakeoffOptionLayers } from '../trades/effective-options';

/**
 * Where a sheet's inputs came from (docs/takeoff.md, "Changed constants and formulas": a derivation "says where each input
 * came from: typed, the house model, or a named measurement on a drawing"). Measurements are the
 * bindings' (`takeoff/bindings.ts` cites them); this module keeps the other two per input, and
 * cites the constants and wastage set for the sheet or BOQ-wide.
 */
/**
 * `buildingModel`: bound by "Bind the trades to the drawing" to its default named quantity
 * (docs/takeoff.md §4, "The building model"); binding it again refreshes it.
 */
export const INPUT_SOURCES = ['typed', 'houseModel', 'buildingModel'] as const;
export const InputSourceSchema = z.enum(INPUT_SOURCES);
export type InputSource = z.infer<typeof InputSourceSchema>;

/** Input field → where its value came from; a field not named holds its default (or predates this). */
export const InputSourcesSchema = z.record(z.string(), InputSourceSchema);
export type InputSources = z.infer<typeof InputSourcesSchema>;

const SOURCE_TEXT: Readonly<Record<InputSource, string>> = {
  typed: 'typed',
  houseModel: 'house model',
  buildingModel: 'building model',
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

/** Where a constant or wastage other than the standard default was set (docs/takeoff.md §1, "Constants"). */
const LAYER_TEXT = { sheet: "this sheet's override", boqWide: 'BOQ-wide' } as const;
type OptionLayer = keyof typeof LAYER_TEXT;

/** Each value set in a layer, with the layer it comes from: the sheet's own wins over BOQ-wide. */
function setValues(
  layers: TakeoffOptionLayers,
  group: keyof TakeoffOptions,
): { name: string; value: number; layer: OptionLayer }[] {
  const found = new Map<string, { value: number; layer: OptionLayer }>();
  for (const layer of ['boqWide', 'sheet'] as const) {
    for (const [name, value] of Object.entries(layers[layer]?.[group] ?? {})) {
      if (typeof value === 'number') found.set(name, { value, layer });
    }
  }
  return [...found].map(([name, entry]) => ({ name, ...entry }));
}

/** One cited input: `length = 42.6 (house model)`, `DRY_MORTAR = 1.4 (this sheet's override)`. */
interface Citation {
  readonly value: number;
  readonly text: string;
}

/**
 * Cites in the lines' derivations where their inputs came from. A typed input is cited where the
 * line's working shows its value (as `figure` prints it, not part of a longer number): the user
 * chose few of them, and each is worth naming. The house model sets most of a sheet's inputs, many
 * of them small numbers (4 bars, 0.15 m) that a working shows for other reasons too, so they are
 * cited once per line, as a whole: `inputs from the house model` (`other inputs …` when typed or
 * measured ones are named). Constants and wastage set on the sheet or BOQ-wide are cited where
 * shown, saying which of the two set them (`options`: the layers the calculator ran with). Fields in
 * `skip` (bound to measurements) are the bindings' to cite; zero values are not cited.
 */
export function citeInputSources<L extends { readonly derivation: string }>(
  lines: readonly L[],
  inputs: Readonly<Record<string, unknown>>,
  sources: InputSources,
  options: TakeoffOptionLayers = {},
  skip: ReadonlySet<string> = new Set(),
): L[] {
  const citations: Citation[] = [];
  let fromHouseModel = false;
  for (const [field, source] of Object.entries(sources)) {
    if (skip.has(field)) continue;
    if (source === 'houseModel') {
      fromHouseModel = true;
      continue;
    }
    const value = inputs[field];
    if (typeof value !== 'number' || value === 0) continue;
    citations.push({ value, text: `${field} = ${figure(value)} (${SOURCE_TEXT[source]})` });
  }
  for (const { name, value, layer } of setValues(options, 'constants')) {
    if (value === 0) continue;
    citations.push({ value, text: `${name} = ${figure(value)} (${LAYER_TEXT[layer]})` });
  }
  // Wastage shows as `with 7 % cement wastage`: cited where that phrase is.
  const wastage = setValues(options, 'wastage').map(({ name, value, layer }) => ({
    phrase: `with ${percent(value)} ${name} wastage`,
    text: `${name} wastage = ${percent(value)} (${LAYER_TEXT[layer]})`,
  }));
  if (citations.length === 0 && wastage.length === 0 && !fromHouseModel) return [...lines];
  return lines.map((line) => {
    if (line.derivation === '') return line;
    const shown = [
      ...citations
        .filter((citation) => showsFigure(line.derivation, figure(citation.value)))
        .map((citation) => citation.text),
      ...wastage.filter((entry) => line.derivation.includes(entry.phrase)).map((entry) => entry.text),
    ];
    if (fromHouseModel) {
      const others = shown.length > 0 || skip.size > 0;
      shown.push(`${others ? 'other inputs' : 'inputs'} from the ${SOURCE_TEXT.houseModel}`);
    }
    return shown.length === 0 ? line : { ...line, derivation: `${line.derivation}; ${shown.join('; ')}` };
  });
}

function showsFigure(text: string, number: string): boolean {
  const escaped = number.replace(/[.-]/g, (char) => `\\${char}`);
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}
