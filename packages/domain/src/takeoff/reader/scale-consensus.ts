import type { PagePoint, PageRect } from '../measurements.contract';
import { COMMON_SCALES, metresPerPointOfRatio } from '../scale';
import type { DimensionReading } from './dimension-lines';

/**
 * The page's scale as its dimensions state it (docs/takeoff.md §5.1): every figure divided by the
 * paper length of its span gives a candidate ratio; the candidates that agree within
 * `AGREEMENT` form a cluster, the largest cluster's median is the scale, and every figure outside
 * it is listed as a disagreement for the surveyor to look at.
 */

export type DimensionUnit = 'mm' | 'cm' | 'm';

/** Millimetres on paper per page point (1 pt = 1/72 in). */
const PAPER_MM_PER_POINT = 25.4 / 72;
const MM_PER_UNIT: Record<DimensionUnit, number> = { mm: 1, cm: 10, m: 1000 };
/**
 * Candidates within 1.5 % of each other agree. CAD dimension text is exact, so the spread comes
 * from the drawing: a figure rounded to 5 mm on a 300 mm span is already 1.7 % off, and a tick's
 * crossing is found to about a tenth of a point.
 */
export const AGREEMENT = 0.015;
/** A second cluster this large (and of at least 3 figures) means a second drawing at another scale. */
const SECOND_SCALE_SHARE = 0.2;
/**
 * A building's dimensions are mostly room-sized: the unit whose reading puts the median figure
 * nearest 2.5 m is taken when whole numbers could be mm or cm.
 */
const TYPICAL_DIMENSION_M = 2.5;

export interface ScaleCandidate {
  readonly reading: DimensionReading;
  readonly unit: DimensionUnit;
  /** The ratio this figure alone gives: 1:`ratio`. */
  readonly ratio: number;
}

export interface ScaleCluster {
  readonly ratio: number;
  readonly count: number;
  /** Where its figures stand on the page. */
  readonly region: PageRect;
}

export interface DimensionScale {
  /** 1:`ratio`, to 0.1. */
  readonly ratio: number;
  readonly metresPerPoint: number;
  /** The common drawing scale nearest it (`COMMON_SCALES`), for the message. */
  readonly nearestCommon: number;
  /** The unit whole-number figures were read in (figures with decimals are metres). */
  readonly unit: DimensionUnit;
  readonly agreeing: number;
  readonly total: number;
  /** agreeing ÷ total. */
  readonly share: number;
  /** Every cluster of agreeing figures, largest first; more than one means several scales. */
  readonly clusters: ScaleCluster[];
  /** Figures that agree with no cluster, with the ratio each alone would give. */
  readonly disagreements: ScaleCandidate[];
}

export function scaleFromDimensions(readings: readonly DimensionReading[]): DimensionScale | null {
  if (readings.length === 0) return null;
  const unit = wholeNumberUnit(readings);
  const candidates = readings
    .map((reading) => {
      const readAs: DimensionUnit = reading.decimal ? 'm' : unit;
      const ratio = (reading.value * MM_PER_UNIT[readAs]) / (reading.lengthPt * PAPER_MM_PER_POINT);
      return { reading, unit: readAs, ratio };
    })
    .sort((a, b) => a.ratio - b.ratio);
  const clusters: { members: ScaleCandidate[]; ratio: number }[] = [];
  let rest = candidates;
  while (rest.length > 0) {
    const cluster = densestCluster(rest);
    const isFirst = clusters.length === 0;
    const bigEnough =
      cluster.members.length >= 3 && cluster.members.length >= SECOND_SCALE_SHARE * candidates.length;
    if (!isFirst && !bigEnough) break;
    clusters.push(cluster);
    rest = rest.filter((candidate) => !cluster.members.includes(candidate));
  }
  const main = clusters[0]!;
  const ratio = Math.round(main.ratio * 10) / 10;
  return {
    ratio,
    metresPerPoint: metresPerPointOfRatio(main.ratio),
    nearestCommon: nearestCommonScale(main.ratio),
    unit,
    agreeing: main.members.length,
    total: candidates.length,
    share: main.members.length / candidates.length,
    clusters: clusters.map((cluster) => ({
      ratio: Math.round(cluster.ratio * 10) / 10,
      count: cluster.members.length,
      region: boundsOf(cluster.members.map((member) => member.reading.at)),
    })),
    disagreements: rest,
  };
}

/**
 * The candidate with the most others within `AGREEMENT` of it (candidates sorted by ratio), the
 * median of those as the cluster's ratio, and its members taken again around that median.
 */
function densestCluster(sorted: readonly ScaleCandidate[]): { members: ScaleCandidate[]; ratio: number } {
  let best = { from: 0, to: 0 };
  let high = 0;
  for (let low = 0; low < sorted.length; low += 1) {
    high = Math.max(high, low);
    while (high + 1 < sorted.length && sorted[high + 1]!.ratio <= sorted[low]!.ratio * (1 + 2 * AGREEMENT))
      high += 1;
    if (high - low > best.to - best.from) best = { from: low, to: high };
  }
  const window = sorted.slice(best.from, best.to + 1);
  const median = medianOf(window.map((candidate) => candidate.ratio));
  const members = sorted.filter((candidate) => Math.abs(candidate.ratio / median - 1) <= AGREEMENT);
  return { members, ratio: medianOf(members.map((member) => member.ratio)) };
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** mm or cm for whole figures: the one that makes the median figure most nearly room-sized. */
function wholeNumberUnit(readings: readonly DimensionReading[]): DimensionUnit {
  const whole = readings.filter((reading) => !reading.decimal).map((reading) => reading.value);
  if (whole.length === 0) return 'm';
  const median = medianOf(whole);
  const misfit = (unit: DimensionUnit) =>
    Math.abs(Math.log((median * MM_PER_UNIT[unit]) / 1000 / TYPICAL_DIMENSION_M));
  return misfit('cm') < misfit('mm') ? 'cm' : 'mm';
}

export function nearestCommonScale(ratio: number): number {
  return COMMON_SCALES.reduce((best, scale) =>
    Math.abs(Math.log(scale / ratio)) < Math.abs(Math.log(best / ratio)) ? scale : best,
  );
}

function boundsOf(points: readonly PagePoint[]): PageRect {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x || 1, height: Math.max(...ys) - y || 1 };
}

// ——— The stated scale against the found one ———

/**
 * A stated scale further than 1 % from the dimensions' is not taken: 1 % is 0.35 m on 35 m of
 * walls, and a plan "fitted to page" or printed on a printer that shrinks comes out 2–3 % off.
 */
export const STATED_SCALE_TOLERANCE_PERCENT = 1;

export interface StatedScaleCheck {
  readonly statedRatio: number;
  readonly foundRatio: number;
  /** (found − stated) ÷ stated × 100, to 0.1. */
  readonly differencePercent: number;
  readonly agrees: boolean;
  readonly message: string;
}

export function checkStatedScale(statedRatio: number, found: { ratio: number }): StatedScaleCheck {
  const difference = ((found.ratio - statedRatio) / statedRatio) * 100;
  const differencePercent = Math.round(difference * 10) / 10;
  const agrees = Math.abs(difference) <= STATED_SCALE_TOLERANCE_PERCENT;
  const foundText = `1:${formatRatio(found.ratio)}`;
  return {
    statedRatio,
    foundRatio: found.ratio,
    differencePercent,
    agrees,
    message: agrees
      ? `stated scale 1:${formatRatio(statedRatio)} agrees with the dimensions (${foundText}, ${Math.abs(differencePercent).toFixed(1)} %)`
      : `stated scale disagrees by ${Math.abs(differencePercent).toFixed(1)} %: the title says 1:${formatRatio(statedRatio)}, the dimensions read ${foundText}`,
  };
}

function formatRatio(ratio: number): string {
  return Number.isInteger(ratio) ? String(ratio) : ratio.toFixed(1);
}
