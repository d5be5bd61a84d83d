import PDFDocument from 'pdfkit';
import { TAKEOFF_SHEET_TEXT } from '@kadirio/domain';
import { takeoffCells, takeoffHeading, type TakeoffSheetInput } from './takeoff-layout';

const MARGIN = 36;
/** A4 landscape: 842 × 595 pt. */
const PAGE_BOTTOM = 595 - MARGIN;
const WIDTHS = [26, 190, 58, 92, 40, 84, 40, 44, 110, 62] as const;
const RIGHT = new Set([3, 6]);
const GAP = 5;

/**
 * The take-off sheet as a PDF: a numbered register of the measurements with their quantities and
 * where they were taken, searchable text (standard fonts, uncompressed), header row on every page.
 */
export async function buildTakeoffPdf(input: TakeoffSheetInput): Promise<Buffer> {
  const text = TAKEOFF_SHEET_TEXT[input.lang];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: false,
    info: { Title: `${text.title}: ${input.title}`, Author: 'Kadirio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = MARGIN;
  const row = (cells: readonly string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: WIDTHS[index]! - GAP }))) + 4;
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
      if (!bold) row(text.columns, true);
      // The header row set its own font.
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    }
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index]!;
      doc.text(cell, x, y, { width: width - GAP, align: RIGHT.has(index) ? 'right' : 'left' });
      x += width;
    });
    y += height;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + WIDTHS.reduce((sum, width) => sum + width, 0), y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };

  doc.font('Helvetica-Bold').fontSize(15).fillColor('black').text(text.title, MARGIN, y);
  y += 20;
  doc.font('Helvetica').fontSize(10).text(text.subtitle, MARGIN, y);
  y += 16;
  for (const line of takeoffHeading(input)) {
    doc.text(line, MARGIN, y);
    y += 13;
  }
  y += 6;
  const cells = takeoffCells(input);
  if (cells.length === 0) {
    doc.text(text.none, MARGIN, y);
  } else {
    row(text.columns, true);
    for (const cell of cells) {
      row([
        String(cell.number),
        cell.name,
        cell.kind,
        cell.quantityText,
        cell.unit,
        cell.drawing,
        String(cell.page),
        cell.scale,
        cell.by,
        cell.when,
      ]);
    }
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
