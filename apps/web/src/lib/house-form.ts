import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  HouseModelInputSchema,
  type HouseModelRawInput,
  type Language,
  type RoofType,
} from '@kadirio/domain';
import { formatNumber } from './format';

/** The number fields of the house model (docs/takeoff.md §3), in form order. */
export const MAIN_NUMBER_FIELDS = [
  'length',
  'width',
  'wallHeight',
  'bedrooms',
  'bathrooms',
  'roofPitch',
  'overhang',
] as const;

/** Under "More options": empty means the default derived from the other fields. */
export const DERIVED_NUMBER_FIELDS = ['internalWalls', 'doors', 'windows'] as const;

export type MainNumberField = (typeof MAIN_NUMBER_FIELDS)[number];
export type DerivedNumberField = (typeof DERIVED_NUMBER_FIELDS)[number];
export type NumberField = MainNumberField | DerivedNumberField;
export type HouseField = NumberField | 'roofType' | 'septic';

/** What the form holds: numbers as typed, so a half-typed "1." or "-" is kept as it is. */
export type HouseFormValues = Record<NumberField, string> & { roofType: RoofType; septic: boolean };

/**
 * A typical two-bedroom house, priced as soon as the page opens. The other values are the house
 * model's own defaults, shown so a visitor sees what is assumed.
 */
export const DEFAULT_HOUSE_VALUES: HouseFormValues = {
  length: '12',
  width: '9',
  wallHeight: '3',
  bedrooms: '2',
  bathrooms: '1',
  roofPitch: '20',
  overhang: '0.6',
  internalWalls: '',
  doors: '',
  windows: '',
  roofType: 'gable',
  septic: true,
};

/** Counts take whole numbers (a numeric keypad on phones); the rest take decimals. */
export const COUNT_FIELDS: ReadonlySet<NumberField> = new Set(['bedrooms', 'bathrooms', 'doors', 'windows']);

/** Appended to the limits in messages: "Roof pitch must be at most 60°". */
const FIELD_UNITS: Readonly<Record<NumberField, string>> = {
  length: ' m',
  width: ' m',
  wallHeight: ' m',
  bedrooms: '',
  bathrooms: '',
  roofPitch: '°',
  overhang: ' m',
  internalWalls: ' m',
  doors: '',
  windows: '',
};

/** Why a field is not usable: empty where a value is needed, or the schema's issue. */
export type FieldProblem = { kind: 'required' } | { kind: 'issue'; issue: z.core.$ZodIssue };

export interface ParsedHouseForm {
  /** The house to price, or null while any field is invalid. */
  house: HouseModelRawInput | null;
  problems: Partial<Record<HouseField, FieldProblem>>;
}

const MAIN_FIELD_SET: ReadonlySet<string> = new Set(MAIN_NUMBER_FIELDS);
const NUMBER_FIELDS: readonly NumberField[] = [...MAIN_NUMBER_FIELDS, ...DERIVED_NUMBER_FIELDS];

/** "" → undefined (not given); anything that is not a plain number → NaN, which the schema refuses. */
function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed);
}

function isHouseField(value: unknown): value is HouseField {
  return typeof value === 'string' && value in DEFAULT_HOUSE_VALUES;
}

/**
 * Checks the form with the domain's own `HouseModelInputSchema` (the schema the server uses).
 * A main field left empty is required here even where the schema has a default: a cleared
 * wall height silently becoming 3 m would price a house the visitor did not describe.
 */
export function parseHouseForm(values: HouseFormValues): ParsedHouseForm {
  const problems: ParsedHouseForm['problems'] = {};
  const raw: Record<string, unknown> = { roofType: values.roofType, septic: values.septic };
  for (const field of NUMBER_FIELDS) {
    const value = readNumber(values[field]);
    if (value !== undefined) raw[field] = value;
    else if (MAIN_FIELD_SET.has(field)) problems[field] = { kind: 'required' };
  }

  const parsed = HouseModelInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isHouseField(field) && problems[field] === undefined) problems[field] = { kind: 'issue', issue };
    }
  }
  const isValid = parsed.success && Object.keys(problems).length === 0;
  return { house: isValid ? (raw as HouseModelRawInput) : null, problems };
}

/** The number a field holds, or its default when empty or unreadable (for the derived placeholders). */
function numberOr(text: string, fallback: number): number {
  const value = readNumber(text);
  return value === undefined || !Number.isFinite(value) ? fallback : value;
}

/** The values the house model derives when internal walls, doors or windows are left empty. */
export function derivedDefaults(values: HouseFormValues): Record<DerivedNumberField, number> {
  const length = numberOr(values.length, 0);
  const width = numberOr(values.width, 0);
  const bedrooms = numberOr(values.bedrooms, 2);
  const bathrooms = numberOr(values.bathrooms, 1);
  return {
    internalWalls: Math.round((length + width) * 100) / 100,
    doors: bedrooms + bathrooms + 2,
    windows: bedrooms + 3,
  };
}

/**
 * A field's problem as a sentence in the current language that names the field. The schema's
 * messages are English and name the API field (`length must be 0 or more`); they are only shown
 * for an issue this does not recognise.
 */
export function describeFieldProblem(
  field: HouseField,
  problem: FieldProblem,
  t: TFunction,
  language: Language,
): string {
  const name = t(`estimate.fieldNames.${field}`);
  if (problem.kind === 'required') return t('estimate.validation.required', { field: name });
  const { issue } = problem;
  const unit = field in FIELD_UNITS ? FIELD_UNITS[field as NumberField] : '';
  // "0 or more" reads better without a unit; "at most 60°" needs one.
  const limit = (value: unknown) =>
    Number(value) === 0 ? formatNumber(0, language) : `${formatNumber(Number(value), language)}${unit}`;
  switch (issue.code) {
    case 'too_small':
      return issue.inclusive === false
        ? t('estimate.validation.moreThan', { field: name, min: limit(issue.minimum) })
        : t('estimate.validation.atLeast', { field: name, min: limit(issue.minimum) });
    case 'too_big':
      return t('estimate.validation.atMost', { field: name, max: limit(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'int'
        ? t('estimate.validation.wholeNumber', { field: name })
        : t('estimate.validation.number', { field: name });
    default:
      return issue.message;
  }
}
