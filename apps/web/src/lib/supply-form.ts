import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { SUPPLY_LIMITS } from '@kadirio/domain';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A zod issue of the supply contracts as a sentence in the reader's language. The contracts'
 * own messages are English for API clients, so the issue's code and limits are read instead.
 */
function describeIssue(
  issue: z.core.$ZodIssue,
  field: string,
  isEmpty: boolean,
  isPhone: boolean,
  t: TFunction,
): string {
  if (isEmpty) return t('supply.validation.required', { field });
  if (isPhone) return t('supply.validation.phone', { field, min: SUPPLY_LIMITS.phoneMin });
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number'
        ? t('supply.validation.min', { field, min: Number(issue.minimum) })
        : t('supply.validation.required', { field });
    case 'too_big':
      return issue.origin === 'number'
        ? t('supply.validation.max', { field, max: Number(issue.maximum) })
        : t('supply.validation.tooLong', { field, max: Number(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'int'
        ? t('supply.validation.whole', { field })
        : t('supply.validation.number', { field });
    case 'invalid_format':
      return issue.format === 'date'
        ? t('supply.validation.date', { field })
        : t('supply.validation.invalid', { field });
    default:
      return t('supply.validation.invalid', { field });
  }
}

/** The first issue of each form field, translated; `labels` names the fields as the form shows them. */
export function getSupplyFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  t: TFunction,
  values: Readonly<Record<F, string>>,
  labels: Readonly<Record<F, string>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in values)) continue;
    const field = key as F;
    if (errors[field] !== undefined) continue;
    const isPhone = /phone/i.test(key);
    errors[field] = describeIssue(issue, labels[field], values[field].trim() === '', isPhone, t);
  }
  return errors;
}

/** A typed number field: empty stays undefined (so the schema says "required"), else Number(). */
export function numberOrUndefined(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}
