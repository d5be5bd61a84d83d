import type { PagePoint } from '../measurements.contract';
import { frameOf, fromFrame, toFrame, type Frame } from './wall-faces';

/**
 * The plan cut into cells along every wall face (docs/takeoff.md §5.3): a grid whose lines are the
 * faces of the walls, in the frame of the plan's main direction, so a room — the cells around its
 * label that no wall covers — has exactly the wall faces for its outline and its area is the sum
 * of whole cells, with no rounding to a pixel. Walls at other angles are not in the grid.
 */

export interface WallBand {
  /** In the grid's frame: `x` along the main direction, `y` across it. */
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** A grid of more cells than this is not built: rooms are then not read (the page says so). */
export const MAX_GRID_CELLS = 16_000_000;

export class PlanGrid {
  readonly frame: Frame;
  private readonly xs: number[];
  private readonly ys: number[];
  private readonly wall: Uint8Array;
  /** 0 unvisited, 1 reached from the page's edge, others the id of a room region. */
  private readonly region: Int32Array;
  private nextRegion = 2;
  /** The cells of each room region flooded so far. */
  private readonly cellsOfRegion = new Map<number, number[]>();

  private constructor(
    readonly frameBin: number,
    xs: number[],
    ys: number[],
  ) {
    this.frame = frameOf(frameBin);
    this.xs = xs;
    this.ys = ys;
    this.wall = new Uint8Array((xs.length - 1) * (ys.length - 1));
    this.region = new Int32Array(this.wall.length);
  }

  /** The grid of these bands, with a margin of empty cells all round (the outside); null if too big. */
  static of(bin: number, bands: readonly WallBand[]): PlanGrid | null {
    if (bands.length === 0) return null;
    const xs = edgesOf(bands.flatMap((band) => [band.x0, band.x1]));
    const ys = edgesOf(bands.flatMap((band) => [band.y0, band.y1]));
    if ((xs.length - 1) * (ys.length - 1) > MAX_GRID_CELLS) return null;
    const grid = new PlanGrid(bin, xs, ys);
    for (const band of bands) grid.mark(band);
    grid.flood(0, 1);
    return grid;
  }

  get columns(): number {
    return this.xs.length - 1;
  }

  /** The point's place in the grid's frame. */
  local(point: PagePoint): { x: number; y: number } {
    const { u, v } = toFrame(this.frame, point.x, point.y);
    return { x: u, y: v };
  }

  /** The cell holding a point of the grid's frame; -1 outside the grid. */
  cellAt(x: number, y: number): number {
    const i = lastAtMost(this.xs, x);
    const j = lastAtMost(this.ys, y);
    if (i < 0 || j < 0 || i >= this.xs.length - 1 || j >= this.ys.length - 1) return -1;
    return j * this.columns + i;
  }

  isWall(cell: number): boolean {
    return cell >= 0 && this.wall[cell] === 1;
  }

  /** Reached from the page's edge without crossing a wall (or off the grid). */
  isOutside(cell: number): boolean {
    return cell < 0 || this.region[cell] === 1;
  }

  /** The region id of the cell's room, flooding it on first use. */
  regionOf(cell: number): number {
    if (this.region[cell] === 0) this.flood(cell, this.nextRegion++);
    return this.region[cell]!;
  }

  /** The region's area (square points) and its outline in page points (the longest loop of its edge). */
  outlineOf(regionId: number): { area: number; outline: PagePoint[] } {
    const columns = this.columns;
    const rows = this.ys.length - 1;
    const inRegion = (i: number, j: number) =>
      i >= 0 && j >= 0 && i < columns && j < rows && this.region[j * columns + i] === regionId;
    let area = 0;
    // Directed edges with the region on their left; vertices keyed j × (columns + 1) + i.
    const next = new Map<number, number[]>();
    const key = (i: number, j: number) => j * (columns + 1) + i;
    const edge = (from: number, to: number) => {
      const list = next.get(from);
      if (list) list.push(to);
      else next.set(from, [to]);
    };
    for (const cell of this.cellsOfRegion.get(regionId) ?? []) {
      const i = cell % columns;
      const j = (cell - i) / columns;
      area += (this.xs[i + 1]! - this.xs[i]!) * (this.ys[j + 1]! - this.ys[j]!);
      if (!inRegion(i, j - 1)) edge(key(i + 1, j), key(i, j));
      if (!inRegion(i + 1, j)) edge(key(i + 1, j + 1), key(i + 1, j));
      if (!inRegion(i, j + 1)) edge(key(i, j + 1), key(i + 1, j + 1));
      if (!inRegion(i - 1, j)) edge(key(i, j), key(i, j + 1));
    }
    let outline: PagePoint[] = [];
    let outlineLength = -1;
    for (const loop of loopsOf(next)) {
      const points = withoutStraightVertices(loop.map((vertex) => this.vertexPoint(vertex)));
      const length = points.reduce((sum, point, k) => {
        const after = points[(k + 1) % points.length]!;
        return sum + Math.hypot(after.x - point.x, after.y - point.y);
      }, 0);
      if (length > outlineLength) [outline, outlineLength] = [points, length];
    }
    return { area, outline };
  }

  private vertexPoint(vertex: number): PagePoint {
    const i = vertex % (this.columns + 1);
    const j = (vertex - i) / (this.columns + 1);
    return fromFrame(this.frame, this.xs[i]!, this.ys[j]!);
  }

  private mark(band: WallBand): void {
    const i0 = lastAtMost(this.xs, band.x0);
    const i1 = lastAtMost(this.xs, band.x1);
    const j0 = lastAtMost(this.ys, band.y0);
    const j1 = lastAtMost(this.ys, band.y1);
    for (let j = j0; j < j1; j += 1) this.wall.fill(1, j * this.columns + i0, j * this.columns + i1);
  }

  private flood(start: number, id: number): void {
    if (this.wall[start] === 1 || this.region[start] !== 0) return;
    const columns = this.columns;
    const stack = [start];
    // The outside's cells are not kept: only rooms are outlined.
    const cells: number[] = [];
    if (id >= 2) this.cellsOfRegion.set(id, cells);
    cells.push(start);
    this.region[start] = id;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      const i = cell % columns;
      const neighbours = [
        i > 0 ? cell - 1 : -1,
        i < columns - 1 ? cell + 1 : -1,
        cell - columns,
        cell + columns,
      ];
      for (const neighbour of neighbours) {
        if (neighbour < 0 || neighbour >= this.region.length) continue;
        if (this.wall[neighbour] === 1 || this.region[neighbour] !== 0) continue;
        this.region[neighbour] = id;
        stack.push(neighbour);
        if (id >= 2) cells.push(neighbour);
      }
    }
  }
}

/** Edges this close (points) are one: a face drawn twice, float noise in a transform. */
const SAME_EDGE = 0.001;

/** Sorted distinct edges (the first of values within `SAME_EDGE`) and a margin cell each side. */
function edgesOf(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const edges: number[] = [];
  for (const value of sorted) if (edges.length === 0 || value - edges.at(-1)! > SAME_EDGE) edges.push(value);
  return [edges[0]! - 10, ...edges, edges.at(-1)! + 10];
}

/** The index of the last edge at or before `value` (within `SAME_EDGE`) in a sorted list; -1 if none. */
function lastAtMost(sorted: readonly number[], value: number): number {
  const target = value + SAME_EDGE;
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= target) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

function loopsOf(next: Map<number, number[]>): number[][] {
  const loops: number[][] = [];
  for (const [start, targets] of next) {
    while (targets.length > 0) {
      const loop = [start];
      let at = targets.pop()!;
      while (at !== start) {
        loop.push(at);
        const onward = next.get(at);
        if (!onward || onward.length === 0) break;
        at = onward.pop()!;
      }
      loops.push(loop);
    }
  }
  return loops;
}

function withoutStraightVertices(points: PagePoint[]): PagePoint[] {
  return points.filter((point, k) => {
    const before = points[(k - 1 + points.length) % points.length]!;
    const after = points[(k + 1) % points.length]!;
    const [ax, ay] = [point.x - before.x, point.y - before.y];
    const [bx, by] = [after.x - point.x, after.y - point.y];
    const sine = (ax * by - ay * bx) / (Math.hypot(ax, ay) * Math.hypot(bx, by) || 1);
    return Math.abs(sine) > 1e-9;
  });
}
