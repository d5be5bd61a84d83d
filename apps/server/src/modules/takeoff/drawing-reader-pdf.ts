import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pageContentFromPdfjs, type Matrix, type PageContent, type PdfjsTextItem } from '@kadirio/domain';
import type { TestDrawing } from '../../../../../packages/domain/src/takeoff/reader/testing/house-drawing';

/**
 * The drawing reader's round trip for tests (docs/takeoff.md §5): a test drawing drawn as a real
 * vector PDF with real text by pdfkit, read back by pdf.js (its legacy build runs in Node) and
 * reduced to `PageContent` by the same function the web calls.
 */

/** Helvetica's ascender: pdfkit places text by its top, pdf.js reports the baseline. */
const HELVETICA_ASCENDER = 0.718;

export async function drawingPdf(drawing: TestDrawing): Promise<Buffer> {
  const doc = new PDFDocument({ size: [drawing.width, drawing.height], margin: 0, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of drawing.lines) {
    doc.lineWidth(line.lineWidth).moveTo(line.x1, line.y1).lineTo(line.x2, line.y2).stroke();
  }
  for (const arc of drawing.arcs) {
    // A quarter circle as one cubic Bézier (control points at k = 0.5523 of the radius).
    const k = 0.5523 * arc.radius;
    const at = (degrees: number) => {
      const radians = (degrees * Math.PI) / 180;
      return { x: Math.cos(radians), y: Math.sin(radians) };
    };
    const [a, b] = [at(arc.startDeg), at(arc.endDeg)];
    doc
      .lineWidth(arc.lineWidth)
      .moveTo(arc.cx + a.x * arc.radius, arc.cy + a.y * arc.radius)
      .bezierCurveTo(
        arc.cx + a.x * arc.radius - a.y * k,
        arc.cy + a.y * arc.radius + a.x * k,
        arc.cx + b.x * arc.radius + b.y * k,
        arc.cy + b.y * arc.radius - b.x * k,
        arc.cx + b.x * arc.radius,
        arc.cy + b.y * arc.radius,
      )
      .stroke();
  }
  doc.font('Helvetica');
  for (const text of drawing.texts) {
    doc.save().translate(text.x, text.y).rotate(text.angle);
    doc.fontSize(text.size).text(text.text, 0, -HELVETICA_ASCENDER * text.size, { lineBreak: false });
    doc.restore();
  }
  doc.end();
  return done;
}

/** pdf.js's own copies of the 14 standard fonts (Helvetica here), read from disk in Node. */
const STANDARD_FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** Page 1 of a PDF as the reader takes it, through pdf.js. */
export async function pdfPageContent(bytes: Uint8Array): Promise<PageContent> {
  // pdf.js 6 destroys a document through its loading task (the proxy lost `destroy`).
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const [operatorList, text] = await Promise.all([page.getOperatorList(), page.getTextContent()]);
    return pageContentFromPdfjs(
      operatorList,
      text.items as PdfjsTextItem[],
      OPS,
      viewport.transform as Matrix,
      { width: viewport.width, height: viewport.height },
    );
  } finally {
    await task.destroy();
  }
}
