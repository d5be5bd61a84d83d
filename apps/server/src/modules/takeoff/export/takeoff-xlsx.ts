import ExcelJS from 'exceljs';
import { TAKEOFF_SHEET_TEXT } from '@kadirio/domain';
import { workbookBytes } from '../../../lib/workbook-bytes';
import { takeoffCells, takeoffHeading, type TakeoffSheetInput } from './takeoff-layout';

/**
 * The take-off sheet as a workbook: one row per measurement, quantities as numbers (2 decimals
 * shown, the full value kept), dated with the moment it stands for so a revision's file is the
 * same bytes every time.
 */
export async function buildTakeoffWorkbook(input: TakeoffSheetInput): Promise<Buffer> {
  const text = TAKEOFF_SHEET_TEXT[input.lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kadirio';
  workbook.lastModifiedBy = 'Kadirio';
  workbook.created = new Date(input.at);
  workbook.modified = new Date(input.at);
  const sheet = workbook.addWorksheet(text.sheetName, {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [6, 40, 12, 12, 8, 16, 8, 10, 22, 12].map((width) => ({ width }));
  sheet.addRow([text.title]).font = { bold: true, size: 14 };
  for (const line of takeoffHeading(input)) sheet.addRow([line]);
  sheet.addRow([]);
  const cells = takeoffCells(input);
  if (cells.length === 0) {
    sheet.addRow([text.none]);
  } else {
    sheet.addRow([...text.columns]).font = { bold: true };
    for (const cell of cells) {
      const added = sheet.addRow([
        cell.number,
        cell.kind === text.kinds.count ? `${cell.name} — ${cell.quantityText}` : cell.name,
        cell.kind,
        cell.quantity,
        cell.unit,
        cell.drawing,
        cell.page,
        cell.scale,
        cell.by,
        cell.when,
      ]);
      added.getCell(4).numFmt = cell.kind === text.kinds.count ? '0' : '#,##0.00';
    }
  }
  return workbookBytes(workbook, new Date(input.at));
}
