import type { Language } from './language-data';

/**
 * What a unit is called in each language: the one map the web (screens, the shopping list, offers
 * and orders) and the server (the bill's PDF and Excel, the shopping list's Excel, the API's
 * messages) read, so that a Swahili reader never meets "bag" or "trip" (docs/glossary.md,
 * "Swahili words"). Plain data with no zod: the web imports it as `@kadirio/domain/units`.
 *
 * The catalogue's unit codes (`bag`, `pcs`, `m2` …) stay what they are in data and in the API;
 * only what people read changes. Swahili puts the number after the noun ("mifuko 229", as the
 * seed's "m³ 11.25"), English before it ("229 bags").
 */
export interface UnitWords {
  /** In a unit column and after "per" / "kwa": "bag" / "mfuko", "m²". */
  readonly name: string;
  /** The plural name, for a heading such as "Quantity (bags)" / "Idadi (mifuko)". */
  readonly plural: string;
  /** An amount of one, `#` standing for the number: "# bag" / "mfuko #". */
  readonly one: string;
  /** Any other amount: "# bags" / "mifuko #". */
  readonly other: string;
}

function english(name: string, plural = `${name}s`): UnitWords {
  return { name, plural, one: `# ${name}`, other: `# ${plural}` };
}
function englishSymbol(symbol: string): UnitWords {
  return { name: symbol, plural: symbol, one: `# ${symbol}`, other: `# ${symbol}` };
}
function swahili(name: string, plural = name): UnitWords {
  return { name, plural, one: `${name} #`, other: `${plural} #` };
}
/** A symbol in a column, a word with a number: "m" but "mita 12", as the web has always shown it. */
function swahiliSymbol(symbol: string, word = symbol): UnitWords {
  return { name: symbol, plural: symbol, one: `${word} #`, other: `${word} #` };
}

/** Every unit the seed catalogue, the offers and the measurements use (catalogue.seed.json). */
export const UNIT_CODES = [
  'bag',
  'box',
  'bucket',
  'item',
  'pcs',
  'roll',
  'tank',
  'tin',
  'trip',
  'month',
  'kg',
  'm',
  'm2',
  'm3',
  'L',
  'ft',
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export const UNIT_NAMES: Readonly<Record<Language, Readonly<Record<UnitCode, UnitWords>>>> = {
  en: {
    bag: english('bag'),
    box: english('box', 'boxes'),
    bucket: english('bucket'),
    item: english('item'),
    pcs: english('piece'),
    roll: english('roll'),
    tank: english('tank'),
    tin: english('tin'),
    trip: english('trip'),
    month: english('month'),
    kg: englishSymbol('kg'),
    m: englishSymbol('m'),
    m2: englishSymbol('m²'),
    m3: englishSymbol('m³'),
    L: englishSymbol('L'),
    ft: englishSymbol('ft'),
  },
  // Noun classes: mfuko/mifuko (m-mi), kipande/vipande and kitu/vitu (ki-vi), boksi/maboksi,
  // tanki/matanki and kopo/makopo (ji-ma), mwezi/miezi (m-mi); ndoo, roli and safari (n) keep
  // one form. "Safari" is the one word for a lorry load (docs/glossary.md), never "trip" or "tripu".
  sw: {
    bag: swahili('mfuko', 'mifuko'),
    box: swahili('boksi', 'maboksi'),
    bucket: swahili('ndoo'),
    item: swahili('kitu', 'vitu'),
    pcs: swahili('kipande', 'vipande'),
    roll: swahili('roli'),
    tank: swahili('tanki', 'matanki'),
    tin: swahili('kopo', 'makopo'),
    trip: swahili('safari'),
    month: swahili('mwezi', 'miezi'),
    kg: swahiliSymbol('kg', 'kilo'),
    m: swahiliSymbol('m', 'mita'),
    m2: swahiliSymbol('m²'),
    m3: swahiliSymbol('m³'),
    L: swahiliSymbol('L', 'lita'),
    ft: swahili('futi'),
  },
};

export function isUnitCode(unit: string): unit is UnitCode {
  return Object.hasOwn(UNIT_NAMES.en, unit);
}

/** The words of a unit in `language`, or undefined for a unit outside the map (a surveyor's `SM`). */
export function unitWords(unit: string, language: Language): UnitWords | undefined {
  return isUnitCode(unit) ? UNIT_NAMES[language][unit] : undefined;
}

/**
 * A unit's name in `language` for a column or after "per": "mfuko", "m²". A unit outside the map
 * (the surveyor's codes SM, CM, LM, No, Item, written the same in both languages) is shown as it
 * is written.
 */
export function unitName(unit: string, language: Language): string {
  return unitWords(unit, language)?.name ?? unit;
}

/** The plural name: "bags" / "mifuko". */
export function unitPlural(unit: string, language: Language): string {
  return unitWords(unit, language)?.plural ?? unit;
}

/**
 * An amount already written as the reader reads numbers ("1,200") with its unit in `language`:
 * "1,200 pieces" / "vipande 1,200"; one or other by the language's plural rule for `value`.
 */
export function withUnit(value: number, amount: string, unit: string, language: Language): string {
  const words = unitWords(unit, language);
  if (!words) return `${amount} ${unit}`;
  const form = new Intl.PluralRules(language).select(value) === 'one' ? words.one : words.other;
  return form.replace('#', amount);
}

/**
 * The English words of units (and of the two roof shapes the house model offers) that a Swahili
 * reader must never meet, as whole words: what the tests scan every Swahili screen string, this
 * map and the Swahili exports for. Left out: "Item", a surveyor's unit code (bill-text.ts), and
 * "box" and "tank", which the Swahili descriptions keep as glosses of product names ("single box",
 * "septic tank"), not as units.
 */
export const ENGLISH_UNIT_WORDS = [
  'bag',
  'bags',
  'bucket',
  'buckets',
  'pcs',
  'piece',
  'pieces',
  'month',
  'months',
  'roll',
  'rolls',
  'tin',
  'tins',
  'trip',
  'trips',
  'tripu',
  'gable',
  'hip',
] as const;

/** Every English unit word in `text`, once each, as written there. */
export function englishUnitWordsIn(text: string): string[] {
  const pattern = new RegExp(`\\b(${ENGLISH_UNIT_WORDS.join('|')})\\b`, 'gi');
  return [...new Set(text.match(pattern) ?? [])];
}
