import PDFDocument from 'pdfkit';
import { BILL_TEXT, type BoqRevision, type Language } from '@kadirio/domain';
import { analysisBlocks, scheduleBlocks, type AppendixBlock } from './bill-appendices';
import { paginateBill } from './bill-pages';
import {
  billRows,
  figure,
  layoutBills,
  locationOf,
  money,
  preambleFacts,
  preparedBy,
  type Bill,
  type BillRow,
} from './bill-layout';

const MARGIN = 40;
const WIDTH = 515;
/** Room kept at the foot of every page for its page number. */
const FOOTER = 24;
const PAGE_BOTTOM = 842 - MARGIN - FOOTER;
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
const FONT_SIZE = 9;
/** Height of a bill's heading line and of the gap under it. */
const BILL_HEADING = 24;

type Cells = BillRow['cells'];
const blank = (description: string, amount = '', rateColumn = ''): Cells => [
  '',
  description,
  '',
  '',
  rateColumn,
  amount,
];

/**
 * The issued BOQ as a surveyor's document on A4: a cover, the preambles, a bill of measured work
 * per element (each page carried to the bill's collection), the grand summary with a signature
 * block, the schedule of materials and the rate analysis appendix, and "Page n of N" on every
 * page. Standard Helvetica fonts, no stream compression, so the
 * text can be searched and read back.
 */
export async function buildBoqPdf(revision: BoqRevision, lang: Language = 'en'): Promise<Buffer> {
  const text = BILL_TEXT[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    // Page numbers need the page count, known only once every page exists.
    bufferPages: true,
    info: {
      Title: `${text.title}: ${revision.map.title}, ${text.revision.toLowerCase()} ${revision.revision}`,
      Author: preparedBy(revision),
      CreationDate: new Date(revision.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = MARGIN;
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
  };
  const pageNumber = () => {
    const range = doc.bufferedPageRange();
    return range.start + range.count;
  };
  const setFont = (bold: boolean) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  const measure = (cells: Cells, bold = false) => {
    setFont(bold);
    return (
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width - GAP })),
      ) + 3
    );
  };
  const row = (cells: Cells, bold = false) => {
    const height = measure(cells, bold);
    if (y + height > PAGE_BOTTOM) newPage();
    setFont(bold);
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      if (cell === '') return;
      const x = column.align === 'right' ? column.x + GAP : column.x;
      doc.text(cell, x, y, { width: column.width - GAP, align: column.align });
    });
    y += height;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke();
    y += 3;
  };
  const heading = (words: string, size = 11) => {
    if (y + size + 30 > PAGE_BOTTOM) newPage();
    y += 6;
    doc.font('Helvetica-Bold').fontSize(size).text(words, MARGIN, y, { width: WIDTH });
    y += size + 6;
  };
  const paragraph = (words: string, size = 10, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const height = doc.heightOfString(words, { width: WIDTH });
    if (y + height > PAGE_BOTTOM) newPage();
    doc.text(words, MARGIN, y, { width: WIDTH });
    y += height + 6;
  };

  // Cover.
  y = 200;
  doc.font('Helvetica-Bold').fontSize(22).text(text.title, MARGIN, y, { width: WIDTH, align: 'center' });
  y += 40;
  doc.fontSize(16).text(revision.map.title, MARGIN, y, { width: WIDTH, align: 'center' });
  y += 28;
  doc
    .fontSize(13)
    .text(`${text.revision} ${revision.revision}`, MARGIN, y, { width: WIDTH, align: 'center' });
  y += 50;
  const coverFacts: [string, string][] = [
    [text.client, revision.map.ownerName],
    [text.location, locationOf(revision)],
    [text.issuedOn, revision.issuedAt.slice(0, 10)],
    [text.preparedBy, preparedBy(revision)],
    [text.currency, revision.currency],
  ];
  if (revision.reason) coverFacts.push([text.reason, revision.reason]);
  for (const [label, value] of coverFacts) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${label}:`, MARGIN + 60, y, { width: 140 });
    doc.font('Helvetica').fontSize(11);
    const height = doc.heightOfString(value, { width: 255 });
    doc.text(value, MARGIN + 200, y, { width: 255 });
    y += Math.max(height, 14) + 6;
  }

  // Preambles.
  newPage();
  heading(text.preamblesTitle, 13);
  y += 4;
  text.preambles(preambleFacts(revision)).forEach((statement, index) => {
    paragraph(`${index + 1}. ${statement}`);
  });

  // Bills of measured work, each starting on a page of its own.
  const bills = layoutBills(revision, lang);
  for (const bill of bills) printBill(bill);

  function printBill(bill: Bill) {
    newPage();
    const columnsHeight = measure(text.columns, true);
    const carriedHeight = measure(blank(text.carriedToCollection, '0'), true) + 4;
    const rows = billRows(bill, lang).map((each) => ({ ...each, height: measure(each.cells, each.bold) }));
    const continuedHeight = Math.max(
      ...[...bill.trades, ...bill.excluded].map(({ name }) => measure(blank(text.continued(name)), true)),
    );
    const first = PAGE_BOTTOM - MARGIN - BILL_HEADING - columnsHeight - carriedHeight;
    // A following page may open with its trade's heading repeated: room is kept for it.
    const pages = paginateBill(rows, { first, next: first - continuedHeight });
    const pageTotals: { page: number; total: number }[] = [];
    let trade = '';
    pages.forEach((page, index) => {
      if (index > 0) newPage();
      heading(text.bill(bill.number, bill.title));
      row(text.columns, true);
      if (index > 0 && page.rows[0]?.amount !== null) row(blank(text.continued(trade)), true);
      for (const each of page.rows) {
        if (each.amount === null) trade = each.cells[1];
        row(each.cells, each.bold);
      }
      y += 1;
      rule();
      row(blank(text.carriedToCollection, money(page.total)), true);
      pageTotals.push({ page: pageNumber(), total: page.total });
    });

    const collectionHeight = (pageTotals.length + 2) * 14 + 40;
    if (y + collectionHeight > PAGE_BOTTOM) newPage();
    else y += 10;
    heading(text.collection(bill.number), 10);
    for (const { page, total } of pageTotals) row(blank(text.collectionPage(page), money(total)));
    rule();
    row(blank(text.carriedToSummary(bill.number), money(bill.total)), true);
  }

  // Grand summary, on a page of its own, from the figures frozen in the revision.
  const { summary } = revision;
  newPage();
  heading(text.grandSummary, 13);
  // The summary carries amounts only: no unit, quantity or rate to head.
  const [itemColumn, descriptionColumn, , , , amountColumn] = text.columns;
  row([itemColumn, descriptionColumn, '', '', '', amountColumn], true);
  for (const bill of bills) {
    // A bill of a section carries the section's frozen total; a measured bill, its items'.
    const frozen =
      (bill.section && summary.sections.find((section) => section.section === bill.section)?.total) ??
      bill.total;
    row([String(bill.number), text.summaryBill(bill.number, bill.title), '', '', '', money(frozen)]);
  }
  rule();
  row(blank(text.subtotal, money(summary.subtotal)), true);
  row(blank(text.contingency(summary.contingencyPercent), money(summary.contingency)));
  if (summary.ratesIncludeVat === true) {
    // Shop rates include VAT (docs/takeoff.md, "Revision 2 — pricing"): shown, not added to the total.
    row(blank(text.vatIncluded(summary.vatPercent), money(summary.vatIncluded ?? 0)));
  } else {
    row(blank(text.vatAdded(summary.vatPercent), money(summary.vat)));
  }
  rule();
  row(blank(text.grandTotal, money(summary.grandTotal), revision.currency), true);
  if (summary.costPerSquareMetre !== null && summary.plinthArea !== null) {
    row(blank(text.costPerSquareMetre(figure(summary.plinthArea)), money(summary.costPerSquareMetre)));
  }

  // Signature block: the surveyor who prepared the bill and the one who checked it.
  if (y + 130 > PAGE_BOTTOM) newPage();
  y += 40;
  for (const [role, name] of [
    [text.preparedBy, preparedBy(revision)],
    [text.checkedBy, ''],
  ] as const) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${role}:`, MARGIN, y, { width: 120 });
    doc.font('Helvetica').fontSize(10);
    doc.text(`${text.name}: ${name || '______________________'}`, MARGIN + 120, y, { width: 200 });
    doc.text(`${text.signature}: ____________`, MARGIN + 320, y, { width: 195 });
    y += 18;
    doc.text(`${text.date}: ____________`, MARGIN + 320, y, { width: 195 });
    y += 28;
  }

  // The schedule of materials and the rate analysis, each from a page of its own.
  printAppendix(
    text.schedule.title,
    text.schedule.note,
    text.schedule.columns,
    scheduleBlocks(revision, lang),
  );
  const analysed = analysisBlocks(revision, lang);
  if (analysed.length > 0) printAppendix(text.analysis.title, text.analysis.note, text.columns, analysed);

  /**
   * A titled table whose blocks never split across pages; a page it runs onto repeats the title
   * ("(continued)") and the column headings, so every page reads on its own.
   */
  function printAppendix(title: string, note: string, columns: Cells, blocks: readonly AppendixBlock[]) {
    newPage();
    heading(title, 13);
    paragraph(note, 9);
    row(columns, true);
    for (const block of blocks) {
      const height = block.reduce((sum, each) => sum + measure(each.cells, each.bold), 0);
      if (y + height > PAGE_BOTTOM) {
        newPage();
        heading(text.continued(title), 11);
        row(columns, true);
      }
      for (const each of block) row(each.cells, each.bold);
    }
  }

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${revision.map.title}, ${text.revision.toLowerCase()} ${revision.revision}`, MARGIN, 842 - 30, {
        width: 300,
        lineBreak: false,
      })
      .text(text.pageOf(index + 1, range.count), MARGIN + 315, 842 - 30, {
        width: 200,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
