import ExcelJS from 'exceljs';
import type { BoqRevision } from '@kadirio/domain';
import { layoutBills, revisionHeading } from './bill-layout';

const MONEY = '#,##0';
const QUANTITY = '#,##0.00';

type Cell = ExcelJS.Cell;
/** A formula with its result cached, so viewers that do not recalculate still show the numbers. */
const formula = (expression: string, result: number) => ({ formula: expression, result });

/** Column letters of the bill: A item, B description, C unit, D quantity, E rate, F amount. */
function amountCell(sheet: ExcelJS.Worksheet, rowNumber: number): Cell {
  const cell = sheet.getCell(`F${rowNumber}`);
  cell.numFmt = MONEY;
  return cell;
}

/**
 * The revision's issue time as the file's created and modified dates (exceljs would write the
 * time of the download), so a revision downloads as the same bytes every time.
 */
function stampWithIssue(workbook: ExcelJS.Workbook, revision: BoqRevision): void {
  workbook.creator = 'Kadirio';
  workbook.lastModifiedBy = 'Kadirio';
  workbook.created = new Date(revision.issuedAt);
  workbook.modified = new Date(revision.issuedAt);
}

/**
 * The issued BOQ as a workbook a surveyor can keep editing: every amount, subtotal, labour,
 * collection and summary figure is a formula over the cells above it (with the frozen value
 * cached), so changing a quantity or rate in Excel re-totals the bill.
 */
export async function buildBoqWorkbook(revision: BoqRevision): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  stampWithIssue(workbook, revision);
  const sheet = workbook.addWorksheet('Bill of Quantities', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [
    { key: 'item', width: 7 },
    { key: 'description', width: 52 },
    { key: 'unit', width: 8 },
    { key: 'quantity', width: 12 },
    { key: 'rate', width: 14 },
    { key: 'amount', width: 16 },
  ];

  sheet.addRow(['BILL OF QUANTITIES']).font = { bold: true, size: 14 };
  for (const line of revisionHeading(revision)) sheet.addRow([line]);
  sheet.addRow([]);

  const billTotalCells: { title: string; number: number; cell: string; total: number }[] = [];
  const labourCells: string[] = [];
  for (const bill of layoutBills(revision)) {
    sheet.addRow([`BILL No. ${bill.number}: ${bill.title.toUpperCase()}`]).font = { bold: true };
    const header = sheet.addRow(['Item', 'Description', 'Unit', 'Qty', 'Rate', 'Amount']);
    header.font = { bold: true };
    const tradeTotalCells: { name: string; cell: string; total: number }[] = [];
    for (const { sheet: trade, items } of bill.trades) {
      sheet.addRow(['', trade.nameEn]).font = { italic: true, bold: true };
      const first = sheet.rowCount + 1;
      for (const { letter, line } of items) {
        const row = sheet.addRow([letter, line.description, line.unit, line.quantity, line.rate]);
        row.getCell(4).numFmt = QUANTITY;
        row.getCell(5).numFmt = MONEY;
        amountCell(sheet, row.number).value = formula(`ROUND(D${row.number}*E${row.number},0)`, line.amount);
      }
      const last = sheet.rowCount;
      const subtotalRow = sheet.addRow(['', `Subtotal ${trade.nameEn}`]);
      amountCell(sheet, subtotalRow.number).value =
        items.length === 0 ? 0 : formula(`SUM(F${first}:F${last})`, trade.subtotal);
      const labourRow = sheet.addRow(['', `Labour ${trade.labourPercent} %`, '%', trade.labourPercent]);
      amountCell(sheet, labourRow.number).value = formula(
        `ROUND(F${subtotalRow.number}*D${labourRow.number}/100,0)`,
        trade.labour,
      );
      labourCells.push(`F${labourRow.number}`);
      const totalRow = sheet.addRow(['', `Total ${trade.nameEn}`]);
      totalRow.font = { bold: true };
      amountCell(sheet, totalRow.number).value = formula(
        `F${subtotalRow.number}+F${labourRow.number}`,
        trade.total,
      );
      tradeTotalCells.push({ name: trade.nameEn, cell: `F${totalRow.number}`, total: trade.total });
    }

    sheet.addRow([]);
    sheet.addRow([`COLLECTION: BILL No. ${bill.number}`]).font = { bold: true };
    const collected: string[] = [];
    for (const trade of tradeTotalCells) {
      const row = sheet.addRow(['', trade.name]);
      amountCell(sheet, row.number).value = formula(trade.cell, trade.total);
      collected.push(`F${row.number}`);
    }
    const carried = sheet.addRow(['', `Total of Bill No. ${bill.number} carried to grand summary`]);
    carried.font = { bold: true };
    amountCell(sheet, carried.number).value = formula(collected.join('+') || '0', bill.total);
    billTotalCells.push({
      title: bill.title,
      number: bill.number,
      cell: `F${carried.number}`,
      total: bill.total,
    });
    sheet.addRow([]);
  }

  const { summary } = revision;
  sheet.addRow(['GRAND SUMMARY']).font = { bold: true, size: 13 };
  const billRows: number[] = [];
  for (const bill of billTotalCells) {
    const row = sheet.addRow([String(bill.number), `Bill No. ${bill.number}: ${bill.title}`]);
    amountCell(sheet, row.number).value = formula(bill.cell, bill.total);
    billRows.push(row.number);
  }
  const labour = sheet.addRow(['', 'of which labour (included in the bills above)']);
  amountCell(sheet, labour.number).value = formula(
    labourCells.join('+') || '0',
    summary.trades.reduce((sum, trade) => sum + trade.labour, 0),
  );
  labour.font = { italic: true };
  const subtotal = sheet.addRow(['', 'Subtotal']);
  subtotal.font = { bold: true };
  amountCell(sheet, subtotal.number).value = formula(
    `SUM(F${billRows[0]}:F${billRows[billRows.length - 1]})`,
    summary.subtotal,
  );
  const contingency = sheet.addRow(['', 'Contingency', '%', summary.contingencyPercent]);
  amountCell(sheet, contingency.number).value = formula(
    `ROUND(F${subtotal.number}*D${contingency.number}/100,0)`,
    summary.contingency,
  );
  // Rates that include VAT (shop prices, design takeoff.md §4.1): the VAT inside is shown, not added.
  // A revision issued before take-off revision 2 has no flag: its VAT was added.
  const included = summary.ratesIncludeVat === true;
  const vat = sheet.addRow(['', included ? 'VAT included in the rates' : 'VAT', '%', summary.vatPercent]);
  amountCell(sheet, vat.number).value = included
    ? formula(
        `ROUND((F${subtotal.number}+F${contingency.number})*D${vat.number}/(100+D${vat.number}),0)`,
        summary.vatIncluded ?? 0,
      )
    : formula(`ROUND((F${subtotal.number}+F${contingency.number})*D${vat.number}/100,0)`, summary.vat);
  const grand = sheet.addRow(['', 'GRAND TOTAL']);
  grand.font = { bold: true };
  amountCell(sheet, grand.number).value = formula(
    included
      ? `F${subtotal.number}+F${contingency.number}`
      : `F${subtotal.number}+F${contingency.number}+F${vat.number}`,
    summary.grandTotal,
  );
  if (summary.plinthArea !== null && summary.costPerSquareMetre !== null) {
    const perArea = sheet.addRow(['', 'Cost per m² of plinth area', 'm²', summary.plinthArea]);
    amountCell(sheet, perArea.number).value = formula(
      `ROUND(F${grand.number}/D${perArea.number},0)`,
      summary.costPerSquareMetre,
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The shopping list of a revision: materials added up and rounded up to what can be bought. */
export async function buildShoppingListWorkbook(revision: BoqRevision): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  stampWithIssue(workbook, revision);
  const sheet = workbook.addWorksheet('Shopping list');
  sheet.columns = [
    { key: 'material', width: 46 },
    { key: 'unit', width: 8 },
    { key: 'quantity', width: 12 },
    { key: 'buy', width: 10 },
    { key: 'rate', width: 14 },
    { key: 'amount', width: 16 },
  ];
  sheet.addRow(['SHOPPING LIST']).font = { bold: true, size: 14 };
  for (const line of revisionHeading(revision)) sheet.addRow([line]);
  sheet.addRow([]);
  sheet.addRow(['Material', 'Unit', 'Needed', 'Buy', 'Rate', 'Amount']).font = { bold: true };
  const first = sheet.rowCount + 1;
  for (const item of revision.shoppingList.items) {
    const row = sheet.addRow([item.description, item.unit, item.quantity, item.purchaseQuantity, item.rate]);
    row.getCell(3).numFmt = QUANTITY;
    row.getCell(5).numFmt = MONEY;
    amountCell(sheet, row.number).value = formula(`ROUND(D${row.number}*E${row.number},0)`, item.amount);
  }
  const last = sheet.rowCount;
  const total = sheet.addRow(['TOTAL']);
  total.font = { bold: true };
  amountCell(sheet, total.number).value =
    revision.shoppingList.items.length === 0
      ? 0
      : formula(`SUM(F${first}:F${last})`, revision.shoppingList.total);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
