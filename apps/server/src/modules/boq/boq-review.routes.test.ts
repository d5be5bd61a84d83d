import type { BoqReview, Measurement, ReviewInput, SheetReviewState } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { measurementsClient, straight } from '../takeoff/takeoff-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * The review screen's read and the per-sheet review mark (docs/product.md §4, "One review
 * screen"): every sheet's inputs, where each came from, and what the marks give for it now.
 */
const { testApp, client, boqStaff, pricetag, admin, owner } = useBoqTestApp();
const marks = measurementsClient(client);

let mapId: string;
let walls: Measurement;

const review = async (map = mapId) => {
  const response = await client.call('GET', `/api/maps/${map}/boq/review`, boqStaff);
  expect(response.statusCode).toBe(200);
  return response.json<BoqReview>();
};
const inputOf = (answer: BoqReview, trade: string, field: string): ReviewInput | undefined =>
  answer.sheets.find((sheet) => sheet.trade === trade)?.inputs.find((input) => input.field === field);
const markReviewed = (trade: string, reviewed: boolean, map = mapId) =>
  client.call('PUT', `/api/maps/${map}/boq/${trade}/reviewed`, boqStaff, { reviewed });

beforeAll(async () => {
  let drawingId: string;
  ({ mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff, { title: 'Reviewed' }));
  // 720 pt at 1:100 = 25.4 m; 360 pt = 12.7 m.
  walls = await marks.create(mapId, boqStaff, {
    drawingId,
    page: 1,
    name: 'External walls',
    key: 'ExtWalls',
    geometry: straight(720),
  });
  await marks.create(mapId, boqStaff, {
    drawingId,
    page: 1,
    name: 'Internal walls',
    key: 'IntWalls',
    geometry: straight(360),
  });
  // A 10 × 8 m house: P = 36 m, so 9 columns (one per 4 m); 2 + 1 + 2 = 5 doors, so 3 lintels;
  // 4 windows × 1.8 + 1 bathroom × 0.8 = 8 m of sills.
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
  await marks.bind(mapId, 'walling', boqStaff, {
    length: { measurementId: walls._id },
    ringLength: { expression: 'ExtWalls + IntWalls' },
  });
  const walling = await client.sheet(mapId, 'walling', boqStaff);
  const typed = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
    version: walling.version,
    inputs: { ...walling.inputs, height: 2.9 },
  });
  expect(typed.statusCode).toBe(200);
});

describe('GET /api/maps/:id/boq/review', () => {
  it("lists every sheet's inputs with their source, the marks' figure and what the drawing does not hold", async () => {
    const answer = await review();
    expect(answer.mapId).toBe(mapId);
    expect(answer.sheets).toHaveLength(30);
    expect(answer.sheets[0]?.trade).toBe('pre');
    expect(inputOf(answer, 'walling', 'length')).toMatchObject({
      value: 25.4,
      source: 'mark',
      marks: [expect.objectContaining({ measurementId: walls._id, name: 'External walls', page: 1 })],
      modelValue: 25.4,
      difference: 0,
    });
    // 25.4 + 12.7 = 38.1 m.
    expect(inputOf(answer, 'walling', 'ringLength')).toMatchObject({
      value: 38.1,
      source: 'namedQuantity',
      expression: 'ExtWalls + IntWalls',
      modelValue: 38.1,
      difference: 0,
    });
    expect(inputOf(answer, 'walling', 'height')).toMatchObject({ value: 2.9, source: 'typed' });
    expect(inputOf(answer, 'walling', 'columns')).toMatchObject({
      value: 9,
      source: 'proposal',
      notOnDrawing: true,
    });
    expect(inputOf(answer, 'walling', 'lintels')).toMatchObject({ value: 3, notOnDrawing: true });
    expect(inputOf(answer, 'walling', 'sillLength')).toMatchObject({ value: 8, notOnDrawing: true });
    expect(inputOf(answer, 'walling', 'ringDepth')).toMatchObject({ value: 0.2, source: 'default' });
    expect(inputOf(answer, 'blinding', 'area')?.source).toBe('proposal');
    const walling = answer.sheets.find((sheet) => sheet.trade === 'walling');
    expect(walling).toMatchObject({
      status: 'draft',
      hasQuantities: true,
      reviewed: false,
      reviewedBy: null,
    });
    expect(walling?.total).toBeGreaterThan(0);
  });

  it('shows how far a completed sheet is from marks that moved since', async () => {
    expect((await markReviewed('walling', true)).statusCode).toBe(200);
    const walling = await client.sheet(mapId, 'walling', boqStaff);
    const completed = await client.call('POST', `/api/maps/${mapId}/boq/walling/complete`, boqStaff, {
      version: walling.version,
    });
    expect(completed.statusCode).toBe(200);
    // The external walls move to 792 pt = 27.94 m: the completed sheet keeps 25.4 m, 2.54 m less.
    const moved = await client.call('PUT', `/api/maps/${mapId}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(792),
    });
    expect(moved.statusCode).toBe(200);
    const answer = await review();
    expect(inputOf(answer, 'walling', 'length')).toMatchObject({
      value: 25.4,
      modelValue: 27.94,
      difference: -2.54,
    });
    expect(inputOf(answer, 'walling', 'ringLength')).toMatchObject({ value: 38.1, modelValue: 40.64 });
  });

  it('answers 401 without a token, 403 to a client, 404 for an unknown map', async () => {
    const path = `/api/maps/${mapId}/boq/review`;
    expect((await client.call('GET', path, null)).statusCode).toBe(401);
    expect((await client.call('GET', path, owner)).statusCode).toBe(403);
    expect((await client.call('GET', path, pricetag)).statusCode).toBe(200);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/boq/review`, admin)).statusCode).toBe(404);
    expect((await client.call('GET', '/api/maps/not-an-id/boq/review', admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/maps/:id/boq/:trade/reviewed', () => {
  it('marks a draft reviewed by whom, without changing its version, and takes the mark back', async () => {
    const before = await client.sheet(mapId, 'strip', boqStaff);
    const marked = await markReviewed('strip', true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<SheetReviewState>()).toMatchObject({
      trade: 'strip',
      reviewed: true,
      reviewedBy: { _id: boqStaff.user.id, name: boqStaff.user.name },
    });
    expect((await client.sheet(mapId, 'strip', boqStaff)).version).toBe(before.version);
    expect((await review()).sheets.find((sheet) => sheet.trade === 'strip')?.reviewed).toBe(true);

    const cleared = await markReviewed('strip', false);
    expect(cleared.json<SheetReviewState>()).toMatchObject({
      reviewed: false,
      reviewedAt: null,
      reviewedBy: null,
    });
  });

  it('forgets the mark when the house fill changes the sheet, keeps it when the fill changes nothing', async () => {
    const map = await insertMapInStatus(testApp, owner, 'successful', { title: 'Refilled' });
    await client.call('POST', `/api/maps/${map}/boq/house`, boqStaff, { length: 10, width: 8 });
    await markReviewed('strip', true, map);
    await client.call('POST', `/api/maps/${map}/boq/house`, boqStaff, { length: 10, width: 8 });
    const same = await review(map);
    expect(same.sheets.find((sheet) => sheet.trade === 'strip')?.reviewed).toBe(true);
    await client.call('POST', `/api/maps/${map}/boq/house`, boqStaff, { length: 12, width: 9 });
    const refilled = await review(map);
    expect(refilled.sheets.find((sheet) => sheet.trade === 'strip')?.reviewed).toBe(false);
  });

  it('refuses a settled sheet (409), a bad body (400), no token (401), a price setter or client (403), an unknown map (404)', async () => {
    const settled = await markReviewed('walling', true);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe('The Walling sheet is settled; reopen it to review it again');
    const path = `/api/maps/${mapId}/boq/strip/reviewed`;
    const bad = await client.call('PUT', path, boqStaff, { reviewed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/reviewed/);
    expect(
      (await client.call('PUT', `/api/maps/${mapId}/boq/garage/reviewed`, boqStaff, { reviewed: true }))
        .statusCode,
    ).toBe(400);
    expect((await client.call('PUT', path, null, { reviewed: true })).statusCode).toBe(401);
    expect((await client.call('PUT', path, pricetag, { reviewed: true })).statusCode).toBe(403);
    expect((await client.call('PUT', path, owner, { reviewed: true })).statusCode).toBe(403);
    const unknown = await client.call('PUT', `/api/maps/${UNKNOWN_ID}/boq/strip/reviewed`, admin, {
      reviewed: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
