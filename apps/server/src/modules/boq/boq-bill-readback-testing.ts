import ExcelJS from 'exceljs';
import { BILL_TEXT } from '@kadirio/domain';
import { getDocumentProxy } from '../../testing/unpdf';

/** Reading an issued bill back as a reader would: the PDF's text by column, the workbook's cells. */

/** Left edges of the bill's columns (boq-pdf.ts): item, description, unit, quantity, rate, amount. */
const COLUMN_LEFT = [40, 70, 285, 325, 390, 465];

export type PrintedRow = (string | undefined)[];

/** Page and bill numbers a test bill can reach. */
export const NUMBERS = Array.from({ length: 200 }, (_, index) => index + 1);

/** Each page's rows, top to bottom, as the six columns of the bill (text items sorted into them by x). */
export async function readPages(body: Buffer): Promise<PrintedRow[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const pages: PrintedRow[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, PrintedRow>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [x, y] = [item.transform[4] as number, Math.round(item.transform[5] as number)];
      const column = COLUMN_LEFT.findLastIndex((left) => x >= left - 1);
      const row = rows.get(y) ?? [];
      row[column] = row[column] === undefined ? item.str : `${row[column]} ${item.str}`;
      rows.set(y, row);
    }
    pages.push([...rows.entries()].sort(([above], [below]) => below - above).map(([, row]) => row));
  }
  return pages;
}

export const number = (printed: string | undefined): number => {
  if (printed === undefined) throw new Error('no figure printed');
  return Number(printed.replaceAll(',', ''));
};

/** A cell's figure: its own number, or the cached result of its formula (exceljs drops a cached 0). */
export function valueOf(cell: ExcelJS.Cell): number {
  const value = cell.value as number | { result?: number } | null;
  if (typeof value === 'number') return value;
  return value?.result ?? 0;
}

/** A workbook's rows, sheet after sheet (a bill: cover, bills, grand summary); cells of the first. */
export interface WorkbookRows {
  eachRow(visit: (row: ExcelJS.Row) => void): void;
  /** The rows of the bills alone (not the schedule of materials or the rate analysis after them). */
  eachBillRow(visit: (row: ExcelJS.Row) => void): void;
  getCell(address: string): ExcelJS.Cell;
}
export async function readXlsx(body: Buffer): Promise<WorkbookRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const [first] = workbook.worksheets;
  if (!first) throw new Error('no worksheet');
  return {
    eachRow: (visit) => workbook.eachSheet((sheet) => sheet.eachRow(visit)),
    eachBillRow: (visit) => workbook.getWorksheet(BILL_TEXT.en.sheetNames.bills)?.eachRow(visit),
    getCell: (address) => first.getCell(address),
  };
}

/** The amount column (F) of the row whose description (B, or A) starts with `label`. */
export function amountOf(
  sheet: WorkbookRows,
  label: string,
): { formula?: string; result?: unknown } | number {
  let found: { formula?: string; result?: unknown } | number | undefined;
  sheet.eachRow((row) => {
    const text = `${row.getCell(2).text || row.getCell(1).text}`;
    if (found === undefined && text.startsWith(label)) {
      found = row.getCell(6).value as { formula?: string; result?: unknown } | number;
    }
  });
  if (found === undefined) throw new Error(`no row ${label}`);
  return found;
}
