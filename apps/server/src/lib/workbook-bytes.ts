import type ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * The workbook as .xlsx bytes that depend only on its content and `at`.
 *
 * exceljs dates the workbook from `created`/`modified`, but the zip it writes stamps every entry
 * with the clock at the moment of writing (two-second resolution), so two downloads of the same
 * frozen revision differed whenever they fell either side of a tick. Re-packing the entries with
 * `at` as their date, in the same order, makes the bytes repeat.
 */
export async function workbookBytes(workbook: ExcelJS.Workbook, at: Date): Promise<Buffer> {
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const repacked = new JSZip();
  for (const entry of Object.values(written.files)) {
    if (entry.dir) continue;
    repacked.file(entry.name, await entry.async('uint8array'), { date: at, createFolders: false });
  }
  return repacked.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
