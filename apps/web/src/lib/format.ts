import { getLocale } from './i18n';
import type { Language } from '@kadirio/domain';

/** A date and time as people read it in `language`, or null for a missing or unreadable value. */
export function formatDateTime(value: string | null | undefined, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatDate(value: string | null | undefined, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium' }).format(date);
}
