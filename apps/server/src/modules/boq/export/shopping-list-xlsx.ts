import ExcelJS from 'exceljs';
import { BILL_TEXT, materialSchedule, printedUnit, type BoqRevision, type Language } from '@kadirio/domain';
import { workbookBytes } from '../../../lib/workbook-bytes';
import { revisionHeading } from './bill-layout';
import { addGrandTotalRows } from './grand-total-rows';
import { addPricedRow, amountCell, formula, QUANTITY, stampWithIssue } from './workbook-cells';

/**
 * The shopping list of a revision in `lang`: materials added up and rounded up to what can be
 * bought, each amount and the total as formulas.
 */
export async function buildShoppingListWorkbook(
  revision: BoqRevision,
  lang: Language = 'en',
): Promise<Buffer> {
  const text = BILL_TEXT[lang].shoppingList;
  const workbook = new ExcelJS.Workbook();
  stampWithIssue(workbook, revision);
  const sheet = workbook.addWorksheet(text.sheetName);
  sheet.columns = [
    { key: 'material', width: 46 },
    { key: 'unit', width: 8 },
    { key: 'quantity', width: 12 },
    { key: 'buy', width: 10 },
    { key: 'rate', width: 14 },
    { key: 'amount', width: 16 },
  ];
  sheet.addRow([text.title]).font = { bold: true, size: 14 };
  for (const line of revisionHeading(revision, lang)) sheet.addRow([line]);
  sheet.addRow([]);
  sheet.addRow([...text.columns]).font = { bold: true };
  const first = sheet.rowCount + 1;
  for (const item of revision.shoppingList.items) {
    const description = lang === 'sw' && item.descriptionSw ? item.descriptionSw : item.description;
    const row = addPricedRow(
      sheet,
      [description, printedUnit(item.unit, lang), item.quantity, item.purchaseQuantity, item.rate],
      item.amount,
    );
    row.getCell(3).numFmt = QUANTITY;
  }
  const last = sheet.rowCount;
  const total = sheet.addRow([text.total]);
  total.font = { bold: true };
  amountCell(sheet, total.number).value =
    revision.shoppingList.items.length === 0
      ? 0
      : formula(`SUM(F${first}:F${last})`, revision.shoppingList.total);
  // From what is bought to the bill's grand total: less what whole units buy beyond the bills'
  // quantities, plus the labour and the rounding of the bills (the schedule of materials' sums),
  // then the contingency and VAT of the grand summary.
  const schedule = materialSchedule(revision.sheets);
  const bill = BILL_TEXT[lang];
  const steps: [string, number][] = [
    [text.surplus, schedule.materials - revision.shoppingList.total],
    [bill.schedule.labour, schedule.labour],
  ];
  if (schedule.rounding !== 0) steps.push([bill.schedule.rounding, schedule.rounding]);
  for (const [label, amount] of steps) amountCell(sheet, sheet.addRow([label]).number).value = amount;
  const subtotal = sheet.addRow([bill.schedule.total]);
  subtotal.font = { bold: true };
  amountCell(sheet, subtotal.number).value = formula(
    `SUM(F${total.number}:F${subtotal.number - 1})`,
    schedule.total,
  );
  addGrandTotalRows(sheet, revision, lang, subtotal.number, 1);
  return workbookBytes(workbook, new Date(revision.issuedAt));
}
