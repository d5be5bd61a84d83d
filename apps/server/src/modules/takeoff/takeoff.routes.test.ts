import type { BoqSheet, Measurement, MeasurementWriteResponse } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from '../boq/boq-testing';
import { insertForeignDrawing, measurementsClient, straight } from './takeoff-testing';

const { testApp, client, boqStaff, pricetag, admin, owner, typechecker } = useBoqTestApp();
const marks = measurementsClient(client);
/** 1:100: one point is 100 × 0.0254 / 72 m, so 720 pt (10 in on paper) is 25.4 m on site. */
const AT_100 = (100 * 0.0254) / 72;

let mapId: string;
let drawingId: string;
let otherMapDrawing: string;

beforeAll(async () => {
  ({ mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff));
  otherMapDrawing = await insertForeignDrawing(testApp, owner);
});

const url = (suffix = '') => `/api/maps/${mapId}/measurements${suffix}`;

describe('POST/GET /api/maps/:id/measurements', () => {
  it('values a mark on the server at the page scale, never from the client', async () => {
    const created = await client.call('POST', url(), boqStaff, {
      drawingId,
      page: 1,
      name: 'Floor area (gross)',
      group: 'Floors',
      geometry: {
        kind: 'area',
        points: [
          { x: 0, y: 0 },
          { x: 720, y: 0 },
          { x: 720, y: 360 },
          { x: 0, y: 360 },
        ],
        // 72 × 72 pt = 2.54 × 2.54 m = 6.4516 m² deducted.
        holes: [
          [
            { x: 100, y: 100 },
            { x: 172, y: 100 },
            { x: 172, y: 172 },
            { x: 100, y: 172 },
          ],
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const { measurement, repricedSheets } = created.json<MeasurementWriteResponse>();
    // 25.4 × 12.7 = 322.58 m², less 6.4516.
    expect(measurement.value).toBeCloseTo(322.58 - 6.4516, 8);
    expect(measurement).toMatchObject({
      kind: 'area',
      unit: 'm2',
      key: 'FloorAreaGross',
      group: 'Floors',
      drawingName: 'A-101.pdf',
      page: 1,
      version: 1,
      usedBy: [],
      scale: { ratio: 100, regionScaleId: null },
    });
    expect(measurement.createdByName).not.toBe('');
    expect(repricedSheets).toEqual([]);

    const count = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 3,
      name: 'Doors',
      geometry: {
        kind: 'count',
        markers: [
          { x: 1, y: 1, type: 'D1' },
          { x: 2, y: 2, type: 'D2' },
          { x: 3, y: 3, type: 'D1' },
        ],
      },
    });
    // A count needs no scale (page 3 has none).
    expect(count).toMatchObject({ value: 3, unit: 'pcs', counts: { D1: 2, D2: 1 }, scale: null });

    const list = await client.call('GET', url(), pricetag);
    expect(list.statusCode).toBe(200);
    expect(list.json<Measurement[]>().map((mark) => mark.name)).toEqual(
      expect.arrayContaining(['Floor area (gross)', 'Doors']),
    );
    const one = await client.call('GET', url(`/${measurement._id}`), admin);
    expect(one.json<Measurement>()).toMatchObject({ _id: measurement._id, value: measurement.value });
  });

  it.each([
    [
      'a point that is not a number',
      {
        geometry: {
          kind: 'length',
          points: [
            { x: 'a', y: 0 },
            { x: 1, y: 1 },
          ],
        },
      },
      /x/,
    ],
    [
      'one point for a length',
      { geometry: { kind: 'length', points: [{ x: 0, y: 0 }] } },
      /at least 2 points/,
    ],
    ['an unknown kind', { geometry: { kind: 'volume', points: [] } }, /kind/],
    ['page 0', { page: 0 }, /page must be 1 or more/],
    ['a bad colour', { colour: 'red' }, /colour/],
    ['a bad key', { key: '1abc' }, /key must start with a letter/],
    ['a drawing of another plan', { drawingId: 'OTHER' }, /drawingId: this plan has no such drawing/],
    [
      'too many points',
      {
        geometry: {
          kind: 'length',
          points: Array.from({ length: 5001 }, (_, index) => ({ x: index, y: 0 })),
        },
      },
      /more than 5000 points/,
    ],
    [
      'too many points over an outline and its holes',
      {
        geometry: {
          kind: 'area',
          points: Array.from({ length: 3000 }, (_, index) => ({ x: index, y: index % 2 })),
          holes: [Array.from({ length: 3000 }, (_, index) => ({ x: index, y: index % 3 }))],
        },
      },
      /6000 points; a mark may have at most 5000/,
    ],
  ])('refuses %s with a 400 naming it, and stores nothing', async (_label, change, message) => {
    const before = (await client.call('GET', url(), boqStaff)).json<Measurement[]>().length;
    const body = { drawingId, page: 1, name: `Bad ${_label}`, geometry: straight(72), ...change };
    if (body.drawingId === 'OTHER') body.drawingId = otherMapDrawing;
    const response = await client.call('POST', url(), boqStaff, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await client.call('GET', url(), boqStaff)).json<Measurement[]>()).toHaveLength(before);
  });

  it('answers 401, 403 and 404 by who asks and what exists', async () => {
    const body = { drawingId, page: 1, name: 'Anything', geometry: straight(72) };
    expect((await client.call('GET', url(), null)).statusCode).toBe(401);
    expect((await client.call('POST', url(), null, body)).statusCode).toBe(401);
    expect((await client.call('GET', url(), owner)).statusCode).toBe(403);
    expect((await client.call('GET', url(), typechecker)).statusCode).toBe(403);
    expect((await client.call('POST', url(), pricetag, body)).statusCode).toBe(403);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/measurements`, boqStaff)).statusCode).toBe(404);
    expect((await client.call('GET', url(`/${UNKNOWN_ID}`), boqStaff)).statusCode).toBe(404);
    expect((await client.call('PUT', url(`/${UNKNOWN_ID}`), boqStaff, { version: 1 })).statusCode).toBe(404);
    expect((await client.call('DELETE', url(`/${UNKNOWN_ID}`), boqStaff)).statusCode).toBe(404);
    // A plan that is not `successful` has no BOQ: 404 to staff, 409 to admin.
    const draft = await insertMapInStatus(testApp, owner, 'unitcheck', { title: 'Not yet' });
    expect((await client.call('GET', `/api/maps/${draft}/measurements`, boqStaff)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${draft}/measurements`, admin)).statusCode).toBe(409);
  });

  it('refuses a duplicate name or key with 409, and a length on a page without a scale', async () => {
    await marks.create(mapId, boqStaff, { drawingId, page: 1, name: 'Fence', geometry: straight(72) });
    const again = await client.call('POST', url(), boqStaff, {
      drawingId,
      page: 1,
      name: 'fence',
      geometry: straight(10),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a measurement named "fence"/);
    const sameKey = await client.call('POST', url(), boqStaff, {
      drawingId,
      page: 1,
      name: 'Fence line',
      key: 'Fence',
      geometry: straight(10),
    });
    expect(sameKey.statusCode).toBe(409);
    const noScale = await client.call('POST', url(), boqStaff, {
      drawingId,
      page: 2,
      name: 'On page two',
      geometry: straight(10),
    });
    expect(noScale.statusCode).toBe(409);
    expect(noScale.json().message).toMatch(/A-101.pdf p. 2 has no scale/);
  });
});

describe('PUT/DELETE /api/maps/:id/measurements/:measurementId', () => {
  it('edits with the version read; a stale one is a 409 and changes nothing', async () => {
    const mark = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 1,
      name: 'Veranda edge',
      geometry: straight(72),
    });
    expect(mark.value).toBeCloseTo(72 * AT_100, 12);
    const edited = await client.call('PUT', url(`/${mark._id}`), boqStaff, {
      version: mark.version,
      geometry: straight(144),
      colour: '#1f77b4',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MeasurementWriteResponse>().measurement).toMatchObject({
      value: 144 * AT_100,
      version: mark.version + 1,
      colour: '#1f77b4',
      name: 'Veranda edge',
    });
    const stale = await client.call('PUT', url(`/${mark._id}`), boqStaff, {
      version: mark.version,
      name: 'X',
    });
    expect(stale.statusCode).toBe(409);
    const bad = await client.call('PUT', url(`/${mark._id}`), boqStaff, { version: 2, page: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await client.call('PUT', url(`/${mark._id}`), pricetag, { version: 2 })).statusCode).toBe(403);
    expect((await client.call('PUT', url(`/${mark._id}`), null, { version: 2 })).statusCode).toBe(401);
    expect((await client.call('GET', url(`/${mark._id}`), boqStaff)).json<Measurement>().name).toBe(
      'Veranda edge',
    );

    expect((await client.call('DELETE', url(`/${mark._id}`), pricetag)).statusCode).toBe(403);
    expect((await client.call('DELETE', url(`/${mark._id}`), null)).statusCode).toBe(401);
    const deleted = await client.call('DELETE', url(`/${mark._id}`), boqStaff);
    expect(deleted.statusCode).toBe(200);
    expect((await client.call('GET', url(`/${mark._id}`), boqStaff)).statusCode).toBe(404);
  });
});

describe('the sheet answer', () => {
  it('carries no bindings field on a sheet with none', async () => {
    const sheet: BoqSheet = await client.sheet(mapId, 'tiles', boqStaff);
    expect(sheet.bindings).toBeUndefined();
  });
});
