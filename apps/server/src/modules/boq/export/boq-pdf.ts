import PDFDocument from 'pdfkit';
import type { BoqRevision } from '@kadirio/domain';
import { figure, layoutBills, money, revisionHeading } from './bill-layout';

const MARGIN = 40;
const PAGE_BOTTOM = 842 - MARGIN;
/** Item, description, unit, quantity, rate, amount: 515 pt across an A4 page. */
const COLUMNS = [
  { x: MARGIN, width: 30, align: 'left' },
  { x: MARGIN + 30, width: 215, align: 'left' },
  { x: MARGIN + 245, width: 40, align: 'left' },
  { x: MARGIN + 285, width: 65, align: 'right' },
  { x: MARGIN + 350, width: 75, align: 'right' },
  { x: MARGIN + 425, width: 90, align: 'right' },
] as const;

/** Space kept between columns so a long description never touches its unit. */
const GAP = 6;

type Row = readonly [string, string, string, string, string, string];

/**
 * The issued BOQ as a PDF in the customary layout: a bill per section with lettered items, a
 * collection per bill, then the grand summary. Built with the standard Helvetica fonts and
 * without stream compression, so the text can be searched and extracted.
 */
export async function buildBoqPdf(revision: BoqRevision): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: {
      Title: `Bill of quantities: ${revision.map.title}, revision ${revision.revision}`,
      Author: 'Kadirio',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = MARGIN;
  const ensureRoom = (height: number) => {
    if (y + height <= PAGE_BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };
  const row = (cells: Row, options: { bold?: boolean } = {}) => {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width - GAP })),
      ) + 3;
    ensureRoom(height);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      if (cell === '') return;
      const x = column.align === 'right' ? column.x + GAP : column.x;
      doc.text(cell, x, y, { width: column.width - GAP, align: column.align });
    });
    y += height;
  };
  const heading = (text: string, size = 11) => {
    ensureRoom(size + 30);
    y += 6;
    doc.font('Helvetica-Bold').fontSize(size).text(text, MARGIN, y, { width: 515 });
    y += size + 6;
  };

  doc.font('Helvetica-Bold').fontSize(16).text('BILL OF QUANTITIES', MARGIN, y);
  y += 24;
  doc.font('Helvetica').fontSize(10);
  for (const line of revisionHeading(revision)) {
    doc.text(line, MARGIN, y, { width: 515 });
    y += 14;
  }

  for (const bill of layoutBills(revision)) {
    heading(`BILL No. ${bill.number}: ${bill.title.toUpperCase()}`);
    row(['Item', 'Description', 'Unit', 'Qty', 'Rate', 'Amount'], { bold: true });
    for (const { sheet, items } of bill.trades) {
      row(['', sheet.nameEn, '', '', '', ''], { bold: true });
      for (const { letter, line } of items) {
        row([
          letter,
          line.description,
          line.unit,
          figure(line.quantity),
          money(line.rate),
          money(line.amount),
        ]);
      }
      row(['', `Subtotal ${sheet.nameEn}`, '', '', '', money(sheet.subtotal)]);
      row(['', `Labour ${sheet.labourPercent} %`, '', '', '', money(sheet.labour)]);
      row(['', `Total ${sheet.nameEn}`, '', '', '', money(sheet.total)], { bold: true });
    }
    heading(`COLLECTION: BILL No. ${bill.number}`, 10);
    for (const { sheet } of bill.trades) row(['', sheet.nameEn, '', '', '', money(sheet.total)]);
    row(['', `Total of Bill No. ${bill.number} carried to grand summary`, '', '', '', money(bill.total)], {
      bold: true,
    });
  }

  const { summary } = revision;
  // The grand summary has a page of its own, as in a printed bill.
  doc.addPage();
  y = MARGIN;
  heading('GRAND SUMMARY', 12);
  for (const bill of layoutBills(revision)) {
    row([String(bill.number), `Bill No. ${bill.number}: ${bill.title}`, '', '', '', money(bill.total)]);
  }
  const labour = summary.trades.reduce((sum, trade) => sum + trade.labour, 0);
  row(['', 'of which labour (included in the bills above)', '', '', '', money(labour)]);
  row(['', 'Subtotal', '', '', '', money(summary.subtotal)], { bold: true });
  row(['', `Contingency ${summary.contingencyPercent} %`, '', '', '', money(summary.contingency)]);
  if (summary.ratesIncludeVat === true) {
    // Shop rates include VAT (design takeoff.md §4.1): shown, not added to the total.
    row([
      '',
      `VAT ${summary.vatPercent} % included in the rates`,
      '',
      '',
      '',
      money(summary.vatIncluded ?? 0),
    ]);
  } else {
    row(['', `VAT ${summary.vatPercent} %`, '', '', '', money(summary.vat)]);
  }
  row(['', 'GRAND TOTAL', '', '', revision.currency, money(summary.grandTotal)], { bold: true });
  if (summary.costPerSquareMetre !== null && summary.plinthArea !== null) {
    row([
      '',
      `Cost per m² of plinth area (${figure(summary.plinthArea)} m²)`,
      '',
      '',
      '',
      money(summary.costPerSquareMetre),
    ]);
  }

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
