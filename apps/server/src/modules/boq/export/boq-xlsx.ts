import ExcelJS from 'exceljs';
import {
  BILL_TEXT,
  materialSchedule,
  printedAllInRate,
  printedUnit,
  type BoqRevision,
  type Language,
} from '@kadirio/domain';
import { workbookBytes } from '../../../lib/workbook-bytes';
import { addPricedRow, amountCell, formula, MONEY, QUANTITY, RATE, stampWithIssue } from './workbook-cells';
import { analysisReference } from './bill-appendices';
import { addGrandTotalRows } from './grand-total-rows';
import { layoutBills, preambleFacts, preparedBy, revisionHeading } from './bill-layout';

/** Page setup of every worksheet of the bill: A4 portrait, as wide as the page. */
const A4 = {
  pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
} as const;

/** The six columns of the bill: item, description, unit, quantity, rate, amount. */
const BILL_COLUMNS = [
  { key: 'item', width: 7 },
  { key: 'description', width: 52 },
  { key: 'unit', width: 8 },
  { key: 'quantity', width: 12 },
  { key: 'rate', width: 14 },
  { key: 'amount', width: 16 },
];

/**
 * The issued BOQ as a workbook a surveyor can keep editing, in the language asked for, with the
 * parts of the PDF as worksheets: the cover (heading facts and preambles), the bills (items, then
 * each trade's labour, and a collection per bill), the grand summary with its signature lines,
 * the schedule of materials and the rate analysis.
 * Every amount, labour, collection and summary figure is a formula over the cells it adds (with
 * the frozen value cached), so changing a quantity or rate in Excel re-totals the bill.
 */
export async function buildBoqWorkbook(revision: BoqRevision, lang: Language = 'en'): Promise<Buffer> {
  const text = BILL_TEXT[lang];
  const workbook = new ExcelJS.Workbook();
  stampWithIssue(workbook, revision);

  const cover = workbook.addWorksheet(text.sheetNames.cover, A4);
  cover.columns = [{ width: 7 }, { width: 100 }];
  cover.addRow([text.title]).font = { bold: true, size: 14 };
  for (const line of revisionHeading(revision, lang)) cover.addRow([line]);
  if (revision.reason) cover.addRow([`${text.reason}: ${revision.reason}`]);
  cover.addRow([]);
  cover.addRow([text.preamblesTitle]).font = { bold: true };
  text.preambles(preambleFacts(revision)).forEach((statement, index) => {
    const row = cover.addRow([`${index + 1}.`, statement]);
    row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
  });

  const sheet = workbook.addWorksheet(text.sheetNames.bills, A4);
  sheet.columns = BILL_COLUMNS;
  const bills = layoutBills(revision, lang);
  const billTotalCells: { number: number; title: string; cell: string; total: number }[] = [];
  // Where the bills keep their item amounts and their labour: the schedule of materials adds them.
  const itemRanges: string[] = [];
  const labourCells: string[] = [];
  for (const bill of bills) {
    sheet.addRow([text.bill(bill.number, bill.title)]).font = { bold: true };
    sheet.addRow([...text.columns]).font = { bold: true };
    const tradeTotals: { name: string; first: number; last: number; total: number }[] = [];
    for (const { sheet: trade, name, items } of bill.trades) {
      sheet.addRow(['', name]).font = { italic: true, bold: true };
      const first = sheet.rowCount + 1;
      const labourFreeCells: string[] = [];
      for (const item of items) {
        const row = addPricedRow(
          sheet,
          [item.letter, item.description, printedUnit(item.unit, lang), item.quantity, item.rate],
          item.amount,
        );
        row.getCell(4).numFmt = QUANTITY;
        // An all-in rate may carry more than cents (`printedAllInRate`): shown as it is.
        if (!Number.isInteger(item.rate)) row.getCell(5).numFmt = RATE;
        if (!item.carriesLabour) labourFreeCells.push(`F${row.number}`);
      }
      const last = sheet.rowCount;
      itemRanges.push(`F${first}:F${last}`);
      if (bill.form === 'measured') {
        // Labour is inside each measured item's all-in rate: no labour row.
        tradeTotals.push({ name, first, last, total: trade.total });
        continue;
      }
      // Labour is a percentage of the trade's items (its % in column D), as the engine prices it,
      // less the items that are labour or a service already (docs/takeoff.md, "Labour only where it belongs").
      const labour = sheet.addRow(['', text.rows.labourOn(name), '%', trade.labourPercent]);
      const labourFree = labourFreeCells.map((cell) => `-${cell}`).join('');
      amountCell(sheet, labour.number).value = formula(
        `ROUND((SUM(F${first}:F${last})${labourFree})*D${labour.number}/100,0)`,
        trade.labour,
      );
      tradeTotals.push({ name, first, last: labour.number, total: trade.total });
      labourCells.push(`F${labour.number}`);
    }
    // A trade marked not applicable is printed with its reason and adds nothing.
    for (const { name, reason } of bill.excluded) {
      sheet.addRow(['', name]).font = { italic: true, bold: true };
      sheet.addRow(['', text.excluded(reason)]);
    }

    sheet.addRow([]);
    sheet.addRow([text.collection(bill.number)]).font = { bold: true };
    const collected: number[] = [];
    for (const trade of tradeTotals) {
      const row = sheet.addRow(['', trade.name]);
      amountCell(sheet, row.number).value = formula(`SUM(F${trade.first}:F${trade.last})`, trade.total);
      collected.push(row.number);
    }
    // An excluded trade is collected at nothing, so a bill of exclusions alone still carries a sum.
    for (const { name } of bill.excluded) {
      const row = sheet.addRow(['', name]);
      amountCell(sheet, row.number).value = 0;
      collected.push(row.number);
    }
    const carried = sheet.addRow(['', text.carriedToSummary(bill.number)]);
    carried.font = { bold: true };
    amountCell(sheet, carried.number).value = formula(
      `SUM(F${collected[0]}:F${collected[collected.length - 1]})`,
      bill.total,
    );
    billTotalCells.push({
      number: bill.number,
      title: bill.title,
      cell: `F${carried.number}`,
      total: bill.total,
    });
    sheet.addRow([]);
  }

  const { summary } = revision;
  const summarySheet = workbook.addWorksheet(text.sheetNames.summary, A4);
  summarySheet.columns = BILL_COLUMNS;
  // Sheet names with spaces must be quoted in a formula; a quote inside one is doubled.
  const billsRef = `'${text.sheetNames.bills.replaceAll("'", "''")}'`;
  summarySheet.addRow([text.grandSummary]).font = { bold: true, size: 13 };
  const firstBill = summarySheet.rowCount + 1;
  for (const bill of billTotalCells) {
    const row = summarySheet.addRow([String(bill.number), text.summaryBill(bill.number, bill.title)]);
    amountCell(summarySheet, row.number).value = formula(`${billsRef}!${bill.cell}`, bill.total);
  }
  const lastBill = summarySheet.rowCount;
  const subtotal = summarySheet.addRow(['', text.subtotal]);
  subtotal.font = { bold: true };
  amountCell(summarySheet, subtotal.number).value =
    billTotalCells.length === 0 ? 0 : formula(`SUM(F${firstBill}:F${lastBill})`, summary.subtotal);
  const contingency = summarySheet.addRow(['', text.rows.contingency, '%', summary.contingencyPercent]);
  amountCell(summarySheet, contingency.number).value = formula(
    `ROUND(F${subtotal.number}*D${contingency.number}/100,0)`,
    summary.contingency,
  );
  // Rates that include VAT (shop prices, docs/takeoff.md, "Revision 2 — pricing"): the VAT inside is shown, not added.
  // A revision issued before take-off revision 2 has no flag: its VAT was added.
  const included = summary.ratesIncludeVat === true;
  const vat = summarySheet.addRow([
    '',
    included ? text.rows.vatIncluded : text.rows.vatAdded,
    '%',
    summary.vatPercent,
  ]);
  amountCell(summarySheet, vat.number).value = included
    ? formula(
        `ROUND((F${subtotal.number}+F${contingency.number})*D${vat.number}/(100+D${vat.number}),0)`,
        summary.vatIncluded ?? 0,
      )
    : formula(`ROUND((F${subtotal.number}+F${contingency.number})*D${vat.number}/100,0)`, summary.vat);
  const grand = summarySheet.addRow(['', text.grandTotal, '', '', revision.currency]);
  grand.font = { bold: true };
  amountCell(summarySheet, grand.number).value = formula(
    included
      ? `F${subtotal.number}+F${contingency.number}`
      : `F${subtotal.number}+F${contingency.number}+F${vat.number}`,
    summary.grandTotal,
  );
  if (summary.plinthArea !== null && summary.costPerSquareMetre !== null) {
    const perArea = summarySheet.addRow(['', text.rows.costPerSquareMetre, 'm²', summary.plinthArea]);
    amountCell(summarySheet, perArea.number).value = formula(
      `ROUND(F${grand.number}/D${perArea.number},0)`,
      summary.costPerSquareMetre,
    );
  }
  summarySheet.addRow([]);
  for (const [role, name] of [
    [text.preparedBy, preparedBy(revision)],
    [text.checkedBy, ''],
  ] as const) {
    summarySheet.addRow(['', `${role}: ${name}`, '', `${text.signature}:`, '', `${text.date}:`]);
  }
  addScheduleSheet(workbook, revision, lang, {
    billsRef,
    itemRanges,
    labourCells,
    measured: bills.some((bill) => bill.form === 'measured'),
  });
  addAnalysisSheet(workbook, revision, lang);
  return workbookBytes(workbook, new Date(revision.issuedAt));
}

/**
 * The schedule of materials: each material's quantity × rate, then the labour and the rounding of
 * the bills' lines as formulas over the bills' own cells, so it re-totals with the bills and its
 * last figure is the bills' subtotal.
 */
function addScheduleSheet(
  workbook: ExcelJS.Workbook,
  revision: BoqRevision,
  lang: Language,
  bills: {
    billsRef: string;
    itemRanges: readonly string[];
    labourCells: readonly string[];
    /** Measured bills have no labour rows: their items carry it, and the labour is a figure here. */
    measured: boolean;
  },
): void {
  const text = BILL_TEXT[lang];
  const schedule = materialSchedule(revision.sheets);
  const sheet = workbook.addWorksheet(text.sheetNames.schedule, A4);
  sheet.columns = BILL_COLUMNS;
  sheet.addRow([text.schedule.title]).font = { bold: true, size: 13 };
  sheet.addRow([...text.schedule.columns]).font = { bold: true };
  const first = sheet.rowCount + 1;
  schedule.rows.forEach((material, index) => {
    const description =
      lang === 'sw' && material.descriptionSw ? material.descriptionSw : material.description;
    const row = addPricedRow(
      sheet,
      [String(index + 1), description, printedUnit(material.unit, lang), material.quantity, material.rate],
      material.amount,
    );
    row.getCell(4).numFmt = QUANTITY;
  });
  const last = sheet.rowCount;
  const materials = sheet.addRow(['', text.schedule.materials]);
  materials.font = { bold: true };
  amountCell(sheet, materials.number).value =
    schedule.rows.length === 0 ? 0 : formula(`SUM(F${first}:F${last})`, schedule.materials);
  const labour = sheet.addRow(['', text.schedule.labour]);
  amountCell(sheet, labour.number).value = bills.measured
    ? schedule.labour
    : bills.labourCells.length === 0
      ? 0
      : formula(bills.labourCells.map((cell) => `${bills.billsRef}!${cell}`).join('+'), schedule.labour);
  const rounding = sheet.addRow(['', text.schedule.rounding]);
  // In the measured form the bills' items hold the labour too, so it is taken off with the materials.
  const lessLabour = bills.measured ? `-F${labour.number}` : '';
  amountCell(sheet, rounding.number).value =
    bills.itemRanges.length === 0
      ? 0
      : formula(
          `SUM(${bills.itemRanges.map((range) => `${bills.billsRef}!${range}`).join(',')})-F${materials.number}${lessLabour}`,
          schedule.rounding,
        );
  const total = sheet.addRow(['', text.schedule.total]);
  total.font = { bold: true };
  amountCell(sheet, total.number).value = formula(
    `F${materials.number}+F${labour.number}+F${rounding.number}`,
    schedule.total,
  );
  addGrandTotalRows(sheet, revision, lang, total.number);
}

/** The decimals a printed rate carries: 2 (cents) to 6. */
function decimalsOf(value: number): number {
  for (let decimals = 2; decimals < 6; decimals += 1) {
    const scale = 10 ** decimals;
    if (Math.round(value * scale) / scale === value) return decimals;
  }
  return 6;
}

/**
 * The rate analysis: per work item its materials (their shares of the bill lines, as values: a
 * share of a line's amount is allotted, not recomputed), their sum, its labour, its total and the
 * all-in rate = total ÷ quantity as formulas.
 */
function addAnalysisSheet(workbook: ExcelJS.Workbook, revision: BoqRevision, lang: Language): void {
  const text = BILL_TEXT[lang];
  const sheet = workbook.addWorksheet(text.sheetNames.analysis, A4);
  sheet.columns = BILL_COLUMNS;
  sheet.addRow([text.analysis.title]).font = { bold: true, size: 13 };
  sheet.addRow([...text.columns]).font = { bold: true };
  const describe = (item: { description: string; descriptionSw?: string }) =>
    lang === 'sw' && item.descriptionSw ? item.descriptionSw : item.description;
  for (const bill of layoutBills(revision, lang)) {
    let counter = 0;
    for (const { sheet: trade, name, items: billed } of bill.trades) {
      const items = trade.workItems ?? [];
      if (items.length === 0) continue;
      sheet.addRow(['', name]).font = { italic: true, bold: true };
      for (const [index, item] of items.entries()) {
        const head = sheet.addRow([
          analysisReference(bill, billed[index]?.letter, ++counter),
          describe(item),
          printedUnit(item.unit, lang),
          item.quantity,
        ]);
        head.font = { bold: true };
        head.getCell(4).numFmt = QUANTITY;
        const first = sheet.rowCount + 1;
        for (const material of item.materials) {
          const row = sheet.addRow([
            '',
            describe(material),
            printedUnit(material.unit, lang),
            material.quantity,
            material.rate,
          ]);
          row.getCell(4).numFmt = QUANTITY;
          row.getCell(5).numFmt = MONEY;
          amountCell(sheet, row.number).value = material.amount;
        }
        const last = sheet.rowCount;
        const materials = sheet.addRow(['', text.analysis.materials]);
        amountCell(sheet, materials.number).value = formula(`SUM(F${first}:F${last})`, item.materialsAmount);
        const labour = sheet.addRow(['', `${text.analysis.labour} (${trade.labourPercent} %)`]);
        amountCell(sheet, labour.number).value = item.labour;
        const total = sheet.addRow(['', text.analysis.total]);
        total.font = { bold: true };
        amountCell(sheet, total.number).value = formula(
          `F${materials.number}+F${labour.number}`,
          item.amount,
        );
        const rateRow = sheet.addRow(['', text.analysis.rate, printedUnit(item.unit, lang)]);
        rateRow.font = { bold: true };
        const rateCell = rateRow.getCell(5);
        rateCell.numFmt = QUANTITY;
        // The rate the PDF prints (`printedAllInRate`): to the cent where quantity × rate then gives the
        // total, else with the decimals it needs (docs/takeoff.md, "The measured bill is the bill").
        const printed = printedAllInRate(item.amount, item.quantity);
        rateCell.value = formula(`ROUND(F${total.number}/D${head.number},${decimalsOf(printed)})`, printed);
      }
    }
  }
}
