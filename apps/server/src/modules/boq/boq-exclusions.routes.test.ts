import { BILL_TEXT, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPages, readXlsx } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Exclusions printed: a trade marked not applicable appears in its bill with the surveyor's
 * reason, "Excluded: …" in English and "Haijajumuishwa: …" in Swahili, in the PDF and the .xlsx
 * (docs/product.md §4), instead of vanishing.
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
let mapId: string;
const PADS = 'Load-bearing walls, no columns';
const EXTERNAL = 'No site plan yet';

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Tegeta' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  for (const [trade, reason] of [
    ['pad', PADS],
    ['externalWorks', EXTERNAL],
  ] as const) {
    const sheet = await client.sheet(mapId, trade, boqStaff);
    const marked = await client.call('POST', `/api/maps/${mapId}/boq/${trade}/not-applicable`, boqStaff, {
      version: sheet.version,
      reason,
    });
    expect(marked.statusCode).toBe(200);
  }
  await client.completeAll(mapId, boqStaff);
  const issued = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(issued.statusCode).toBe(201);
  const revision = issued.json<BoqRevision>();
  expect(revision.sheets.find((sheet) => sheet.trade === 'pad')?.notApplicableReason).toBe(PADS);
});

const pdfLines = async (lang: 'en' | 'sw') => {
  const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf?lang=${lang}`, owner);
  expect(response.statusCode).toBe(200);
  return (await readPages(response.rawPayload)).flat().map((row) => row.filter(Boolean).join(' '));
};

describe('a trade marked not applicable in the issued bill', () => {
  it('prints its name and "Excluded: <reason>" in its bill of the English PDF', async () => {
    const lines = await pdfLines('en');
    const pads = lines.indexOf('Pad foundations and column stubs');
    expect(pads).toBeGreaterThan(-1);
    expect(lines[pads + 1]).toBe(`Excluded: ${PADS}`);
    const external = lines.findIndex((line) => line.startsWith('Excluded: No site plan'));
    expect(lines[external]).toBe(`Excluded: ${EXTERNAL}`);
    // External works bills nothing else, and still has its bill with the exclusion.
    expect(
      lines
        .slice(0, external)
        .reverse()
        .find((line) => line.startsWith('BILL No.')),
    ).toMatch(/External works/i);
  });

  it('prints "Haijajumuishwa: <reason>" in the Swahili PDF', async () => {
    const lines = await pdfLines('sw');
    expect(lines).toContain(BILL_TEXT.sw.excluded(PADS));
    expect(lines).toContain(`Haijajumuishwa: ${EXTERNAL}`);
  });

  it('writes the exclusion in the bills of the .xlsx, in both languages', async () => {
    for (const lang of ['en', 'sw'] as const) {
      const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx?lang=${lang}`, owner);
      expect(response.statusCode).toBe(200);
      const workbook = await readXlsx(response.rawPayload);
      const descriptions: string[] = [];
      workbook.eachRow((row) => descriptions.push(row.getCell(2).text));
      expect(descriptions).toContain(BILL_TEXT[lang].excluded(PADS));
      expect(descriptions).toContain(BILL_TEXT[lang].excluded(EXTERNAL));
    }
  });
});
