import type { PageContent, PageSegment } from '../page-content.contract';

/**
 * A drawing the reader's tests build themselves (docs/takeoff.md §5, "Tests": no real plan in a test):
 * plain lines, arcs and text in page points, turned into `PageContent` here for the domain's tests
 * and drawn with pdfkit by the server's round-trip test and the bench.
 *
 * The house: 10 × 8 m outside, 200 mm external walls, one 100 mm internal wall with its centre
 * 6 m from the west face, a 900 mm door in it with its swing, a 1200 mm window in the south wall
 * with two glazing lines, a BEDROOM and a KITCHEN, and dimension strings in mm with ticks and
 * witness lines. Real positions are in mm, x east and y south from the outside north-west corner.
 */
export interface DrawnLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth: number;
}
/** A circular arc from `startDeg` to `endDeg`, clockwise as seen on the page (y down). */
export interface DrawnArc {
  cx: number;
  cy: number;
  radius: number;
  startDeg: number;
  endDeg: number;
  lineWidth: number;
}
/** Text whose baseline starts at (x, y), `angle` degrees clockwise from +x as seen. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  size: number;
  angle: number;
}
export interface TestDrawing {
  width: number;
  height: number;
  lines: DrawnLine[];
  arcs: DrawnArc[];
  texts: DrawnText[];
}

/** A3 landscape, in points (ISO 216: 420 × 297 mm). */
export const A3_LANDSCAPE = { width: 1190.55, height: 841.89 } as const;
export const A1_LANDSCAPE = { width: 2383.94, height: 1683.78 } as const;
const PT_PER_MM_PAPER = 72 / 25.4;
/** 2.5 mm lettering, as ISO 3098 and most office standards write dimensions. */
export const TEXT_SIZE = 2.5 * PT_PER_MM_PAPER;
/** Helvetica's digits are 0.556 em wide; capitals average about 0.67 em. */
export function textWidth(text: string, size: number): number {
  return [...text].reduce((sum, char) => sum + (/[0-9 ]/.test(char) ? 0.556 : 0.667) * size, 0);
}

export interface HouseOptions {
  /** The scale the house is drawn at, 1:`ratio`. */
  ratio: number;
  /** The page's top-left corner of the house's outside north-west corner, in points. */
  origin?: { x: number; y: number };
  /** The title's "SCALE 1:n"; the drawn ratio when not given. */
  statedRatio?: number;
  /** Figures written instead of the true ones, by the true figure ("6000": "5000"). */
  wrongFigures?: Record<string, string>;
  /** Leave the title out (a page with several plans has one title). */
  untitled?: boolean;
  /** Hatch every wall at 45°, lines this many points apart (thin pen). */
  hatchEveryPt?: number;
  /** Tile both rooms in 300 mm squares (thin pen), as a finishes plan does. */
  tiled?: boolean;
}

/** The house's wall bands (mm): what hatching fills. */
const WALL_BANDS = [
  [0, 0, 10000, 200],
  [0, 7800, 10000, 8000],
  [0, 200, 200, 7800],
  [9800, 200, 10000, 7800],
  [5950, 200, 6050, 7800],
] as const;
const TILE_MM = 300;
const PATTERN = 0.1;

const WALL = 0.5;
const THIN = 0.18;

export function houseDrawing(options: HouseOptions): TestDrawing {
  const origin = options.origin ?? { x: 300, y: 250 };
  const k = PT_PER_MM_PAPER / options.ratio; // points per mm on site
  const px = (mm: number) => origin.x + mm * k;
  const py = (mm: number) => origin.y + mm * k;
  const lines: DrawnLine[] = [];
  const arcs: DrawnArc[] = [];
  const texts: DrawnText[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, lineWidth = WALL) =>
    lines.push({ x1: px(x1), y1: py(y1), x2: px(x2), y2: py(y2), lineWidth });
  const figure = (text: string) => options.wrongFigures?.[text] ?? text;

  // External walls: outer faces, then inner faces broken where the internal wall meets them.
  line(0, 0, 10000, 0);
  line(0, 0, 0, 8000);
  line(10000, 0, 10000, 8000);
  line(0, 8000, 2000, 8000);
  line(3200, 8000, 10000, 8000);
  line(200, 200, 5950, 200);
  line(6050, 200, 9800, 200);
  line(200, 200, 200, 7800);
  line(9800, 200, 9800, 7800);
  line(200, 7800, 2000, 7800);
  line(3200, 7800, 5950, 7800);
  line(6050, 7800, 9800, 7800);
  // The window: jambs and two glazing lines inside the wall's thickness.
  line(2000, 7800, 2000, 8000);
  line(3200, 7800, 3200, 8000);
  line(2000, 7800 + 200 / 3, 3200, 7800 + 200 / 3, THIN);
  line(2000, 7800 + 400 / 3, 3200, 7800 + 400 / 3, THIN);
  // The internal wall, its door gap from 3000 to 3900 closed by jambs, the leaf and swing into the kitchen.
  for (const x of [5950, 6050]) {
    line(x, 200, x, 3000);
    line(x, 3900, x, 7800);
  }
  line(5950, 3000, 6050, 3000);
  line(5950, 3900, 6050, 3900);
  line(6050, 3000, 6950, 3000, 0.25);
  arcs.push({ cx: px(6050), cy: py(3000), radius: 900 * k, startDeg: 0, endDeg: 90, lineWidth: 0.25 });

  // Dimension strings: each dimension its own line between witness lines, with 45° ticks.
  const tick = (x: number, y: number) => {
    const [cx, cy] = [px(x), py(y)];
    lines.push({ x1: cx - 2, y1: cy + 2, x2: cx + 2, y2: cy - 2, lineWidth: THIN });
  };
  const horizontal = (y: number, from: number, to: number) => {
    line(from, y, to, y, THIN);
    tick(from, y);
    tick(to, y);
    const text = figure(String(to - from));
    const width = textWidth(text, TEXT_SIZE);
    texts.push({ text, x: (px(from) + px(to)) / 2 - width / 2, y: py(y) - 1.5, size: TEXT_SIZE, angle: 0 });
  };
  const vertical = (x: number, from: number, to: number) => {
    line(x, from, x, to, THIN);
    tick(x, from);
    tick(x, to);
    const text = figure(String(to - from));
    const width = textWidth(text, TEXT_SIZE);
    // Read from the right, upwards: the baseline runs up the page on the line's left.
    texts.push({ text, x: px(x) - 1.5, y: (py(from) + py(to)) / 2 + width / 2, size: TEXT_SIZE, angle: -90 });
  };
  for (const x of [0, 6000, 10000]) line(x, -200, x, -1700, THIN);
  horizontal(-1000, 0, 6000);
  horizontal(-1000, 6000, 10000);
  horizontal(-1600, 0, 10000);
  for (const y of [0, 8000]) line(-200, y, -1200, y, THIN);
  vertical(-1000, 0, 8000);
  for (const x of [0, 2000, 3200, 10000]) line(x, 8200, x, 9200, THIN);
  horizontal(9000, 0, 2000);
  horizontal(9000, 2000, 3200);
  horizontal(9000, 3200, 10000);

  if (options.hatchEveryPt)
    for (const [mx0, my0, mx1, my1] of WALL_BANDS) {
      const [x0, y0, x1, y1] = [px(mx0), py(my0), px(mx1), py(my1)];
      // Lines y = x − c crossing the band, clipped to it.
      for (let c = x0 - y1 + options.hatchEveryPt; c < x1 - y0; c += options.hatchEveryPt) {
        const from = Math.max(x0, y0 + c);
        const to = Math.min(x1, y1 + c);
        if (to > from) lines.push({ x1: from, y1: from - c, x2: to, y2: to - c, lineWidth: PATTERN });
      }
    }
  if (options.tiled)
    for (const [from, to] of [
      [200, 5950],
      [6050, 9800],
    ] as const) {
      for (let x = from + TILE_MM; x < to; x += TILE_MM) line(x, 200, x, 7800, PATTERN);
      for (let y = 200 + TILE_MM; y < 7800; y += TILE_MM) line(from, y, to, y, PATTERN);
    }

  // Room names, schedule marks and the title.
  const label = (text: string, x: number, y: number, size = TEXT_SIZE * 1.4) =>
    texts.push({ text, x: px(x), y: py(y), size, angle: 0 });
  label('BEDROOM', 2200, 4000);
  label('KITCHEN', 7000, 4000);
  label('D1 900x2100', 6200, 3400, TEXT_SIZE);
  label('W1 1200x1200', 1800, 8600, TEXT_SIZE);
  if (!options.untitled)
    texts.push({
      text: `GROUND FLOOR PLAN   SCALE 1:${options.statedRatio ?? options.ratio}`,
      x: A3_LANDSCAPE.width - 330,
      y: A3_LANDSCAPE.height - 40,
      size: TEXT_SIZE * 1.6,
      angle: 0,
    });
  return { ...A3_LANDSCAPE, lines, arcs, texts };
}

/** Several drawings on one page (their own sizes ignored: `width` × `height` is the page). */
export function combined(width: number, height: number, drawings: readonly TestDrawing[]): TestDrawing {
  return {
    width,
    height,
    lines: drawings.flatMap((drawing) => drawing.lines),
    arcs: drawings.flatMap((drawing) => drawing.arcs),
    texts: drawings.flatMap((drawing) => drawing.texts),
  };
}

/** The drawing turned a quarter clockwise onto a portrait page (as a plan drawn on a rotated sheet). */
export function quarterTurned(drawing: TestDrawing): TestDrawing {
  const turn = (x: number, y: number) => ({ x: drawing.height - y, y: x });
  return {
    width: drawing.height,
    height: drawing.width,
    lines: drawing.lines.map((l) => {
      const [a, b] = [turn(l.x1, l.y1), turn(l.x2, l.y2)];
      return { x1: a.x, y1: a.y, x2: b.x, y2: b.y, lineWidth: l.lineWidth };
    }),
    arcs: drawing.arcs.map((arc) => {
      const centre = turn(arc.cx, arc.cy);
      return { ...arc, cx: centre.x, cy: centre.y, startDeg: arc.startDeg + 90, endDeg: arc.endDeg + 90 };
    }),
    texts: drawing.texts.map((text) => ({ ...text, ...turn(text.x, text.y), angle: text.angle + 90 })),
  };
}

/** Arcs are sampled into 8 chords flagged `curve`, as `pageContentFromPdfjs` samples a PDF's curves. */
export function pageContentOf(drawing: TestDrawing): PageContent {
  const segments: PageSegment[] = drawing.lines.map(({ x1, y1, x2, y2, lineWidth }) => ({
    x1,
    y1,
    x2,
    y2,
    lineWidth,
  }));
  for (const arc of drawing.arcs) {
    const at = (step: number) => {
      const radians = ((arc.startDeg + ((arc.endDeg - arc.startDeg) * step) / 8) * Math.PI) / 180;
      return { x: arc.cx + arc.radius * Math.cos(radians), y: arc.cy + arc.radius * Math.sin(radians) };
    };
    for (let step = 1; step <= 8; step += 1) {
      const [a, b] = [at(step - 1), at(step)];
      segments.push({ x1: a.x, y1: a.y, x2: b.x, y2: b.y, lineWidth: arc.lineWidth, curve: true });
    }
  }
  return {
    width: drawing.width,
    height: drawing.height,
    segments,
    fills: [],
    words: drawing.texts.map((text) => ({
      text: text.text,
      x: text.x,
      y: text.y,
      width: textWidth(text.text, text.size),
      height: text.size,
      angle: text.angle,
    })),
    images: 0,
  };
}
