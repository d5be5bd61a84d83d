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

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options: building an Intl.NumberFormat is the costly part. */
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(getLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with the thousands separators of `language`, at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, { maximumFractionDigits }).format(value);
}

/** Whole Tanzanian shillings, e.g. "TZS 45,210,000": the code before the amount, no decimals. */
export function formatTzs(amount: number, language: Language): string {
  return `TZS ${numberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

/** A large amount as people say it on a phone: "TZS 56.6 M" (millions, one decimal); smaller ones whole. */
export function formatTzsShort(amount: number, language: Language): string {
  if (Math.abs(amount) < 1_000_000) return formatTzs(amount, language);
  return `TZS ${numberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(amount / 1_000_000)} M`;
}

/** A share 0…1 as a percentage with at most one decimal, e.g. "12.3%". */
export function formatPercent(share: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

const UNIT_LABELS: Readonly<Record<string, string>> = { m2: 'm²', m3: 'm³' };

/** A catalogue unit as people write it: m2 → m², m3 → m³; others (bag, pcs, trip…) as they are. */
export function formatUnit(unit: string): string {
  return UNIT_LABELS[unit] ?? unit;
}
