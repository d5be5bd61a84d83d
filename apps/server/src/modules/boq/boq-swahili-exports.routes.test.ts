import ExcelJS from 'exceljs';
import { englishUnitWordsIn, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPages } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * What a Swahili reader downloads (the bill as PDF and .xlsx, the shopping list as .xlsx) names
 * no unit in English: "mfuko", "mwezi", "safari", never "bag", "month", "trip" (docs/glossary.md,
 * "Swahili words"). The screens' strings and the unit map are checked in the web's
 * src/lib/swahili-units.test.ts. The house model's bill has cement by the bag, sand by the trip
 * and the watchman by the month, so each of those units is printed.
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kibaha' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 12, width: 9 });
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(response.statusCode).toBe(201);
  issued = response.json<BoqRevision>();
});

/** Every cell of every sheet of a workbook, as text. */
async function workbookText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => {
    cells.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  });
  return cells.join('\n');
}

async function download(path: string): Promise<Buffer> {
  const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1${path}?lang=sw`, owner);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('the Swahili exports name units in Swahili', () => {
  it('bills by the bag, the trip and the month, so that each unit is put to the test', () => {
    const units = new Set(issued.shoppingList.items.map((item) => item.unit));
    for (const unit of ['bag', 'trip', 'month', 'pcs']) expect(units).toContain(unit);
  });

  it('in the shopping list (.xlsx)', async () => {
    const text = await workbookText(await download('/shopping-list.xlsx'));
    expect(englishUnitWordsIn(text)).toEqual([]);
    for (const word of ['mfuko', 'safari', 'mwezi', 'kipande'])
      expect(text).toMatch(new RegExp(`\\b${word}\\b`));
  });

  it('in the bill (.xlsx)', async () => {
    const text = await workbookText(await download('.xlsx'));
    expect(englishUnitWordsIn(text)).toEqual([]);
    expect(text).toMatch(/\bmwezi\b/);
  });

  it('in the bill (PDF)', async () => {
    const pages = await readPages(await download('.pdf'));
    const text = pages
      .flat()
      .map((row) => row.filter(Boolean).join(' '))
      .join('\n');
    expect(englishUnitWordsIn(text)).toEqual([]);
    expect(text).toMatch(/\bmwezi\b/);
  });
});
