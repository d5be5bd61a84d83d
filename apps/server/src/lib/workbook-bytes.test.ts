import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workbookBytes } from './workbook-bytes';

function smallWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date('2026-03-01T08:00:00Z');
  workbook.modified = new Date('2026-03-01T08:00:00Z');
  workbook.addWorksheet('Bill').addRow(['Cement 50 kg', 'bag', 12, 18_500]);
  return workbook;
}

describe('workbookBytes', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the same bytes however far apart in time it is written', async () => {
    const at = new Date('2026-03-01T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const first = await workbookBytes(smallWorkbook(), at);
    vi.setSystemTime(new Date('2026-11-24T10:00:07Z')); // past several of the zip clock's 2 s ticks
    const second = await workbookBytes(smallWorkbook(), at);
    expect(second.equals(first)).toBe(true);
  });

  it('keeps every entry of the workbook, in order, dated `at`', async () => {
    const at = new Date('2026-03-01T08:00:00Z');
    const plain = await JSZip.loadAsync(await smallWorkbook().xlsx.writeBuffer());
    const fixed = await JSZip.loadAsync(await workbookBytes(smallWorkbook(), at));
    const files = (zip: JSZip) => Object.values(zip.files).filter((entry) => !entry.dir);
    expect(files(fixed).map((entry) => entry.name)).toEqual(files(plain).map((entry) => entry.name));
    for (const entry of files(fixed)) {
      expect(entry.date.getTime()).toBe(at.getTime());
      expect(await entry.async('string')).toBe(await plain.file(entry.name)!.async('string'));
    }
  });

  it('is a workbook exceljs reads back', async () => {
    const read = new ExcelJS.Workbook();
    const bytes = await workbookBytes(smallWorkbook(), new Date('2026-03-01T08:00:00Z'));
    await read.xlsx.load(bytes as unknown as ArrayBuffer); // exceljs's types predate Node's generic Buffer
    expect(read.getWorksheet('Bill')!.getRow(1).getCell(4).value).toBe(18_500);
  });
});
