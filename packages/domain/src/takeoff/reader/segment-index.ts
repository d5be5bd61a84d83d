import type { PageSegment } from './page-content.contract';

/**
 * A uniform grid over the page holding each segment in the cells its bounding box covers, so the
 * reader asks "what is drawn near this word / this gap" without looking at all 50 000 segments.
 */
export class SegmentIndex {
  private readonly cells = new Map<number, number[]>();
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(
    readonly segments: readonly PageSegment[],
    private readonly cellSize: number,
  ) {
    this.seen = new Uint32Array(segments.length);
    segments.forEach((segment, index) => {
      const [x0, x1] = ordered(segment.x1, segment.x2);
      const [y0, y1] = ordered(segment.y1, segment.y2);
      for (let cx = this.cell(x0); cx <= this.cell(x1); cx += 1)
        for (let cy = this.cell(y0); cy <= this.cell(y1); cy += 1) {
          const key = cellKey(cx, cy);
          const list = this.cells.get(key);
          if (list) list.push(index);
          else this.cells.set(key, [index]);
        }
    });
  }

  /** Indices of the segments whose boxes may meet the rectangle, each once. */
  query(x0: number, y0: number, x1: number, y1: number): number[] {
    this.stamp += 1;
    const found: number[] = [];
    for (let cx = this.cell(Math.min(x0, x1)); cx <= this.cell(Math.max(x0, x1)); cx += 1)
      for (let cy = this.cell(Math.min(y0, y1)); cy <= this.cell(Math.max(y0, y1)); cy += 1) {
        for (const index of this.cells.get(cellKey(cx, cy)) ?? []) {
          if (this.seen[index] === this.stamp) continue;
          this.seen[index] = this.stamp;
          found.push(index);
        }
      }
    return found;
  }

  private cell(value: number): number {
    return Math.floor(value / this.cellSize);
  }
}

function ordered(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/** Cells are keyed by one number; pages stop at ±100 000 pt (docs/takeoff.md §4), far inside 2²⁰ cells. */
function cellKey(cx: number, cy: number): number {
  return (cx + 1_048_576) * 2_097_152 + (cy + 1_048_576);
}
