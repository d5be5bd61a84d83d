/** Whether the workspace shows the drawing, and the share of the width it takes (0.2–0.8). */
export interface SplitPrefs {
  open: boolean;
  share: number;
}

export const DEFAULT_SPLIT: SplitPrefs = { open: true, share: 0.5 };

/** Within 20–80 %, to a tenth of a percent (steps of 0.05 would otherwise add up to 0.6000000000000001). */
export function clampShare(share: number): number {
  return Math.round(Math.min(0.8, Math.max(0.2, share)) * 1000) / 1000;
}

/** What storage holds, checked: anything unreadable is the default. */
export function parseSplit(stored: string | null): SplitPrefs {
  if (!stored) return DEFAULT_SPLIT;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return DEFAULT_SPLIT;
    const { open, share } = value as Record<string, unknown>;
    return {
      open: typeof open === 'boolean' ? open : DEFAULT_SPLIT.open,
      share: typeof share === 'number' && Number.isFinite(share) ? clampShare(share) : DEFAULT_SPLIT.share,
    };
  } catch {
    return DEFAULT_SPLIT;
  }
}
