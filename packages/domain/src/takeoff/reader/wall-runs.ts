import type { PagePoint } from '../measurements.contract';
import { frameOf, fromFrame, toFrame } from './wall-faces';
import type { WallPiece } from './wall-pieces';

/**
 * Wall pieces joined into runs along one centre line (docs/takeoff.md §5.2): pieces of the same
 * thickness on the same line join across a junction (where a crossing wall interrupts one face)
 * and across an opening the page bridges with a door or a window; runs then meet at corners on
 * their centre lines, so a run's length is its centre-line length, never its outer face.
 */

/** A gap between two pieces of one line, in that line's frame. */
export interface WallGap {
  readonly bin: number;
  readonly v: number;
  readonly thickness: number;
  readonly u0: number;
  readonly u1: number;
}

export interface RunOpening<T> {
  readonly gap: WallGap;
  readonly opening: T;
}

export interface WallRunGeometry<T> {
  readonly bin: number;
  readonly v: number;
  readonly thickness: number;
  /** Along the line, after corners are met. */
  readonly u0: number;
  readonly u1: number;
  readonly start: PagePoint;
  readonly end: PagePoint;
  /** Whether each end meets another run (a corner or a junction): the plan grid closes it. */
  readonly joined: readonly [boolean, boolean];
  readonly openings: RunOpening<T>[];
}

export interface RunTolerances {
  /** A gap up to this (points) is a junction and is joined without a door or window. */
  readonly junction: number;
  /** A run shorter than this (points) is dropped: lettering strokes, a symbol. */
  readonly minLength: number;
}

/** Pieces of one line are within this share of their thickness of each other's centre line. */
const SAME_LINE_SHARE = 0.15;
/** Thicknesses within 15 % are one wall (a 200 mm block with and without a plaster line). */
const SAME_THICKNESS = 0.15;

interface Line {
  bin: number;
  v: number;
  thickness: number;
  pieces: WallPiece[];
}

export function wallRuns<T>(
  pieces: readonly WallPiece[],
  tolerances: RunTolerances,
  bridge: (gap: WallGap) => T | null,
): WallRunGeometry<T>[] {
  const straight = linesOf(pieces).flatMap((line) => runsOnLine(line, tolerances, bridge));
  const long = straight.filter((run) => run.u1 - run.u0 >= tolerances.minLength);
  return meetAtCorners(long);
}

function linesOf(pieces: readonly WallPiece[]): Line[] {
  const sorted = [...pieces].sort((a, b) => a.bin - b.bin || a.v - b.v);
  const lines: Line[] = [];
  let open: Line[] = []; // lines of the current direction whose v is near the pieces being read
  for (const piece of sorted) {
    open = open.filter((line) => line.bin === piece.bin && piece.v - line.v <= line.thickness);
    const line = open.find(
      (candidate) =>
        Math.abs(candidate.v - piece.v) <= Math.max(0.5, SAME_LINE_SHARE * candidate.thickness) &&
        Math.abs(candidate.thickness - piece.thickness) <= SAME_THICKNESS * candidate.thickness,
    );
    if (line) line.pieces.push(piece);
    else {
      const created: Line = { bin: piece.bin, v: piece.v, thickness: piece.thickness, pieces: [piece] };
      lines.push(created);
      open.push(created);
    }
  }
  return lines;
}

interface StraightRun<T> {
  bin: number;
  v: number;
  thickness: number;
  u0: number;
  u1: number;
  openings: RunOpening<T>[];
}

function runsOnLine<T>(
  line: Line,
  tolerances: RunTolerances,
  bridge: (gap: WallGap) => T | null,
): StraightRun<T>[] {
  const pieces = [...line.pieces].sort((a, b) => a.u0 - b.u0);
  const runs: StraightRun<T>[] = [];
  let current: StraightRun<T> | null = null;
  let weighted = { length: 0, v: 0, thickness: 0 };
  const close = () => {
    if (!current) return;
    current.v = weighted.v / weighted.length;
    current.thickness = weighted.thickness / weighted.length;
    runs.push(current);
  };
  for (const piece of pieces) {
    const length = piece.u1 - piece.u0;
    if (current && piece.u0 - current.u1 <= 0.5) {
      current.u1 = Math.max(current.u1, piece.u1);
    } else if (current) {
      const gap: WallGap = {
        bin: line.bin,
        v: line.v,
        thickness: line.thickness,
        u0: current.u1,
        u1: piece.u0,
      };
      const opening = bridge(gap);
      if (opening !== null) {
        current.openings.push({ gap, opening });
        current.u1 = piece.u1;
      } else if (gap.u1 - gap.u0 <= tolerances.junction) {
        current.u1 = piece.u1;
      } else {
        close();
        current = null;
      }
    }
    if (!current) {
      current = {
        bin: line.bin,
        v: piece.v,
        thickness: piece.thickness,
        u0: piece.u0,
        u1: piece.u1,
        openings: [],
      };
      weighted = { length: 0, v: 0, thickness: 0 };
    }
    weighted = {
      length: weighted.length + length,
      v: weighted.v + piece.v * length,
      thickness: weighted.thickness + piece.thickness * length,
    };
  }
  close();
  return runs;
}

/**
 * Each run's ends moved to where its centre line meets another run's, when the two meet end to
 * end (an L corner: both are extended by half the other's thickness). Where a run's end stands
 * against the side of another (a T), it stays at that wall's face: the through wall is measured
 * across the junction already, and SMM practice measures the abutting wall between faces.
 */
function meetAtCorners<T>(runs: readonly StraightRun<T>[]): WallRunGeometry<T>[] {
  return runs.map((run) => {
    const ends: [number, number] = [run.u0, run.u1];
    const joined: [boolean, boolean] = [false, false];
    ([0, 1] as const).forEach((side) => {
      const found = meetingAt(run, side, runs);
      if (found === null) return;
      joined[side] = true;
      if (found.corner) ends[side] = found.u;
    });
    const frame = frameOf(run.bin);
    return {
      bin: run.bin,
      v: run.v,
      thickness: run.thickness,
      u0: ends[0],
      u1: ends[1],
      start: fromFrame(frame, ends[0], run.v),
      end: fromFrame(frame, ends[1], run.v),
      joined,
      openings: run.openings,
    };
  });
}

function meetingAt<T>(
  run: StraightRun<T>,
  side: 0 | 1,
  runs: readonly StraightRun<T>[],
): { u: number; corner: boolean } | null {
  const frame = frameOf(run.bin);
  const endU = side === 0 ? run.u0 : run.u1;
  const outward = side === 0 ? -1 : 1;
  let best: { u: number; corner: boolean; distance: number } | null = null;
  for (const other of runs) {
    if (other === run) continue;
    const otherFrame = frameOf(other.bin);
    const sine = Math.abs(frame.along.x * otherFrame.along.y - frame.along.y * otherFrame.along.x);
    if (sine < 0.5) continue; // only walls meeting at more than 30°
    // Where this run's centre line crosses the other's: solve along the other's normal.
    const origin = fromFrame(frame, endU, run.v);
    const atOrigin = toFrame(otherFrame, origin.x, origin.y);
    const rate = frame.along.x * otherFrame.across.x + frame.along.y * otherFrame.across.y;
    const step = (other.v - atOrigin.v) / rate; // along this run, from its end to the crossing
    const beyond = step * outward;
    const tolerance = 0.25 * run.thickness + 0.5;
    if (beyond < -tolerance || beyond > other.thickness / 2 + tolerance) continue;
    const crossing = fromFrame(frame, endU + step, run.v);
    const w = toFrame(otherFrame, crossing.x, crossing.y).u;
    const reach = run.thickness / 2 + tolerance;
    if (w < other.u0 - reach || w > other.u1 + reach) continue;
    const corner = w <= other.u0 + tolerance || w >= other.u1 - tolerance;
    const distance = Math.abs(beyond);
    if (best === null || distance < best.distance) best = { u: endU + step, corner, distance };
  }
  return best;
}
