import type { PagePoint } from '../measurements.contract';
import type { PageSegment, PageWord } from './page-content.contract';

/** Small vector arithmetic on page points shared by the reader's modules. */

export interface Direction {
  readonly x: number;
  readonly y: number;
}

export function segmentLength(segment: PageSegment): number {
  return Math.hypot(segment.x2 - segment.x1, segment.y2 - segment.y1);
}

/** The segment's direction, of length 1 (a zero-length segment gives +x). */
export function segmentDirection(segment: PageSegment): Direction {
  const length = segmentLength(segment);
  return length > 0
    ? { x: (segment.x2 - segment.x1) / length, y: (segment.y2 - segment.y1) / length }
    : { x: 1, y: 0 };
}

/** The direction of a line, in whole degrees from 0 to 179 (a line read either way is one line). */
export function directionBin(segment: PageSegment): number {
  const degrees = (Math.atan2(segment.y2 - segment.y1, segment.x2 - segment.x1) * 180) / Math.PI;
  return ((Math.round(degrees) % 180) + 180) % 180;
}

export function directionOfDegrees(degrees: number): Direction {
  const radians = (degrees * Math.PI) / 180;
  return { x: Math.cos(radians), y: Math.sin(radians) };
}

/** The word's reading direction. */
export function wordDirection(word: PageWord): Direction {
  return directionOfDegrees(word.angle);
}

/**
 * The middle of the word's letters: half its width along the baseline and about a third of the
 * font size above it (digits and capitals stand about 0.7 of the size tall).
 */
export function wordCentre(word: PageWord): PagePoint {
  const along = wordDirection(word);
  // "Up" for text on a y-down page: the reading direction turned a quarter anticlockwise as seen.
  const up = { x: along.y, y: -along.x };
  return {
    x: word.x + (along.x * word.width) / 2 + up.x * word.height * 0.35,
    y: word.y + (along.y * word.width) / 2 + up.y * word.height * 0.35,
  };
}

export function dot(a: Direction, b: Direction): number {
  return a.x * b.x + a.y * b.y;
}

/** |sin| of the angle between two directions: 0 when parallel either way. */
export function sineBetween(a: Direction, b: Direction): number {
  return Math.abs(a.x * b.y - a.y * b.x);
}
