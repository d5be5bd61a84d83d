import type { Language } from '@kadirio/domain';
import { dateTimeFormat } from '../../lib/format';

/**
 * A calendar date `YYYY-MM-DD` (the start of construction) as people read it. Read as UTC and
 * shown in UTC, so no time zone can move it to the day before.
 */
export function formatCalendarDate(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
