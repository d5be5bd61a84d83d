import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  CreateMapBodySchema,
  MAP_LIMITS,
  type CreateMapBody,
  type HouseMap,
  type UpdateMapBody,
} from '@kadirio/domain';

/** The fields of the send-a-plan form, in the order they are shown. */
export const MAP_FORM_FIELDS = [
  'title',
  'region',
  'district',
  'ward',
  'startConstruction',
  'desc',
  'floors',
  'bedrooms',
  'plinthArea',
] as const;
export type MapFormField = (typeof MAP_FORM_FIELDS)[number];

/** What the inputs hold: text, numbers included, until the form is sent. */
export type MapFormValues = Record<MapFormField, string>;
export type MapFormErrors = Partial<Record<MapFormField, string>>;

export const EMPTY_MAP_FORM: MapFormValues = {
  title: '',
  region: '',
  district: '',
  ward: '',
  startConstruction: '',
  desc: '',
  floors: '',
  bedrooms: '',
  plinthArea: '',
};

const NUMBER_FIELDS: ReadonlySet<MapFormField> = new Set(['floors', 'bedrooms', 'plinthArea']);

export function isNumberField(field: MapFormField): boolean {
  return NUMBER_FIELDS.has(field);
}

/** The form's text as the API's body: an empty building fact is left out, a decimal comma accepted. */
function toBody(values: MapFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of MAP_FORM_FIELDS) {
    const value = values[field];
    if (!isNumberField(field)) body[field] = value;
    else if (value.trim() !== '') body[field] = Number(value.trim().replace(',', '.'));
  }
  return body;
}

/** One zod issue of CreateMapBodySchema as a sentence naming the field's label, in the current language. */
export function describeMapIssue(
  issue: z.core.$ZodIssue,
  t: TFunction,
  field: MapFormField,
  value: string,
): string {
  const label = t(`maps.fields.${field}`);
  if (value.trim() === '') return t('maps.validation.required', { field: label });
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? t('maps.validation.wholeNumber', { field: label })
        : isNumberField(field)
          ? t('maps.validation.number', { field: label })
          : t('maps.validation.required', { field: label });
    case 'too_small':
      if (issue.origin !== 'number') return t('maps.validation.required', { field: label });
      return issue.inclusive
        ? t('maps.validation.atLeast', { field: label, min: Number(issue.minimum) })
        : t('maps.validation.moreThanZero', { field: label });
    case 'too_big':
      return issue.origin === 'number'
        ? t('maps.validation.atMost', { field: label, max: Number(issue.maximum) })
        : t('maps.validation.tooLong', { field: label, max: Number(issue.maximum) });
    case 'invalid_format':
      return t('maps.validation.date', { field: label });
    case 'custom':
      return field === 'startConstruction'
        ? t('maps.validation.yearRange', {
            field: label,
            min: MAP_LIMITS.earliestStartYear,
            max: MAP_LIMITS.latestStartYear,
          })
        : t('maps.validation.invalid', { field: label });
    default:
      return t('maps.validation.invalid', { field: label });
  }
}

/**
 * The form checked with the same schema the server uses: the body to send, or the first problem
 * of each field in the reader's language.
 */
export function parseMapForm(
  values: MapFormValues,
  t: TFunction,
): { success: true; body: CreateMapBody } | { success: false; errors: MapFormErrors } {
  const parsed = CreateMapBodySchema.safeParse(toBody(values));
  if (parsed.success) return { success: true, body: parsed.data };
  const errors: MapFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as MapFormField;
    if (!(MAP_FORM_FIELDS as readonly string[]).includes(field) || errors[field] !== undefined) continue;
    errors[field] = describeMapIssue(issue, t, field, values[field]);
  }
  return { success: false, errors };
}

/** A plan's current facts as the form's text, for editing its details. */
export function mapToFormValues(map: HouseMap): MapFormValues {
  const values = { ...EMPTY_MAP_FORM };
  for (const field of MAP_FORM_FIELDS) {
    const value = map[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The edit form as an update: checked like a new plan, and a building fact left empty is sent as
 * `null` so that clearing it in the form clears it on the plan.
 */
export function parseMapUpdate(
  values: MapFormValues,
  t: TFunction,
): { success: true; body: UpdateMapBody } | { success: false; errors: MapFormErrors } {
  const parsed = parseMapForm(values, t);
  if (!parsed.success) return parsed;
  const body: UpdateMapBody = { ...parsed.body };
  if (body.floors === undefined) body.floors = null;
  if (body.bedrooms === undefined) body.bedrooms = null;
  if (body.plinthArea === undefined) body.plinthArea = null;
  return { success: true, body };
}
