import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from '../../testing/unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoqTestApp } from '../boq/boq-testing';
import { measurementsClient, straight } from './takeoff-testing';

/** The take-off sheet: the register of measurements as PDF and .xlsx, live and frozen with each revision. */
const { testApp, client, boqStaff, pricetag, owner, stranger } = useBoqTestApp();
const marks = measurementsClient(client);
let mapId: string;
let drawingId: string;

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

async function rowsOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  ({ mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff, {
    title: 'Nyumba ya Mikocheni',
  }));
  // 1224 pt (17 in) at 1:100 = 17 × 2.54 = 43.18 m.
  await marks.create(mapId, boqStaff, {
    drawingId,
    page: 1,
    name: 'External walls',
    group: 'Walls',
    geometry: straight(1224),
  });
  await marks.create(mapId, boqStaff, {
    drawingId,
    page: 1,
    name: 'Doors',
    geometry: {
      kind: 'count',
      markers: [
        { x: 1, y: 1, type: 'D1' },
        { x: 2, y: 1, type: 'D1' },
        { x: 3, y: 1, type: 'D2' },
      ],
    },
  });
});

describe('GET /api/maps/:id/takeoff-sheet.pdf|.xlsx', () => {
  it('prints the register in English and in Swahili', async () => {
    const english = await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.pdf`, pricetag);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(
      'attachment; filename="nyumba-ya-mikocheni-takeoff-en.pdf"',
    );
    const text = await pdfText(english.rawPayload);
    for (const words of [
      'TAKE-OFF SHEET',
      'External walls (Walls)',
      '43.18',
      'Length',
      'A-101',
      '1:100',
      '3 (D1 2, D2 1)',
    ])
      expect(text).toContain(words);

    const swahili = await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.pdf?lang=sw`, boqStaff);
    const maandishi = await pdfText(swahili.rawPayload);
    expect(maandishi).toContain('KARATASI YA VIPIMO');
    expect(maandishi).toContain('Urefu');
    expect(maandishi).toContain('Idadi');
  });

  it('writes the register as .xlsx with quantities as numbers', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.xlsx?lang=en`, boqStaff);
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    const walls = rows.find((row) => row[1] === 'External walls (Walls)');
    expect(walls?.[3]).toBeCloseTo(43.18, 10);
    expect(walls?.slice(4, 8)).toEqual(['m', 'A-101', 1, '1:100']);
  });

  it('refuses a bad language (400), strangers (401/403) and unknown plans (404)', async () => {
    expect(
      (await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.pdf?lang=fr`, boqStaff)).statusCode,
    ).toBe(400);
    expect((await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.pdf`, null)).statusCode).toBe(401);
    expect((await client.call('GET', `/api/maps/${mapId}/takeoff-sheet.xlsx`, owner)).statusCode).toBe(403);
    expect(
      (await client.call('GET', `/api/maps/00000000-0000-4000-8000-000000000000/takeoff-sheet.pdf`, boqStaff))
        .statusCode,
    ).toBe(404);
  });
});

describe('the take-off sheet of an issued revision', () => {
  it('is frozen at issue, downloadable by the owner with the revision, and never follows later edits', async () => {
    await client.completeAll(mapId, boqStaff);
    const issued = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().takeoff).toHaveLength(2);
    // A mark made after the issue is not on revision 1's sheet.
    await marks.create(mapId, boqStaff, { drawingId, page: 1, name: 'Late fence', geometry: straight(72) });

    const pdf = await client.call('GET', `/api/maps/${mapId}/boq/issues/1/takeoff.pdf?lang=sw`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('nyumba-ya-mikocheni-takeoff-rev1-sw.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Toleo 1');
    expect(text).toContain('External walls');
    expect(text).not.toContain('Late fence');

    const xlsx = await client.call('GET', `/api/maps/${mapId}/boq/issues/1/takeoff.xlsx`, owner);
    expect(xlsx.statusCode).toBe(200);
    expect((await rowsOf(xlsx.rawPayload)).some((row) => row[1] === 'Late fence')).toBe(false);
    // The file of a revision is the same bytes every time.
    const again = await client.call('GET', `/api/maps/${mapId}/boq/issues/1/takeoff.xlsx`, owner);
    expect(again.rawPayload.equals(xlsx.rawPayload)).toBe(true);

    expect(
      (await client.call('GET', `/api/maps/${mapId}/boq/issues/1/takeoff.pdf`, stranger)).statusCode,
    ).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/9/takeoff.pdf`, owner)).statusCode).toBe(
      404,
    );
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/x/takeoff.pdf`, owner)).statusCode).toBe(
      400,
    );
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1/takeoff.pdf`, null)).statusCode).toBe(
      401,
    );
  });
});
