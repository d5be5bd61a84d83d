import type { Face } from './wall-faces';

/**
 * Stretches where two parallel faces stand a wall's thickness apart (docs/takeoff.md §5.2). Each
 * face looks across to the nearest face on its + side over every part of its length, as a
 * surveyor reads a double line: a wall's faces see each other with nothing between them, and are
 * drawn with one pen. A nearer line of the same pen closer than a wall is thick hides what is
 * behind it; a line of another pen (a floor tile beside a wall, a door leaf, a thin plaster line)
 * neither pairs nor hides. A line in a ladder of equal spacings (floor tiles, a grid) pairs with
 * neighbours on both sides at the same distance and is a pattern, not a wall.
 */
export interface WallPiece {
  readonly bin: number;
  readonly u0: number;
  readonly u1: number;
  /** The centre line's offset: midway between the faces. */
  readonly v: number;
  readonly thickness: number;
}

/** Faces this close (points) are one line drawn twice. */
const SAME_LINE = 0.05;
/**
 * Two faces are one pen when their widths are within 1.5 × of each other: ISO 128-20's pen
 * series steps by √2 (0.25, 0.35, 0.5, 0.7 mm), and CAD draws a cut wall's two faces alike. Widths
 * below 0.05 pt (hairlines, "0" in PDF) count as 0.05.
 */
const SAME_PEN = 1.5;
const HAIRLINE = 0.05;

export function samePen(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return true;
  const [low, high] = a < b ? [a, b] : [b, a];
  return Math.max(high, HAIRLINE) <= Math.max(low, HAIRLINE) * SAME_PEN;
}

/** Two pieces of a ladder have spacings within 5 % of each other. */
const LADDER_SPACING = 0.05;

interface Paired extends WallPiece {
  readonly lower: Face;
  readonly upper: Face;
}

export function wallPieces(faces: readonly Face[], minThickness: number, maxThickness: number): WallPiece[] {
  const pieces: Paired[] = [];
  for (let i = 0; i < faces.length; i += 1) {
    const face = faces[i]!;
    let uncovered: [number, number][] = [[face.u0, face.u1]];
    for (let j = i + 1; j < faces.length && uncovered.length > 0; j += 1) {
      const other = faces[j]!;
      const spacing = other.v - face.v;
      if (spacing > maxThickness) break;
      if (spacing <= SAME_LINE || other.u1 <= face.u0 || other.u0 >= face.u1) continue;
      if (!samePen(face.pen, other.pen)) continue;
      const next: [number, number][] = [];
      for (const [from, to] of uncovered) {
        const low = Math.max(from, other.u0);
        const high = Math.min(to, other.u1);
        if (high <= low) {
          next.push([from, to]);
          continue;
        }
        if (spacing >= minThickness)
          pieces.push({
            bin: face.bin,
            u0: low,
            u1: high,
            v: face.v + spacing / 2,
            thickness: spacing,
            lower: face,
            upper: other,
          });
        // What is left uncovered shorter than a wall is thick cannot make a wall piece: dropping it
        // ends the look across early (hatching and tiles would otherwise keep it going).
        if (low - from >= minThickness) next.push([from, low]);
        if (to - high >= minThickness) next.push([high, to]);
      }
      uncovered = next;
    }
  }
  return withoutLadders(pieces);
}

function withoutLadders(pieces: readonly Paired[]): WallPiece[] {
  const byUpper = new Map<Face, Paired[]>();
  for (const piece of pieces) {
    const list = byUpper.get(piece.upper);
    if (list) list.push(piece);
    else byUpper.set(piece.upper, [piece]);
  }
  const pattern = new Set<Paired>();
  for (const piece of pieces) {
    for (const below of byUpper.get(piece.lower) ?? []) {
      const sameSpacing = Math.abs(below.thickness - piece.thickness) <= LADDER_SPACING * piece.thickness;
      const overlap = Math.min(below.u1, piece.u1) - Math.max(below.u0, piece.u0);
      if (sameSpacing && overlap > 0) {
        pattern.add(piece);
        pattern.add(below);
      }
    }
  }
  return pieces
    .filter((piece) => !pattern.has(piece))
    .map(({ bin, u0, u1, v, thickness }) => ({ bin, u0, u1, v, thickness }));
}
