import type { PagePoint } from '../measurements.contract';
import { parseDimensionNumber } from './dimension-text';
import type { PageContent } from './page-content.contract';
import { dot, segmentDirection, segmentLength, sineBetween, wordCentre, wordDirection } from './page-vectors';
import type { SegmentIndex } from './segment-index';

/**
 * Dimension figures paired with the lines they annotate (docs/takeoff.md §5.1): a figure sits
 * beside and parallel to its dimension line; the length it states runs between the ticks or
 * arrows that cross or touch that line on either side of the figure, or else between the line's
 * own ends (CAD programs draw each dimension of a chain as its own line).
 */
export interface DimensionReading {
  /** The figure as written ("3400"). */
  readonly text: string;
  readonly value: number;
  readonly decimal: boolean;
  /** The middle of the figure. */
  readonly at: PagePoint;
  /** The two ends of the annotated span, and its length in page points. */
  readonly from: PagePoint;
  readonly to: PagePoint;
  readonly lengthPt: number;
}

export interface DimensionLines {
  readonly readings: DimensionReading[];
  /** Segments that are dimension lines, ticks or witness lines: never a wall's face. */
  readonly furniture: Set<number>;
}

/** Text and its line are parallel within 2°: CAD writes dimension text exactly along the line. */
const PARALLEL_SINE = Math.sin((2 * Math.PI) / 180);
/** The figure's middle lies within 1.5 font sizes of its line (it is written just above it). */
const MAX_OFFSET_IN_HEIGHTS = 1.5;
/** A tick or witness line ends within 2 font sizes of the dimension line it marks. */
const FURNITURE_REACH_IN_HEIGHTS = 2;
/** Ticks (45° strokes) and arrow barbs (15–30°) cross a dimension line between 15° and 75°. */
const TICK_SINE = { min: Math.sin((15 * Math.PI) / 180), max: Math.sin((75 * Math.PI) / 180) } as const;
/** A span shorter than this many points is too short to measure a scale from reliably. */
const MIN_SPAN_PT = 6;

export function readDimensionLines(content: PageContent, index: SegmentIndex): DimensionLines {
  const readings: DimensionReading[] = [];
  const furniture = new Set<number>();
  for (const word of content.words) {
    const number = parseDimensionNumber(word.text);
    if (!number || !(word.height > 0)) continue;
    const carrier = carrierOf(content, index, word);
    if (carrier === null) continue;
    const span = spanAround(content, index, carrier.segment, carrier.along, word.height, furniture);
    if (span.length < MIN_SPAN_PT) continue;
    furniture.add(carrier.segment);
    readings.push({
      text: word.text.trim(),
      value: number.value,
      decimal: number.decimal,
      at: wordCentre(word),
      from: span.from,
      to: span.to,
      lengthPt: span.length,
    });
  }
  return { readings, furniture };
}

/** The nearest line parallel to the word that passes under it; `along` is the word's place on it, in points from its start. */
function carrierOf(
  content: PageContent,
  index: SegmentIndex,
  word: PageContent['words'][number],
): { segment: number; along: number } | null {
  const centre = wordCentre(word);
  const direction = wordDirection(word);
  const reach = word.width / 2 + word.height * 2;
  let best: { segment: number; along: number; offset: number } | null = null;
  for (const candidate of index.query(
    centre.x - reach,
    centre.y - reach,
    centre.x + reach,
    centre.y + reach,
  )) {
    const segment = content.segments[candidate]!;
    if (segment.curve) continue;
    const length = segmentLength(segment);
    // The line must be about as long as its figure: a short dimension's text stands beside it on a leader.
    if (length < word.width * 0.8) continue;
    const along = segmentDirection(segment);
    if (sineBetween(along, direction) > PARALLEL_SINE) continue;
    const relative = { x: centre.x - segment.x1, y: centre.y - segment.y1 };
    const t = dot(relative, along);
    if (t < 0 || t > length) continue;
    const offset = Math.abs(relative.x * along.y - relative.y * along.x);
    if (offset > word.height * MAX_OFFSET_IN_HEIGHTS) continue;
    if (best === null || offset < best.offset) best = { segment: candidate, along: t, offset };
  }
  return best;
}

/**
 * The span of the carrier around the figure: between the nearest crossing marks on either side,
 * else the carrier's ends. A crossing segment with an end near the carrier is a tick or a witness
 * line and joins `furniture`; a wall face crossed by an internal dimension runs far past it on
 * both sides and is left alone.
 */
function spanAround(
  content: PageContent,
  index: SegmentIndex,
  carrierIndex: number,
  along: number,
  textHeight: number,
  furniture: Set<number>,
): { from: PagePoint; to: PagePoint; length: number } {
  const carrier = content.segments[carrierIndex]!;
  const length = segmentLength(carrier);
  const direction = segmentDirection(carrier);
  const normal = { x: -direction.y, y: direction.x };
  const reach = textHeight * FURNITURE_REACH_IN_HEIGHTS;
  let low = 0;
  let high = length;
  const [x0, x1] = [Math.min(carrier.x1, carrier.x2), Math.max(carrier.x1, carrier.x2)];
  const [y0, y1] = [Math.min(carrier.y1, carrier.y2), Math.max(carrier.y1, carrier.y2)];
  for (const other of index.query(x0 - 1, y0 - 1, x1 + 1, y1 + 1)) {
    if (other === carrierIndex) continue;
    const segment = content.segments[other]!;
    if (segment.curve || sineBetween(segmentDirection(segment), direction) < 0.3) continue;
    // Both ends in the carrier's frame: t along it, n across it.
    const t1 = dot({ x: segment.x1 - carrier.x1, y: segment.y1 - carrier.y1 }, direction);
    const n1 = dot({ x: segment.x1 - carrier.x1, y: segment.y1 - carrier.y1 }, normal);
    const t2 = dot({ x: segment.x2 - carrier.x1, y: segment.y2 - carrier.y1 }, direction);
    const n2 = dot({ x: segment.x2 - carrier.x1, y: segment.y2 - carrier.y1 }, normal);
    const touches = Math.min(Math.abs(n1), Math.abs(n2)) <= 0.5;
    if (!(n1 * n2 <= 0 || touches)) continue;
    // Where it meets the carrier's line.
    const t = n1 === n2 ? t1 : t1 + ((t2 - t1) * n1) / (n1 - n2);
    if (t < -0.5 || t > length + 0.5) continue;
    if (Math.min(Math.abs(n1), Math.abs(n2)) > reach) continue; // a wall face crossing a dimension line
    furniture.add(other);
    // Only a tick or an arrow's barb (oblique to the line) ends a span: a witness line of another
    // chain may run straight through this one.
    const sine = sineBetween(segmentDirection(segment), direction);
    if (sine < TICK_SINE.min || sine > TICK_SINE.max) continue;
    if (t <= along && t > low) low = t;
    if (t >= along && t < high) high = t;
  }
  const at = (value: number): PagePoint => ({
    x: carrier.x1 + direction.x * value,
    y: carrier.y1 + direction.y * value,
  });
  return { from: at(low), to: at(high), length: high - low };
}
