import { describe, expect, it } from 'vitest';
import { multiply, segmentsFromOperatorList, type Matrix, type PathOps } from './vector-paths';

const OPS: PathOps = {
  save: 10,
  restore: 11,
  transform: 12,
  constructPath: 91,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
};
const STROKE = 20;
// An A4 portrait page: pdf.js's viewport at scale 1 turns PDF space (y up) into page points (y down).
const VIEWPORT: Matrix = [1, 0, 0, -1, 0, 842];

describe('segments from the operator list', () => {
  it('reads lines and a closed rectangle in page points, y down', () => {
    const list = {
      fnArray: [OPS.constructPath, OPS.constructPath],
      argsArray: [
        // moveTo (0, 0) lineTo (100, 0)
        [STROKE, [new Float32Array([0, 0, 0, 1, 100, 0])], null],
        // A 10 × 20 rectangle at (10, 10): moveTo, three lineTo, closePath
        [STROKE, [[0, 10, 10, 1, 20, 10, 1, 20, 30, 1, 10, 30, 4]], null],
      ],
    };
    const segments = segmentsFromOperatorList(list, OPS, VIEWPORT);
    expect(segments).toHaveLength(5);
    expect(segments[0]).toEqual({ a: { x: 0, y: 842 }, b: { x: 100, y: 842 } });
    // The closing edge runs from (10, 30) back to (10, 10), i.e. y 812 → 832 in page points.
    expect(segments[4]).toEqual({ a: { x: 10, y: 812 }, b: { x: 10, y: 832 } });
  });

  it('applies the current transform, and restores it after save/restore', () => {
    const list = {
      fnArray: [OPS.save, OPS.transform, OPS.constructPath, OPS.restore, OPS.constructPath],
      argsArray: [
        null,
        [2, 0, 0, 2, 50, 0],
        [STROKE, [[0, 0, 0, 1, 10, 0]], null],
        null,
        [STROKE, [[0, 0, 0, 1, 10, 0]], null],
      ],
    };
    const [scaled, plain] = segmentsFromOperatorList(list, OPS, [1, 0, 0, 1, 0, 0]);
    // x' = 2x + 50: 0 → 50, 10 → 70.
    expect(scaled).toEqual({ a: { x: 50, y: 0 }, b: { x: 70, y: 0 } });
    expect(plain).toEqual({ a: { x: 0, y: 0 }, b: { x: 10, y: 0 } });
  });

  it('keeps a form XObject’s matrix only inside the form', () => {
    const list = {
      fnArray: [OPS.paintFormXObjectBegin, OPS.constructPath, OPS.paintFormXObjectEnd, OPS.constructPath],
      argsArray: [
        [
          [1, 0, 0, 1, 5, 5],
          [0, 0, 10, 10],
        ],
        [STROKE, [[0, 0, 0, 1, 1, 0]], null],
        null,
        [STROKE, [[0, 0, 0, 1, 1, 0]], null],
      ],
    };
    const [inside, outside] = segmentsFromOperatorList(list, OPS, [1, 0, 0, 1, 0, 0]);
    expect(inside).toEqual({ a: { x: 5, y: 5 }, b: { x: 6, y: 5 } });
    expect(outside).toEqual({ a: { x: 0, y: 0 }, b: { x: 1, y: 0 } });
  });

  it('gives no segment for a curve, but the curve moves the pen', () => {
    const list = {
      fnArray: [OPS.constructPath],
      argsArray: [[STROKE, [[0, 0, 0, 2, 1, 1, 2, 2, 3, 0, 1, 3, 5]], null]],
    };
    expect(segmentsFromOperatorList(list, OPS, [1, 0, 0, 1, 0, 0])).toEqual([
      { a: { x: 3, y: 0 }, b: { x: 3, y: 5 } },
    ]);
  });

  it('multiplies matrices as PDF does (the right one applied first)', () => {
    // Scale by 2, then move by (10, 0): (1, 1) → (12, 2).
    const m = multiply([1, 0, 0, 1, 10, 0], [2, 0, 0, 2, 0, 0]);
    expect(m).toEqual([2, 0, 0, 2, 10, 0]);
  });
});
