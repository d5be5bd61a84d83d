const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as `YYYY-MM-DD` in UTC: the day prices are aged against. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whole days from `quotedAt` to `today` (both `YYYY-MM-DD`, read as UTC days). A quote dated
 * in the future has age 0 rather than a negative age.
 */
export function ageInDays(quotedAt: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${quotedAt}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}
