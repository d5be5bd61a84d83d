import type { Point } from './view-transform';

/**
 * The straight segments a PDF page draws, read from pdf.js's operator list (`page.getOperatorList()`),
 * in page points (the `getViewport({ scale: 1 })` space). CAD exports draw walls as lines and
 * rectangles, so their end points, midpoints and crossings are what a surveyor snaps to.
 *
 * pdf.js (5 and 6) packs a path into one `constructPath` op: `[paintOp, [data], minMax]`, where `data`
 * is a flat list of drawing ops (DrawOPS: moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3,
 * closePath 4) each followed by its coordinates, in the user space of the current transform.
 * Curves give no segment; their end points still count as vertices.
 */
export interface Segment {
  a: Point;
  b: Point;
}

export type Matrix = [number, number, number, number, number, number];

/** The op codes this reader needs (pdf.js's `OPS`), passed in so this module needs no pdf.js. */
export interface PathOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
}

const DRAW_MOVE = 0;
const DRAW_LINE = 1;
const DRAW_CURVE = 2;
const DRAW_QUADRATIC = 3;
const DRAW_CLOSE = 4;

/** At most this many segments are kept: a scanned page drawn as vectors would otherwise stall snapping. */
export const MAX_SEGMENTS = 200_000;

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, x: number, y: number): Point {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

function isMatrix(value: unknown): value is Matrix {
  return Array.isArray(value) && value.length === 6 && value.every((n) => typeof n === 'number');
}

function numbersOf(value: unknown): ArrayLike<number> | null {
  if (value instanceof Float32Array || value instanceof Float64Array) return value;
  if (Array.isArray(value) && value.every((n) => typeof n === 'number')) return value;
  return null;
}

/**
 * Segments of one page. `viewportTransform` is `page.getViewport({ scale: 1 }).transform`: from
 * PDF user space to page points with y down.
 */
export function segmentsFromOperatorList(
  operatorList: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  ops: PathOps,
  viewportTransform: Matrix,
): Segment[] {
  const segments: Segment[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = viewportTransform;

  const add = (a: Point, b: Point) => {
    if (segments.length < MAX_SEGMENTS && (a.x !== b.x || a.y !== b.y)) segments.push({ a, b });
  };

  for (let i = 0; i < operatorList.fnArray.length; i += 1) {
    const fn = operatorList.fnArray[i];
    const args = operatorList.argsArray[i];
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && isMatrix(args)) ctm = multiply(ctm, args);
    else if (fn === ops.paintFormXObjectBegin && Array.isArray(args)) {
      stack.push(ctm);
      if (isMatrix(args[0])) ctm = multiply(ctm, args[0]);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.constructPath && Array.isArray(args)) {
      const data = numbersOf(Array.isArray(args[1]) ? args[1][0] : null);
      if (data) readPath(data, ctm, add);
    }
  }
  return segments;
}

function readPath(data: ArrayLike<number>, ctm: Matrix, add: (a: Point, b: Point) => void): void {
  let start: Point | null = null;
  let current: Point | null = null;
  let i = 0;
  while (i < data.length) {
    const op = data[i++];
    if (op === DRAW_MOVE) {
      current = apply(ctm, data[i]!, data[i + 1]!);
      start = current;
      i += 2;
    } else if (op === DRAW_LINE) {
      const next = apply(ctm, data[i]!, data[i + 1]!);
      if (current) add(current, next);
      current = next;
      start ??= next;
      i += 2;
    } else if (op === DRAW_CURVE) {
      current = apply(ctm, data[i + 4]!, data[i + 5]!);
      i += 6;
    } else if (op === DRAW_QUADRATIC) {
      current = apply(ctm, data[i + 2]!, data[i + 3]!);
      i += 4;
    } else if (op === DRAW_CLOSE) {
      if (current && start) add(current, start);
      current = start;
    } else {
      return; // An op this reader does not know: the rest of the path cannot be read reliably.
    }
  }
}
