import type { BoqIssuePreview, BoqResponse, BoqRevision, BoqSheet } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * One rate per material in one bill (docs/takeoff.md, "Revision 2 — pricing"): completing a sheet
 * fixes its quantities, not its rates; the bill takes the rates of its issue for every sheet, and
 * until then the live BOQ and the preview say which completed lines moved.
 */
const { testApp, client, boqStaff, pricetag } = useBoqTestApp();
let mapId: string;
let oldRate: number;
let newRate: number;
let material: string;

const ratesOfMaterial = (sheets: readonly BoqSheet[]) =>
  new Set(
    sheets.flatMap((sheet) =>
      sheet.lines.filter((line) => line.material === material && line.quantity > 0).map((line) => line.rate),
    ),
  );

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, boqStaff, 'successful', { title: 'Nyumba ya Kigamboni' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 12, width: 9.2 });
  // The strip sheet is completed at today's cement rate …
  const strip = await client.sheet(mapId, 'strip', boqStaff);
  const completed = await client.call('POST', `/api/maps/${mapId}/boq/strip/complete`, boqStaff, {
    version: strip.version,
  });
  expect(completed.statusCode).toBe(200);
  // … then cement goes up before the other sheets are completed.
  const cement = await client.item('STR-CEMENT');
  material = cement.material;
  oldRate = cement.rate;
  newRate = cement.rate + 2_775;
  const changed = await client.call('PUT', `/api/catalogue/${cement._id}`, pricetag, { rate: newRate });
  expect(changed.statusCode).toBe(200);
  await client.completeAll(mapId, boqStaff);
});

describe('a material rate changed between completing two sheets', () => {
  it('prices the live BOQ at today’s rate everywhere and names the completed lines that moved', async () => {
    const boq = await client.call('GET', `/api/maps/${mapId}/boq`, boqStaff);
    expect(boq.statusCode).toBe(200);
    const body = boq.json<BoqResponse>();
    expect(body.readyToIssue).toBe(true);
    expect(ratesOfMaterial(body.sheets)).toEqual(new Set([newRate]));

    const stripCement = body.sheets
      .find((sheet) => sheet.trade === 'strip')
      ?.lines.find((line) => line.code === 'STR-CEMENT');
    if (!stripCement) throw new Error('the strip sheet bills no cement');
    expect(body.ratesMovedSinceCompleted).toEqual([
      {
        trade: 'strip',
        nameEn: 'Strip foundation',
        nameSw: expect.any(String),
        lines: [
          expect.objectContaining({
            code: 'STR-CEMENT',
            quantity: stripCement.quantity,
            completedRate: oldRate,
            rate: newRate,
            difference: stripCement.amount - Math.round(stripCement.quantity * oldRate),
          }),
        ],
      },
    ]);
    // Sheets completed after the change moved nothing.
    expect(body.sheets.find((sheet) => sheet.trade === 'walling')?.ratesMovedSinceCompleted).toBeUndefined();
  });

  it('lists the moved lines in the issue preview, whose bill carries one rate for the material', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issue/preview`, boqStaff);
    expect(response.statusCode).toBe(200);
    const preview = response.json<BoqIssuePreview>();
    expect(preview.ratesMovedSinceCompleted.map((sheet) => sheet.trade)).toEqual(['strip']);
    expect(ratesOfMaterial(preview.revision.sheets)).toEqual(new Set([newRate]));
  });

  it('issues a bill with one rate for the material — the rate at issue — in every sheet and the shopping list', async () => {
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
    expect(response.statusCode).toBe(201);
    const revision = response.json<BoqRevision>();
    const billing = revision.sheets.filter((sheet) =>
      sheet.lines.some((line) => line.material === material && line.quantity > 0),
    );
    expect(billing.length).toBeGreaterThan(2);
    expect(ratesOfMaterial(revision.sheets)).toEqual(new Set([newRate]));
    expect(revision.shoppingList.items.find((item) => item.material === material)?.rate).toBe(newRate);
    // What moved is news for the issuer, not part of the bill.
    expect(revision.sheets.some((sheet) => 'ratesMovedSinceCompleted' in sheet)).toBe(false);
  });
});
