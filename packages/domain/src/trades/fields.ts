import { z } from 'zod';

/**
 * Reusable input fields of the calculators (docs/takeoff.md §1 validation). Every message starts with
 * the field's name, so the server can answer a 400 that says which field is wrong.
 */

/** `custom[0].width` from zod's path `['custom', 0, 'width']`. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'input';
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name === '' ? String(key) : `${name}.${String(key)}`;
  }, '');
}

/** A zod error callback that prefixes the field's name. */
export function named(predicate: string) {
  return (issue: { readonly path?: PropertyKey[] | undefined }) => `${fieldName(issue.path)} ${predicate}`;
}

/** One line naming every failing field, for a 400 `{ message }`. */
export function formatInputError(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join('; ');
}

const finiteNumber = () => z.number({ error: named('must be a finite number') });

/**
 * No house has a wall of a thousand kilometres: the cap keeps every product of inputs finite
 * (an area of 1e300 m² would price at Infinity).
 */
export const MAX_MEASURE = 1_000_000;

/** The smallest spacing or size anything is divided by: 1 mm. */
export const MIN_DIVISOR = 0.001;

/** A length, area or thickness: finite and ≥ 0; a zero just yields zero lines. */
export const lengthField = () =>
  finiteNumber()
    .min(0, { error: named('must be 0 or more') })
    .max(MAX_MEASURE, { error: named(`must be at most ${MAX_MEASURE}`) });

/** A size something is divided by (spacing, board size): 0 has no meaning, so it must be > 0. */
export const positiveLengthField = () =>
  finiteNumber()
    .min(MIN_DIVISOR, { error: named(`must be at least ${MIN_DIVISOR} m (it is divided by)`) })
    .max(MAX_MEASURE, { error: named(`must be at most ${MAX_MEASURE}`) });

/** A count: a whole number ≥ 0. */
export const countField = () =>
  finiteNumber()
    .int({ error: named('must be a whole number') })
    .min(0, { error: named('must be 0 or more') })
    .max(MAX_MEASURE, { error: named(`must be at most ${MAX_MEASURE}`) });

/**
 * A bar diameter in mm: it names the steel item (`STR-Y12`), so only the diameters the trade's
 * catalogue stocks are accepted (docs/takeoff.md §4.2): every accepted diameter prices.
 */
export const barDiameterField = (diameters: readonly number[] = [8, 10, 12, 16]) =>
  finiteNumber().refine((value) => diameters.includes(value), {
    error: named(`must be one of ${diameters.join(', ')} mm`),
  });

/** The largest lump sum a field takes, TZS: a hundred billion. */
export const MAX_MONEY = 100_000_000_000;

/** A lump sum in whole TZS, ≥ 0 (professional fees, provisional sums). */
export const moneyField = () =>
  finiteNumber()
    .int({ error: named('must be a whole number of TZS') })
    .min(0, { error: named('must be 0 or more') })
    .max(MAX_MONEY, { error: named(`must be at most ${MAX_MONEY}`) });

/** Roof pitch in degrees, in (0, 60]. */
export const pitchField = () =>
  finiteNumber()
    .gt(0, { error: named('must be more than 0 degrees') })
    .max(60, { error: named('must be at most 60 degrees') });

export const flagField = () => z.boolean({ error: named('must be true or false') });

/** `"1:2:4"` → [1, 2, 4]; undefined when a part is not a plain decimal number. */
export function parseMixParts(text: string): number[] | undefined {
  const parts = text.split(':').map((part) => part.trim());
  if (parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return undefined;
  return parts.map(Number);
}

function isMix(text: string, partCount: number): boolean {
  const parts = parseMixParts(text);
  return parts !== undefined && parts.length === partCount && parts.every((part) => part > 0);
}

/** A concrete mix cement:sand:aggregate, e.g. `"1:4:8"`, every part > 0. */
export const concreteMixField = () =>
  z.string({ error: named('must be a concrete mix written like "1:2:4"') }).refine((text) => isMix(text, 3), {
    error: named(
      'must be a concrete mix cement:sand:aggregate like "1:2:4", with three parts greater than 0',
    ),
  });

/** A mortar mix cement:sand, e.g. `"1:4"`, both parts > 0. */
export const mortarMixField = () =>
  z.string({ error: named('must be a mortar mix written like "1:4"') }).refine((text) => isMix(text, 2), {
    error: named('must be a mortar mix cement:sand like "1:4", with two parts greater than 0'),
  });

/**
 * A calculator's input object. Unknown fields are refused rather than ignored: a misspelt
 * `lenght` would otherwise silently price a zero-length wall.
 */
export function inputObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const prefix = issue.path && issue.path.length > 0 ? `${fieldName(issue.path)}: ` : '';
        return `${prefix}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
      }
      return `${fieldName(issue.path)} must be an object`;
    },
  });
}
