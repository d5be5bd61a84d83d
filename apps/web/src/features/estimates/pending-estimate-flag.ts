import { readStorage } from '../../lib/storage';

/** Where the instant estimate a visitor is working on is kept in this browser (estimate-draft.ts). */
export const ESTIMATE_DRAFT_KEY = 'kadirio.estimate.draft';

/**
 * Whether a visitor asked to keep their estimate before having an account, read without the
 * house model's code: the client's home asks on every visit, and only then loads the offer (and
 * the calculators it needs to name the house).
 */
export function hasPendingEstimate(): boolean {
  const text = readStorage('local', ESTIMATE_DRAFT_KEY);
  if (text === null) return false;
  try {
    const stored: unknown = JSON.parse(text);
    return (
      typeof stored === 'object' && stored !== null && (stored as { pending?: unknown }).pending === true
    );
  } catch {
    return false;
  }
}
