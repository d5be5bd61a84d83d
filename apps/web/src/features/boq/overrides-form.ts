import {
  CONSTANT_NAMES,
  DEFAULT_CONSTANTS,
  DEFAULT_WASTAGE,
  TakeoffOptionsSchema,
  WASTAGE_CLASSES,
  type TakeoffConstants,
  type TakeoffOptions,
  type WastageClass,
} from '@kadirio/domain';

/** One field of the overrides form: a take-off constant or a wastage class, with its default. */
export type OverrideField = { key: string; defaultValue: number } & (
  { group: 'constants'; name: keyof TakeoffConstants } | { group: 'wastage'; name: WastageClass }
);

export const OVERRIDE_FIELDS: readonly OverrideField[] = [
  ...CONSTANT_NAMES.map((name) => ({
    key: `constants.${name}`,
    group: 'constants' as const,
    name,
    defaultValue: DEFAULT_CONSTANTS[name],
  })),
  ...WASTAGE_CLASSES.map((name) => ({
    key: `wastage.${name}`,
    group: 'wastage' as const,
    name,
    defaultValue: DEFAULT_WASTAGE[name],
  })),
];

/** The form's text by field key; an empty field keeps the default. */
export type OverrideValues = Record<string, string>;

/** A sheet's stored overrides as the form's text. */
export function overridesToValues(overrides: TakeoffOptions): OverrideValues {
  const values: OverrideValues = {};
  for (const field of OVERRIDE_FIELDS) {
    const group = overrides[field.group] as Record<string, number | undefined> | undefined;
    const value = group?.[field.name];
    values[field.key] = value === undefined ? '' : String(value);
  }
  return values;
}

/** How many fields differ from their default: shown on the closed panel. */
export function countOverrides(overrides: TakeoffOptions): number {
  return Object.values(overridesToValues(overrides)).filter((value) => value !== '').length;
}

/**
 * The form as the sheet's `overrides`, checked with the schema the server uses: the overrides,
 * or the first problem of each field (the schema's own message, which names it).
 */
export function parseOverrideValues(
  values: OverrideValues,
): { success: true; overrides: TakeoffOptions } | { success: false; errors: Record<string, string> } {
  const body: Record<'constants' | 'wastage', Record<string, unknown>> = { constants: {}, wastage: {} };
  for (const field of OVERRIDE_FIELDS) {
    const text = (values[field.key] ?? '').trim();
    if (text === '') continue;
    const number = Number(text.replace(',', '.'));
    body[field.group][field.name] = Number.isFinite(number) ? number : text;
  }
  const parsed = TakeoffOptionsSchema.safeParse(body);
  if (parsed.success) return { success: true, overrides: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.slice(0, 2).join('.');
    errors[key] ??= issue.message;
  }
  return { success: false, errors };
}
