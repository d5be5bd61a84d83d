import { TakeoffOptionsSchema, type TakeoffOptions } from '@kadirio/domain';
import { OVERRIDE_FIELDS, type OverrideField, type OverrideValues } from './overrides-form';

/**
 * The BOQ-wide wastage and constants as the settings dialog shows them (docs/takeoff.md §1). Wastage is typed
 * as a percentage (5 = 5 %) and stored as a fraction (0.05), as the sheets' overrides store it;
 * constants are typed as they are stored. An empty field is the standard default.
 */

/** A fraction as the percentage typed for it, without float noise (0.07 → "7", not "7.000000000000001"). */
const percentText = (fraction: number) => String(Number((fraction * 100).toFixed(6)));
const fractionOf = (percent: number) => Number((percent / 100).toFixed(8));

/** The value a field shows or is typed in: wastage as %, constants as stored. */
export function displayValue(field: OverrideField, stored: number): string {
  return field.group === 'wastage' ? percentText(stored) : String(stored);
}

function storedValue(options: TakeoffOptions, field: OverrideField): number | undefined {
  return (options[field.group] as Record<string, number | undefined> | undefined)?.[field.name];
}

/** The dialog's text by field key from the BOQ-wide options as read. */
export function wideOptionTextsOf(options: TakeoffOptions): OverrideValues {
  const texts: OverrideValues = {};
  for (const field of OVERRIDE_FIELDS) {
    const value = storedValue(options, field);
    texts[field.key] = value === undefined ? '' : displayValue(field, value);
  }
  return texts;
}

/** A constant that may be 0 (a lap, a cover) rather than only above 0: the schema says which. */
export const mayBeZero = (field: OverrideField) =>
  TakeoffOptionsSchema.safeParse({ [field.group]: { [field.name]: 0 } }).success;

/**
 * The texts as `TakeoffOptions`, checked with the server's schema (wastage converted from % first),
 * or the keys of the fields it refuses (a text that is not a number included).
 */
export function parseWideOptionTexts(
  texts: OverrideValues,
): { options: TakeoffOptions } | { invalid: string[] } {
  const body: Record<'constants' | 'wastage', Record<string, unknown>> = { constants: {}, wastage: {} };
  const notNumbers: string[] = [];
  for (const field of OVERRIDE_FIELDS) {
    const text = (texts[field.key] ?? '').trim().replace(',', '.');
    if (text === '') continue;
    const number = Number(text);
    if (!Number.isFinite(number)) notNumbers.push(field.key);
    else body[field.group][field.name] = field.group === 'wastage' ? fractionOf(number) : number;
  }
  const parsed = TakeoffOptionsSchema.safeParse(body);
  const refused = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.slice(0, 2).join('.'));
  const invalid = OVERRIDE_FIELDS.map((field) => field.key).filter(
    (key) => notNumbers.includes(key) || refused.includes(key),
  );
  if (invalid.length > 0 || !parsed.success) return { invalid };
  const options: TakeoffOptions = {
    ...(Object.keys(body.constants).length > 0 ? { constants: parsed.data.constants } : {}),
    ...(Object.keys(body.wastage).length > 0 ? { wastage: parsed.data.wastage } : {}),
  };
  return { options };
}

/** Whether two sets of options set the same values (so an unchanged set is not sent). */
export function sameOptions(left: TakeoffOptions, right: TakeoffOptions): boolean {
  return OVERRIDE_FIELDS.every((field) => storedValue(left, field) === storedValue(right, field));
}

/** One value a sheet sets for itself, beside the BOQ-wide value (or the standard default) it overrides. */
export interface SheetOptionOverride {
  field: OverrideField;
  own: number;
  boqWide: number;
}

/** What a sheet's own overrides replace: the BOQ-wide value where one is set, else the default. */
export function sheetOptionOverrides(
  overrides: TakeoffOptions,
  boqWide: TakeoffOptions,
): SheetOptionOverride[] {
  return OVERRIDE_FIELDS.flatMap((field) => {
    const own = storedValue(overrides, field);
    if (own === undefined) return [];
    return [{ field, own, boqWide: storedValue(boqWide, field) ?? field.defaultValue }];
  });
}
