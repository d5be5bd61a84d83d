import type { PageSegment } from './page-content.contract';

/**
 * A uniform grid over the page holding each segment in the cells its bounding box covers, so the
 * reader asks "what is drawn near this word / this gap" without looking at all 50 000 segments.
 */
export class SegmentIndex {
  /** Cells row by row; what lies off the page is kept in the nearest edge cell. */
  private readonly cells: (number[] | undefined)[];
  private readonly cellSize: number;
  private readonly columns: number;
  private readonly rows: number;
  private readonly seen: Uint32Array;
  private stamp = 0;

  /** `cells` × `cells` cells over a `width` × `height` page. */
  constructor(
    readonly segments: readonly PageSegment[],
    width: number,
    height: number,
    cells = 256,
  ) {
    this.cellSize = Math.max(width, height) / cells;
    this.columns = Math.ceil(width / this.cellSize) + 1;
    this.rows = Math.ceil(height / this.cellSize) + 1;
    this.cells = new Array<number[] | undefined>(this.columns * this.rows);
    this.seen = new Uint32Array(segments.length);
    for (let index = 0; index < segments.length; index += 1) {
      const segment = segments[index]!;
      const [cx0, cx1] = ordered(this.column(segment.x1), this.column(segment.x2));
      const [cy0, cy1] = ordered(this.row(segment.y1), this.row(segment.y2));
      for (let cy = cy0; cy <= cy1; cy += 1)
        for (let cx = cx0; cx <= cx1; cx += 1) {
          const key = cy * this.columns + cx;
          const list = this.cells[key];
          if (list) list.push(index);
          else this.cells[key] = [index];
        }
    }
  }

  /** Indices of the segments whose boxes may meet the rectangle, each once. */
  query(x0: number, y0: number, x1: number, y1: number): number[] {
    this.stamp += 1;
    const found: number[] = [];
    const [cx0, cx1] = ordered(this.column(x0), this.column(x1));
    const [cy0, cy1] = ordered(this.row(y0), this.row(y1));
    for (let cy = cy0; cy <= cy1; cy += 1)
      for (let cx = cx0; cx <= cx1; cx += 1) {
        for (const index of this.cells[cy * this.columns + cx] ?? []) {
          if (this.seen[index] === this.stamp) continue;
          this.seen[index] = this.stamp;
          found.push(index);
        }
      }
    return found;
  }

  private column(x: number): number {
    return clamp(Math.floor(x / this.cellSize), this.columns - 1);
  }

  private row(y: number): number {
    return clamp(Math.floor(y / this.cellSize), this.rows - 1);
  }
}

function clamp(value: number, last: number): number {
  return value < 0 ? 0 : value > last ? last : value;
}

function ordered(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}
