import type { PageContent } from './page-content.contract';
import { directionOfDegrees, type Direction } from './page-vectors';

/**
 * The lines that may be wall faces, each in the frame of its direction (docs/takeoff.md §5.2):
 * stroked segments that are not curves or dimension furniture, and the edges of filled paths
 * (a wall drawn solid is a filled outline whose opposite edges are its faces).
 */
export interface Face {
  /** Its direction in whole degrees, 0–179: faces of one wall share it. */
  readonly bin: number;
  /** Along the direction: from `u0` to `u1` (u0 < u1). */
  readonly u0: number;
  readonly u1: number;
  /** Across it: the line's offset. */
  readonly v: number;
  /** Its stroke width in points; null for the edge of a fill (drawn with no pen). */
  readonly pen: number | null;
}

/** The frame of a direction: `u` along it, `v` across it (its normal is the direction turned by +90°). */
export interface Frame {
  readonly along: Direction;
  readonly across: Direction;
}

const FRAMES: readonly Frame[] = Array.from({ length: 180 }, (_, bin) => {
  const along = directionOfDegrees(bin);
  return { along, across: { x: -along.y, y: along.x } };
});

/** The frame of a whole-degree direction, 0–179. */
export function frameOf(bin: number): Frame {
  return FRAMES[((bin % 180) + 180) % 180]!;
}

export function toFrame(frame: Frame, x: number, y: number): { u: number; v: number } {
  return { u: x * frame.along.x + y * frame.along.y, v: x * frame.across.x + y * frame.across.y };
}

export function fromFrame(frame: Frame, u: number, v: number): { x: number; y: number } {
  return { x: frame.along.x * u + frame.across.x * v, y: frame.along.y * u + frame.across.y * v };
}

/** Faces by direction; each list sorted by `v`. `minLength` drops lines shorter than the thinnest wall. */
export function facesByDirection(
  content: PageContent,
  furniture: ReadonlySet<number>,
  minLength: number,
): Map<number, Face[]> {
  const byBin = new Map<number, Face[]>();
  const add = (x1: number, y1: number, x2: number, y2: number, pen: number | null) => {
    if (Math.hypot(x2 - x1, y2 - y1) < minLength) return;
    const bin = binOf(x1, y1, x2, y2);
    const { along, across } = frameOf(bin);
    const ua = x1 * along.x + y1 * along.y;
    const ub = x2 * along.x + y2 * along.y;
    const v = ((x1 + x2) * across.x + (y1 + y2) * across.y) / 2;
    const face: Face = { bin, u0: ua < ub ? ua : ub, u1: ua < ub ? ub : ua, v, pen };
    const list = byBin.get(bin);
    if (list) list.push(face);
    else byBin.set(bin, [face]);
  };
  content.segments.forEach((segment, index) => {
    if (!segment.curve && !furniture.has(index))
      add(segment.x1, segment.y1, segment.x2, segment.y2, segment.lineWidth);
  });
  for (const fill of content.fills) {
    fill.points.forEach((point, index) => {
      const next = fill.points[(index + 1) % fill.points.length]!;
      add(point.x, point.y, next.x, next.y, null);
    });
  }
  for (const list of byBin.values()) list.sort((a, b) => a.v - b.v);
  return byBin;
}

/** The whole degree, 0–179, of the line through two points (as `directionBin` of page-vectors.ts). */
function binOf(x1: number, y1: number, x2: number, y2: number): number {
  const degrees = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return ((Math.round(degrees) % 180) + 180) % 180;
}
