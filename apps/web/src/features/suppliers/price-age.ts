import type { TFunction } from 'i18next';

/** "today", "1 day old", "45 days old": stale prices show their age. */
export function describeAge(ageDays: number, t: TFunction): string {
  return ageDays <= 0 ? t('supply.prices.today') : t('supply.prices.age', { count: ageDays });
}

/** Prices older than this are flagged: a quote from three months ago rarely still holds. */
export const STALE_AFTER_DAYS = 90;
