import type { BoqSheet } from '@kadirio/domain';

/** The sheet's bound inputs with their citations (`length = 42.60 m (measured: …)`), for the calculator form. */
export function boundFields(sheet: Pick<BoqSheet, 'bindings'>): Record<string, string> {
  return Object.fromEntries(
    (sheet.bindings ?? []).map((bound) => [bound.field, bound.problem ?? bound.citation]),
  );
}

/**
 * Changes whenever a bound value does: the calculator form starts again from the sheet's inputs
 * then (it keeps typed text otherwise, so typing is never overwritten by a refetch).
 */
export function boundKey(sheet: Pick<BoqSheet, 'bindings'>): string {
  return (sheet.bindings ?? []).map((bound) => `${bound.field}=${bound.usedValue ?? ''}`).join(',');
}
