import type { PageScale, PageScaleInput } from '@kadirio/domain';

/**
 * A page's scales sent back as inputs: setting one scale of a page replaces them all, so the
 * ones not being changed are sent again as they were set (by ratio, or by two points and their
 * known length).
 */

/** The page's region scales as inputs, kept when the page's own scale is replaced. */
export function regionInputs(scales: readonly PageScale[], page: number): PageScaleInput[] {
  return scales
    .filter((scale) => scale.page === page && scale.region !== null)
    .map((scale) =>
      scale.source === 'two-points' && scale.points && scale.knownLength !== null
        ? { source: 'two-points', region: scale.region, points: scale.points, knownLength: scale.knownLength }
        : { source: 'text', region: scale.region, ratio: scale.ratio },
    );
}

/** The page's own scale as an input, kept when a region is added or removed. */
export function pageInput(scales: readonly PageScale[], page: number): PageScaleInput[] {
  const own = scales.find((scale) => scale.page === page && scale.region === null);
  if (!own) return [];
  return own.source === 'two-points' && own.points && own.knownLength !== null
    ? [{ source: 'two-points', points: own.points, knownLength: own.knownLength }]
    : [{ source: 'text', ratio: own.ratio }];
}

/** A whole ratio from 1:1 to 1:100 000, as typed ("20", "1:20"); null for anything else. */
export function parseRatio(text: string): number | null {
  const value = Number(text.trim().replace(/^1\s*:\s*/, ''));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : null;
}

/** A length in metres as typed ("4.5", "4,5"); null unless it is a number above 0. */
export function parseKnownLength(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
