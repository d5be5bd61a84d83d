import { distance } from '@kadirio/domain';
import { nearestOnSegment, segmentIntersection } from './page-geometry';
import type { Segment } from './vector-paths';
import type { Point } from './view-transform';

/**
 * Snapping to a page's vector geometry. Segments are filed in a uniform grid so a query looks at
 * the few near the pointer, never the whole page; end points, midpoints and crossings are worked
 * out for those few at query time (a plan of 20 000 segments has far too many crossings to list).
 */
export type SnapKind = 'end' | 'intersection' | 'midpoint' | 'edge';

export interface Snap {
  point: Point;
  kind: SnapKind;
}

/** Preferred first when several lie within the radius: a corner beats a point along a line. */
const PRIORITY: Record<SnapKind, number> = { end: 0, intersection: 0, midpoint: 1, edge: 2 };

export class SnapIndex {
  private readonly cells = new Map<string, number[]>();

  constructor(
    readonly segments: readonly Segment[],
    /** The grid's cell, in page points. */
    readonly cellSize = 24,
  ) {
    segments.forEach((segment, index) => {
      for (const key of this.cellsAlong(segment)) {
        const list = this.cells.get(key);
        if (list) list.push(index);
        else this.cells.set(key, [index]);
      }
    });
  }

  get isEmpty(): boolean {
    return this.segments.length === 0;
  }

  private key(cx: number, cy: number): string {
    return `${cx},${cy}`;
  }

  /** The cells a segment passes through, sampled at half a cell (it may touch a neighbour too: queries look one ring wider). */
  private cellsAlong({ a, b }: Segment): Set<string> {
    const keys = new Set<string>();
    const steps = Math.max(1, Math.ceil(distance(a, b) / (this.cellSize / 2)));
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      keys.add(
        this.key(
          Math.floor((a.x + t * (b.x - a.x)) / this.cellSize),
          Math.floor((a.y + t * (b.y - a.y)) / this.cellSize),
        ),
      );
    }
    return keys;
  }

  /** The segments filed near `point`, within `radius` plus a cell. */
  near(point: Point, radius: number): Segment[] {
    const reach = Math.ceil(radius / this.cellSize) + 1;
    const cx = Math.floor(point.x / this.cellSize);
    const cy = Math.floor(point.y / this.cellSize);
    const found = new Set<number>();
    for (let x = cx - reach; x <= cx + reach; x += 1)
      for (let y = cy - reach; y <= cy + reach; y += 1)
        for (const index of this.cells.get(this.key(x, y)) ?? []) found.add(index);
    return [...found].map((index) => this.segments[index]!);
  }

  /**
   * The best point to snap `point` to within `radius` (page points): an end or a crossing, else a
   * midpoint, else the nearest point on a line; null when no geometry is that close.
   */
  snap(point: Point, radius: number): Snap | null {
    const near = this.near(point, radius).slice(0, 400);
    const candidates: Snap[] = [];
    for (const segment of near) {
      candidates.push({ point: segment.a, kind: 'end' }, { point: segment.b, kind: 'end' });
      candidates.push({
        point: { x: (segment.a.x + segment.b.x) / 2, y: (segment.a.y + segment.b.y) / 2 },
        kind: 'midpoint',
      });
      candidates.push({ point: nearestOnSegment(point, segment.a, segment.b), kind: 'edge' });
    }
    for (let i = 0; i < near.length; i += 1)
      for (let j = i + 1; j < near.length; j += 1) {
        const crossing = segmentIntersection(near[i]!.a, near[i]!.b, near[j]!.a, near[j]!.b);
        if (crossing) candidates.push({ point: crossing, kind: 'intersection' });
      }
    let best: Snap | null = null;
    let bestScore = Infinity;
    for (const candidate of candidates) {
      const d = distance(point, candidate.point);
      if (d > radius) continue;
      // Priority first, then distance: a corner 6 px away wins over a line 1 px away.
      const score = PRIORITY[candidate.kind] * radius * 10 + d;
      if (score < bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    return best;
  }
}
