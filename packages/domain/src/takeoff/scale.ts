import { distance } from './geometry';
import {
  METRES_PER_POINT_AT_FULL_SIZE,
  type PagePoint,
  type PageRect,
  type PageScaleInput,
} from './measurements.contract';

/**
 * Page scales: how many metres on site one PDF point on the page stands for. At 1:100 one point
 * (1/72 in = 0.352 78 mm on paper) is 35.278 mm on site: `ratio × 0.0254 / 72` m.
 */

/** Metres per point at `1:ratio`. */
export function metresPerPointOfRatio(ratio: number): number {
  return ratio * METRES_PER_POINT_AT_FULL_SIZE;
}

/** The ratio a metres-per-point amounts to (1:`ratio`). */
export function ratioOfMetresPerPoint(metresPerPoint: number): number {
  return metresPerPoint / METRES_PER_POINT_AT_FULL_SIZE;
}

export class ScaleError extends Error {}

/**
 * The scale that makes the distance between two clicks `knownLength` metres. Two clicks on the
 * same spot define nothing: a `ScaleError`.
 */
export function scaleFromTwoPoints(a: PagePoint, b: PagePoint, knownLength: number): number {
  const span = distance(a, b);
  if (!(span > 0)) throw new ScaleError('the two points of a scale must be apart');
  if (!(knownLength > 0) || !Number.isFinite(knownLength)) {
    throw new ScaleError('the known length must be more than 0');
  }
  return knownLength / span;
}

/** The metres-per-point of one scale as set (by ratio or by two points). */
export function metresPerPointOf(input: PageScaleInput): number {
  return input.source === 'text'
    ? metresPerPointOfRatio(input.ratio)
    : scaleFromTwoPoints(input.points[0], input.points[1], input.knownLength);
}

// ——— Paper sizes ———

/** ISO 216 A sizes in points (mm × 72 / 25.4), short side first. */
export const PAPER_SIZES = {
  A0: [2383.94, 3370.39],
  A1: [1683.78, 2383.94],
  A2: [1190.55, 1683.78],
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

/** A page this close (2 %) to an A size is that size: PDF writers round and crop a little. */
const PAPER_TOLERANCE = 0.02;

/** The A size of a page of `width` × `height` points, either way up; null for anything else. */
export function paperSizeOf(width: number, height: number): PaperSize | null {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  for (const [name, [paperShort, paperLong]] of Object.entries(PAPER_SIZES)) {
    if (
      Math.abs(short - paperShort) <= paperShort * PAPER_TOLERANCE &&
      Math.abs(long - paperLong) <= paperLong * PAPER_TOLERANCE
    ) {
      return name as PaperSize;
    }
  }
  return null;
}

// ——— A scale read from the page's text ———

/** The scales drawings are made at; an unlabelled `1:N` must be one of them to be taken for a scale. */
export const COMMON_SCALES = [
  1, 2, 5, 10, 20, 25, 50, 75, 100, 125, 200, 250, 500, 1000, 1250, 2500,
] as const;

export interface ScaleProposal {
  /** The ratio to propose for this page: 100 for 1:100. */
  readonly ratio: number;
  readonly metresPerPoint: number;
  /** The text it was read from, as found (`SCALE 1:100 @ A1`). */
  readonly text: string;
  /** The page's A size, when it is one (for the message: "1:100 on an A3 page"). */
  readonly paper: PaperSize | null;
  /**
   * The paper the drawing says its scale holds on (`@ A1`) when that is not this page's: the ratio
   * was then converted (a 1:100 @ A1 drawing printed on A3 is at 1:200).
   */
  readonly drawnFor: PaperSize | null;
  /** The ratio the text says, before that conversion. */
  readonly statedRatio: number;
}

// `1:100`, `1 : 50`, `1/100` after "scale"; not a mix `1:2:4`; an optional `@ A1` / `at A1` after it.
const RATIO_PATTERN =
  /(scale\s*[:=]?\s*)?(?<![\d.:])1\s*[:/]\s*(\d{1,6}(?:\.\d+)?)(?!\d|\.\d|\s*:\s*\d)(?:\s*(?:@|at)\s*(A[0-4])\b)?/gi;

/** A's long sides halve from one size to the next, so a size step is a factor of √2. */
function paperStep(from: PaperSize, to: PaperSize): number {
  return Math.SQRT2 ** (Number(to.slice(1)) - Number(from.slice(1)));
}

/**
 * The scale a page's text states, if it states one: a `SCALE 1:100` (or `Scale 1 : 100`) label
 * wins; otherwise the most frequent unlabelled `1:N` that is a common drawing scale (so a mortar
 * mix `1:4` in a note is not taken for one). `width` × `height` is the page in points: a scale
 * written for another A size (`1:100 @ A1` on an A3 page) is converted to this page. null when
 * the text states no scale; the surveyor then sets it by two points.
 */
export function proposeScale(text: string, width: number, height: number): ScaleProposal | null {
  const paper = paperSizeOf(width, height);
  const found: { ratio: number; text: string; labelled: boolean; drawnFor: PaperSize | null }[] = [];
  for (const match of text.matchAll(RATIO_PATTERN)) {
    const ratio = Number(match[2]);
    if (!(ratio >= 1 && ratio <= 100_000)) continue;
    found.push({
      ratio,
      text: match[0].trim(),
      labelled: match[1] !== undefined,
      drawnFor: (match[3]?.toUpperCase() as PaperSize | undefined) ?? null,
    });
  }
  const labelled = found.find((candidate) => candidate.labelled);
  const chosen = labelled ?? mostFrequent(found.filter((candidate) => isCommonScale(candidate.ratio)));
  if (!chosen) return null;
  const converts = chosen.drawnFor !== null && paper !== null && chosen.drawnFor !== paper;
  // Rounded: √2 steps would otherwise leave 1:200.00000000000006.
  const ratio = converts
    ? Number((chosen.ratio * paperStep(chosen.drawnFor!, paper)).toFixed(4))
    : chosen.ratio;
  return {
    ratio,
    metresPerPoint: metresPerPointOfRatio(ratio),
    text: chosen.text,
    paper,
    drawnFor: converts ? chosen.drawnFor : null,
    statedRatio: chosen.ratio,
  };
}

function isCommonScale(ratio: number): boolean {
  return (COMMON_SCALES as readonly number[]).includes(ratio);
}

function mostFrequent<T extends { ratio: number }>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestCount = 0;
  for (const candidate of candidates) {
    const count = candidates.filter((other) => other.ratio === candidate.ratio).length;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

// ——— Regions ———

/** A page's scale or a region's, as the server stores and the domain picks from. */
export interface ScaleOnPage {
  readonly region: PageRect | null;
  readonly metresPerPoint: number;
}

export function rectContains(rect: PageRect, point: PagePoint): boolean {
  return (
    point.x >= rect.x &&
    point.x <= rect.x + rect.width &&
    point.y >= rect.y &&
    point.y <= rect.y + rect.height
  );
}

/**
 * The scale a point on the page uses: the region that contains it (the smallest, when regions
 * nest: a detail drawn inside a plan's frame), else the page's own scale, else none.
 */
export function scaleAt<S extends ScaleOnPage>(scales: readonly S[], point: PagePoint): S | null {
  let best: S | null = null;
  for (const scale of scales) {
    if (scale.region === null || !rectContains(scale.region, point)) continue;
    if (best === null || area(scale.region) < area(best.region!)) best = scale;
  }
  return best ?? scales.find((scale) => scale.region === null) ?? null;
}

function area(rect: PageRect): number {
  return rect.width * rect.height;
}
