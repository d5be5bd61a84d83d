import type { TFunction } from 'i18next';
import type { z } from 'zod';

const FIELD_LABEL_KEYS = {
  name: 'fields.name',
  email: 'fields.email',
  phone: 'fields.phone',
  password: 'fields.password',
  newPassword: 'fields.newPassword',
  confirmPassword: 'fields.confirmPassword',
  currentPassword: 'fields.currentPassword',
  profilePic: 'fields.profilePic',
  language: 'fields.preferredLanguage',
  accessLevel: 'fields.accessLevel',
} as const;

type KnownField = keyof typeof FIELD_LABEL_KEYS;

function isKnownField(field: string): field is KnownField {
  return field in FIELD_LABEL_KEYS;
}

/**
 * A zod issue from the domain schemas as a sentence in the current language. The schemas' own
 * messages are English and written for API clients, so they are recognised by code, not shown.
 */
export function translateIssue(
  issue: z.core.$ZodIssue,
  t: TFunction,
  labelField: string,
  isEmpty: boolean,
): string {
  const field = isKnownField(labelField) ? t(FIELD_LABEL_KEYS[labelField]) : labelField;
  const schemaField = String(issue.path[0] ?? '');
  // Swahili agrees the verb with the field's noun class ("Jina linahitajika", "Simu inahitajika"):
  // each known field has its own sentence (`required_<field>`), the others the general one.
  const required = () =>
    isKnownField(labelField)
      ? t('validation.required', { field, context: labelField })
      : t('validation.required', { field });
  if (isEmpty) return required();
  switch (issue.code) {
    case 'invalid_type':
      return required();
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? required()
        : t('validation.tooShort', { field, min: Number(issue.minimum) });
    case 'too_big':
      return schemaField === 'profilePic'
        ? t('validation.pictureTooLarge')
        : t('validation.tooLong', { field, max: Number(issue.maximum) });
    case 'invalid_format':
      if (schemaField === 'email') return t('validation.emailInvalid');
      if (schemaField === 'phone') return t('validation.phoneInvalid');
      return t('validation.invalid', { field });
    case 'custom':
      if (schemaField === 'password') return t('validation.passwordCommon');
      if (schemaField === 'currentPassword') return t('validation.currentPasswordRequired');
      if (schemaField === 'profilePic') return t('validation.pictureInvalid');
      if (schemaField === 'phone') return t('validation.phoneNotDialable');
      return t('validation.invalid', { field });
    default:
      return t('validation.invalid', { field });
  }
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first issue of each form field, translated. `formFieldOf` maps a schema field to the form
 * field that shows it (the profile form edits `password` in a field called "New password").
 */
export function getFieldErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  t: TFunction,
  values: Readonly<Record<F, unknown>>,
  formFieldOf: (schemaField: string) => F | undefined = (schemaField) =>
    schemaField in values ? (schemaField as F) : undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const formField = formFieldOf(String(issue.path[0] ?? ''));
    if (formField === undefined || errors[formField] !== undefined) continue;
    const value = values[formField];
    const isEmpty = typeof value === 'string' && value.trim() === '';
    errors[formField] = translateIssue(issue, t, formField, isEmpty);
  }
  return errors;
}
