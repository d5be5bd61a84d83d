import type ExcelJS from 'exceljs';
import type { BoqRevision } from '@kadirio/domain';

/** The cells every exported workbook of a revision writes the same way: the bill's and the shopping list's. */

export const MONEY = '#,##0';
export const QUANTITY = '#,##0.00';
/** An all-in rate with more than cents (`printedAllInRate`): up to six decimals, as printed. */
export const RATE = '#,##0.00####';

/** A formula with its result cached, so viewers that do not recalculate still show the numbers. */
export const formula = (expression: string, result: number) => ({ formula: expression, result });

/** Column letters of the bill: A item, B description, C unit, D quantity, E rate, F amount. */
export function amountCell(sheet: ExcelJS.Worksheet, rowNumber: number): ExcelJS.Cell {
  const cell = sheet.getCell(`F${rowNumber}`);
  cell.numFmt = MONEY;
  return cell;
}

/**
 * The revision's issue time as the file's created and modified dates (exceljs would write the
 * time of the download), so a revision downloads as the same bytes every time.
 */
export function stampWithIssue(workbook: ExcelJS.Workbook, revision: BoqRevision): void {
  workbook.creator = 'Kadirio';
  workbook.lastModifiedBy = 'Kadirio';
  workbook.created = new Date(revision.issuedAt);
  workbook.modified = new Date(revision.issuedAt);
}

/**
 * A priced row: its rate in E, its amount in F as D × E rounded to the shilling, a live formula
 * with the engine's amount cached. The caller formats its quantity, which sits in C or D.
 */
export function addPricedRow(
  sheet: ExcelJS.Worksheet,
  cells: ExcelJS.CellValue[],
  amount: number,
): ExcelJS.Row {
  const row = sheet.addRow(cells);
  row.getCell(5).numFmt = MONEY;
  amountCell(sheet, row.number).value = formula(`ROUND(D${row.number}*E${row.number},0)`, amount);
  return row;
}
