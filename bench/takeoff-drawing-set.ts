import PDFDocument from 'pdfkit';

/**
 * A heavy, CAD-like drawing set for the take-off benches (docs/performance.md, "The take-off in the
 * browser": a 20 MB, 10-page A1 drawing set): A1 landscape pages at 1:100, each a floor plan of
 * walls drawn as double lines with their hatching, tiled floors, doors, dimension strings, a
 * structural grid, the site's contours as long polylines and a title block saying "SCALE 1:100",
 * about 100,000 straight segments a page. Content streams are left uncompressed (as some CAD
 * exports and PDF printers write them), so the file is about 20 MB for that much drawing;
 * compressed, the same bytes would hold six times the vectors, a page no viewer opens quickly. The
 * same bytes come out every run (a seeded generator and a fixed date), just under the 20 MiB upload
 * cap.
 */

/** A1 in points, landscape (841 × 594 mm). */
export const A1_LANDSCAPE = { width: 2384, height: 1684 } as const;
export const SET_PAGES = 10;
/** The upload cap per drawing (MAP_LIMITS.drawingMaxBytes); the set must stay under it. */
const UPLOAD_CAP_BYTES = 20 * 1024 * 1024;
/** 1 m at 1:100 is 10 mm on paper. */
export const PT_PER_M = (1000 / 100 / 25.4) * 72;
/** Contour polylines a page carries, and their points: what brings a page to about 2 MB. */
const CONTOURS_PER_PAGE = 68;
const POINTS_PER_CONTOUR = 1500;
/** The plan's grid of rooms (4.0 × 3.6 m each). */
const ROOM = { columns: 9, rows: 7, widthM: 4, depthM: 3.6 } as const;
const PLAN_ORIGIN = { x: 160, y: 180 } as const;
const WALL_PT = 0.2 * PT_PER_M;

export interface DrawingSet {
  bytes: Buffer;
  pages: number;
  /** Straight segments drawn on each page (hatching, walls, contours…), for the report. */
  segmentsPerPage: number;
  textRunsPerPage: number;
}

/** Mulberry32: small, fast and the same everywhere (the drawing set and the bench's marks). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Coordinates to a hundredth of a point, as CAD exporters write them. */
const at = (value: number) => Math.round(value * 100) / 100;

interface PageTally {
  segments: number;
  texts: number;
}

function line(doc: PDFKit.PDFDocument, tally: PageTally, x1: number, y1: number, x2: number, y2: number) {
  doc.moveTo(at(x1), at(y1)).lineTo(at(x2), at(y2));
  tally.segments += 1;
}

function label(doc: PDFKit.PDFDocument, tally: PageTally, text: string, x: number, y: number) {
  doc.text(text, at(x), at(y), { lineBreak: false });
  tally.texts += 1;
}

/** One wall band: its two faces and 45° hatching every 2 pt between them. */
function wall(
  doc: PDFKit.PDFDocument,
  tally: PageTally,
  x: number,
  y: number,
  length: number,
  across: boolean,
) {
  const [w, h] = across ? [length, WALL_PT] : [WALL_PT, length];
  line(doc, tally, x, y, x + w, y);
  line(doc, tally, x, y + h, x + w, y + h);
  line(doc, tally, x, y, x, y + h);
  line(doc, tally, x + w, y, x + w, y + h);
  for (let along = 2; along < length; along += 2) {
    if (across) line(doc, tally, x + along, y, x + along - WALL_PT, y + WALL_PT);
    else line(doc, tally, x, y + along, x + WALL_PT, y + along - WALL_PT);
  }
}

function floorPlan(doc: PDFKit.PDFDocument, tally: PageTally, random: () => number, sheet: number) {
  const roomW = ROOM.widthM * PT_PER_M;
  const roomD = ROOM.depthM * PT_PER_M;
  doc.lineWidth(0.35).strokeColor('#000');
  for (let row = 0; row <= ROOM.rows; row += 1)
    wall(
      doc,
      tally,
      PLAN_ORIGIN.x,
      PLAN_ORIGIN.y + row * roomD,
      ROOM.columns * roomD * (roomW / roomD),
      true,
    );
  for (let column = 0; column <= ROOM.columns; column += 1)
    wall(doc, tally, PLAN_ORIGIN.x + column * roomW, PLAN_ORIGIN.y, ROOM.rows * roomD, false);
  doc.stroke();

  // Tiled floors (300 mm tiles) in about half the rooms, a door swing in each.
  doc.lineWidth(0.1).strokeColor('#555');
  const tile = 0.3 * PT_PER_M;
  for (let row = 0; row < ROOM.rows; row += 1) {
    for (let column = 0; column < ROOM.columns; column += 1) {
      const x = PLAN_ORIGIN.x + column * roomW + WALL_PT;
      const y = PLAN_ORIGIN.y + row * roomD + WALL_PT;
      const [w, d] = [roomW - WALL_PT, roomD - WALL_PT];
      if (random() < 0.5) {
        for (let across = tile; across < w; across += tile)
          line(doc, tally, x + across, y, x + across, y + d);
        for (let down = tile; down < d; down += tile) line(doc, tally, x, y + down, x + w, y + down);
      }
      const door = 0.9 * PT_PER_M;
      line(doc, tally, x + 4, y, x + 4, y + door);
      doc
        .moveTo(at(x + 4), at(y + door))
        .quadraticCurveTo(at(x + 4 + door), at(y + door), at(x + 4 + door), at(y));
      label(doc, tally, `${sheet}.${row * ROOM.columns + column + 1}`, x + w / 2 - 8, y + d / 2 - 4);
      label(
        doc,
        tally,
        `${Math.round((w / PT_PER_M) * 1000)} x ${Math.round((d / PT_PER_M) * 1000)}`,
        x + w / 2 - 22,
        y + d / 2 + 8,
      );
    }
  }
  doc.stroke();
}

function dimensionsAndGrid(doc: PDFKit.PDFDocument, tally: PageTally) {
  const roomW = ROOM.widthM * PT_PER_M;
  const roomD = ROOM.depthM * PT_PER_M;
  doc.lineWidth(0.2).strokeColor('#000').fontSize(7);
  const top = PLAN_ORIGIN.y - 40;
  for (let column = 0; column <= ROOM.columns; column += 1) {
    const x = PLAN_ORIGIN.x + column * roomW;
    line(doc, tally, x, top - 6, x, PLAN_ORIGIN.y + ROOM.rows * roomD + 30); // grid line
    doc.circle(at(x), at(top - 16), 9);
    label(doc, tally, String.fromCharCode(65 + column), x - 3, top - 20);
    if (column < ROOM.columns) {
      line(doc, tally, x, top, x + roomW, top);
      line(doc, tally, x - 3, top + 3, x + 3, top - 3);
      label(doc, tally, String(ROOM.widthM * 1000), x + roomW / 2 - 10, top - 9);
    }
  }
  const left = PLAN_ORIGIN.x - 40;
  for (let row = 0; row <= ROOM.rows; row += 1) {
    const y = PLAN_ORIGIN.y + row * roomD;
    line(doc, tally, left - 6, y, PLAN_ORIGIN.x + ROOM.columns * roomW + 30, y);
    doc.circle(at(left - 16), at(y), 9);
    label(doc, tally, String(row + 1), left - 19, y - 4);
    if (row < ROOM.rows) {
      line(doc, tally, left, y, left, y + roomD);
      line(doc, tally, left - 3, y + 3, left + 3, y - 3);
      label(doc, tally, String(ROOM.depthM * 1000), left - 30, y + roomD / 2);
    }
  }
  doc.stroke();
}

/** The site's contours: long, gently wandering polylines across the whole sheet. */
function contours(doc: PDFKit.PDFDocument, tally: PageTally, random: () => number) {
  doc.lineWidth(0.15).strokeColor('#7a6a4f');
  const step = (A1_LANDSCAPE.width - 80) / POINTS_PER_CONTOUR;
  for (let contour = 0; contour < CONTOURS_PER_PAGE; contour += 1) {
    let y = 60 + (contour * (A1_LANDSCAPE.height - 120)) / CONTOURS_PER_PAGE;
    doc.moveTo(40, at(y));
    for (let point = 1; point <= POINTS_PER_CONTOUR; point += 1) {
      y += (random() - 0.5) * 3;
      doc.lineTo(at(40 + point * step), at(y));
      tally.segments += 1;
    }
    doc.stroke();
    label(doc, tally, `+${(1200 + contour * 0.5).toFixed(1)}`, 44, y - 8);
  }
}

function titleBlock(doc: PDFKit.PDFDocument, tally: PageTally, sheet: number) {
  const { width, height } = A1_LANDSCAPE;
  doc
    .lineWidth(1.2)
    .strokeColor('#000')
    .rect(20, 20, width - 40, height - 40)
    .stroke();
  const x = width - 420;
  const y = height - 180;
  doc.lineWidth(0.6).rect(x, y, 400, 160).stroke();
  doc.fontSize(16);
  label(doc, tally, 'KADIRIO BENCH HOUSE', x + 14, y + 14);
  label(doc, tally, `GROUND FLOOR PLAN - SHEET ${sheet} OF ${SET_PAGES}`, x + 14, y + 40);
  label(doc, tally, `DRAWING No. A-${100 + sheet}`, x + 14, y + 66);
  label(doc, tally, 'SCALE 1:100', x + 14, y + 92);
  label(doc, tally, 'ALL DIMENSIONS IN MILLIMETRES', x + 14, y + 118);
}

/**
 * The set's bytes. pdfkit writes each page's content stream as it ends, so page 1 sits near the
 * start of the file and the cross-reference table at its end, as most CAD exports do.
 */
export function drawingSet(): Promise<DrawingSet> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [A1_LANDSCAPE.width, A1_LANDSCAPE.height],
      margin: 0,
      autoFirstPage: false,
      compress: false,
      info: { Title: 'Kadirio bench drawing set', CreationDate: new Date('2026-01-01T00:00:00Z') },
    });
    const chunks: Buffer[] = [];
    const tally: PageTally = { segments: 0, texts: 0 };
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      if (bytes.length > UPLOAD_CAP_BYTES)
        reject(new Error(`the bench drawing set is ${bytes.length} bytes, over the upload cap`));
      else
        resolve({
          bytes,
          pages: SET_PAGES,
          segmentsPerPage: Math.round(tally.segments / SET_PAGES),
          textRunsPerPage: Math.round(tally.texts / SET_PAGES),
        });
    });
    for (let sheet = 1; sheet <= SET_PAGES; sheet += 1) {
      const random = seededRandom(sheet);
      doc.addPage();
      doc.font('Helvetica').fontSize(7).fillColor('#000');
      contours(doc, tally, random);
      doc.fontSize(7);
      floorPlan(doc, tally, random, sheet);
      dimensionsAndGrid(doc, tally);
      titleBlock(doc, tally, sheet);
    }
    doc.end();
  });
}
