import type { PageContent, PageFill, PageSegment, PageWord } from './page-content.contract';

/**
 * pdf.js's operator list and text content → `PageContent`, without importing pdf.js: the caller
 * (the web viewer, a Node test) passes the arrays and pdf.js's `OPS` table. The path reading
 * follows apps/web/src/components/drawing-viewer/vector-paths.ts: pdf.js (5 and 6) packs a path into one
 * `constructPath` op, `[paintOp, [data], minMax]`, where `data` is a flat list of drawing ops
 * (moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, closePath 4) and their coordinates, in the
 * user space of the current transform. Unlike the snapping reader this one keeps what the path is
 * painted with: stroked paths give segments, filled ones fills, and curves are sampled so a door
 * swing can be recognised.
 */

export type Matrix = [number, number, number, number, number, number];

/** The op codes read here (a subset of pdf.js's `OPS`). */
export interface ReaderOps {
  save: number;
  restore: number;
  transform: number;
  setLineWidth: number;
  setGState: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
}

/** A text item of `page.getTextContent()` (marked-content items have no `str` and are skipped). */
export interface PdfjsTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** Like the viewer's snapping reader: a page drawn as millions of vectors is cut off here. */
export const MAX_READER_SEGMENTS = 400_000;
/** Pieces a curve is sampled into: a quarter-circle door swing becomes 8 chords of 11.25°. */
export const CURVE_SAMPLES = 8;

const DRAW_MOVE = 0;
const DRAW_LINE = 1;
const DRAW_CURVE = 2;
const DRAW_QUADRATIC = 3;
const DRAW_CLOSE = 4;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function apply(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

/** How much the transform enlarges a length (the square root of its determinant). */
function lengthScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

function isMatrix(value: unknown): value is Matrix {
  return Array.isArray(value) && value.length === 6 && value.every((n) => typeof n === 'number');
}

function numbersOf(value: unknown): ArrayLike<number> | null {
  if (value instanceof Float32Array || value instanceof Float64Array) return value;
  if (Array.isArray(value) && value.every((n) => typeof n === 'number')) return value;
  return null;
}

interface GraphicsState {
  ctm: Matrix;
  lineWidth: number;
}

/** One subpath in page points; `curve[i]` says whether the piece ending at point i+1 was a curve. */
interface Subpath {
  points: { x: number; y: number }[];
  curve: boolean[];
  closed: boolean;
}

/**
 * The page's content. `viewportTransform` is `page.getViewport({ scale: 1 }).transform` and
 * `width` × `height` that viewport's size.
 */
export function pageContentFromPdfjs(
  operatorList: { fnArray: ArrayLike<number>; argsArray: ArrayLike<unknown> },
  textItems: readonly PdfjsTextItem[],
  ops: ReaderOps,
  viewportTransform: Matrix,
  size: { width: number; height: number },
): PageContent {
  const segments: PageSegment[] = [];
  const fills: PageFill[] = [];
  let images = 0;
  const stack: GraphicsState[] = [];
  let state: GraphicsState = { ctm: viewportTransform, lineWidth: 1 };
  const strokes = new Set([
    ops.stroke,
    ops.closeStroke,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);
  const filled = new Set([
    ops.fill,
    ops.eoFill,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);

  for (let i = 0; i < operatorList.fnArray.length; i += 1) {
    const fn = operatorList.fnArray[i];
    const args = operatorList.argsArray[i];
    if (fn === ops.save) stack.push({ ...state });
    else if (fn === ops.restore) state = stack.pop() ?? state;
    else if (fn === ops.transform && isMatrix(args)) state = { ...state, ctm: multiply(state.ctm, args) };
    else if (fn === ops.setLineWidth && Array.isArray(args) && typeof args[0] === 'number')
      state = { ...state, lineWidth: args[0] };
    else if (fn === ops.setGState && Array.isArray(args)) state = { ...state, ...lineWidthOfGState(args[0]) };
    else if (fn === ops.paintFormXObjectBegin && Array.isArray(args)) {
      stack.push({ ...state });
      if (isMatrix(args[0])) state = { ...state, ctm: multiply(state.ctm, args[0]) };
    } else if (fn === ops.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (
      fn === ops.paintImageXObject ||
      fn === ops.paintInlineImageXObject ||
      fn === ops.paintImageMaskXObject
    )
      images += 1;
    else if (fn === ops.constructPath && Array.isArray(args)) {
      const paint: unknown = args[0];
      const data = numbersOf(Array.isArray(args[1]) ? args[1][0] : null);
      if (!data || typeof paint !== 'number') continue;
      const subpaths = readPath(data, state.ctm);
      if (strokes.has(paint)) {
        const width = state.lineWidth * lengthScale(state.ctm);
        for (const subpath of subpaths) addStrokes(segments, subpath, width, paint === ops.closeStroke);
      }
      if (filled.has(paint)) {
        for (const subpath of subpaths)
          if (subpath.points.length >= 3) fills.push({ points: subpath.points });
      }
    }
  }
  return {
    width: size.width,
    height: size.height,
    segments,
    fills,
    words: textItems.flatMap((item) => wordOf(item, viewportTransform)),
    images,
  };
}

/** `setGState`'s argument is a list of `[key, value]` pairs; only the line width (`LW`) matters here. */
function lineWidthOfGState(entries: unknown): Partial<GraphicsState> {
  if (!Array.isArray(entries)) return {};
  for (const entry of entries)
    if (Array.isArray(entry) && entry[0] === 'LW' && typeof entry[1] === 'number')
      return { lineWidth: entry[1] };
  return {};
}

function addStrokes(segments: PageSegment[], subpath: Subpath, lineWidth: number, close: boolean): void {
  const { points, curve } = subpath;
  const add = (a: { x: number; y: number }, b: { x: number; y: number }, isCurve: boolean) => {
    if (segments.length >= MAX_READER_SEGMENTS || (a.x === b.x && a.y === b.y)) return;
    segments.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, lineWidth, ...(isCurve ? { curve: true } : {}) });
  };
  for (let i = 1; i < points.length; i += 1) add(points[i - 1]!, points[i]!, curve[i - 1]!);
  if ((subpath.closed || close) && points.length > 2) add(points.at(-1)!, points[0]!, false);
}

function readPath(data: ArrayLike<number>, ctm: Matrix): Subpath[] {
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  let last = { x: 0, y: 0 }; // in user space, for the control points of curves
  const start = () => {
    current = { points: [apply(ctm, last.x, last.y)], curve: [], closed: false };
    subpaths.push(current);
    return current;
  };
  let i = 0;
  while (i < data.length) {
    const op = data[i++];
    if (op === DRAW_MOVE) {
      last = { x: data[i]!, y: data[i + 1]! };
      start();
      i += 2;
    } else if (op === DRAW_LINE) {
      const path: Subpath = current ?? start();
      last = { x: data[i]!, y: data[i + 1]! };
      path.points.push(apply(ctm, last.x, last.y));
      path.curve.push(false);
      i += 2;
    } else if (op === DRAW_CURVE || op === DRAW_QUADRATIC) {
      const path: Subpath = current ?? start();
      const cubic = op === DRAW_CURVE;
      const controls = cubic
        ? [
            last,
            { x: data[i]!, y: data[i + 1]! },
            { x: data[i + 2]!, y: data[i + 3]! },
            { x: data[i + 4]!, y: data[i + 5]! },
          ]
        : [last, { x: data[i]!, y: data[i + 1]! }, { x: data[i + 2]!, y: data[i + 3]! }];
      for (let step = 1; step <= CURVE_SAMPLES; step += 1) {
        const at = bezierPoint(controls, step / CURVE_SAMPLES);
        path.points.push(apply(ctm, at.x, at.y));
        path.curve.push(true);
      }
      last = controls.at(-1)!;
      i += cubic ? 6 : 4;
    } else if (op === DRAW_CLOSE) {
      if (current) {
        (current as Subpath).closed = true;
        const first = (current as Subpath).points[0]!;
        current = null;
        // A path may go on drawing after a close: it starts again from the closed subpath's start.
        last = { x: 0, y: 0 };
        const inverse = invert(ctm);
        if (inverse) last = apply(inverse, first.x, first.y);
      }
    } else {
      break; // An op this reader does not know: the rest of the path cannot be read reliably.
    }
  }
  return subpaths;
}

/** De Casteljau: the point at `t` of a Bézier curve of any degree. */
function bezierPoint(controls: { x: number; y: number }[], t: number): { x: number; y: number } {
  let points = controls;
  while (points.length > 1) {
    const next: { x: number; y: number }[] = [];
    for (let k = 1; k < points.length; k += 1) {
      const a = points[k - 1]!;
      const b = points[k]!;
      next.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
    points = next;
  }
  return points[0]!;
}

function invert(m: Matrix): Matrix | null {
  const det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) return null;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

/**
 * A text item's baseline start, reading direction and size on the page. Its `transform` is the
 * text matrix in PDF user space (y up); the viewport transform turns that into page points.
 */
function wordOf(item: PdfjsTextItem, viewport: Matrix): PageWord[] {
  const text = item.str?.trim();
  if (!text || !item.transform || item.transform.length < 6) return [];
  const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
  const origin = apply(viewport, e, f);
  // The reading direction in page space: the text matrix's x axis through the viewport's linear part.
  const dx = viewport[0] * a + viewport[2] * b;
  const dy = viewport[1] * a + viewport[3] * b;
  const fontSize = Math.hypot(c, d) * lengthScale(viewport);
  return [
    {
      text,
      x: origin.x,
      y: origin.y,
      width: (item.width ?? 0) * lengthScale(viewport),
      height: item.height && item.height > 0 ? item.height * lengthScale(viewport) : fontSize,
      angle: (Math.atan2(dy, dx) * 180) / Math.PI,
    },
  ];
}
