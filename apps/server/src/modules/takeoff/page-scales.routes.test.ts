import type { DrawingScales, SetPageScalesResponse } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoqTestApp } from '../boq/boq-testing';
import { insertForeignDrawing, measurementsClient, straight } from './takeoff-testing';

const { testApp, client, boqStaff, pricetag, owner } = useBoqTestApp();
const marks = measurementsClient(client);

let mapId: string;
let drawingId: string;
let otherMapDrawing: string;

beforeAll(async () => {
  ({ mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff));
  otherMapDrawing = await insertForeignDrawing(testApp, owner);
  // A mark on page 1, so clearing its scale has something to refuse for.
  await marks.create(mapId, boqStaff, { drawingId, page: 1, name: 'Fence', geometry: straight(72) });
});

describe('GET/PUT /api/maps/:id/drawings/:drawingId/scales', () => {
  const scalesUrl = () => `/api/maps/${mapId}/drawings/${drawingId}/scales`;

  it('sets a page scale by two points and regions; a point uses the region that holds it', async () => {
    // Page 5: two clicks 500 pt apart are 12.5 m (0.025 m/pt); a detail region at 1:20.
    const set = await client.call('PUT', scalesUrl(), boqStaff, {
      page: 5,
      scales: [
        {
          source: 'two-points',
          points: [
            { x: 100, y: 100 },
            { x: 400, y: 500 },
          ],
          knownLength: 12.5,
        },
        { source: 'text', ratio: 20, region: { x: 1000, y: 0, width: 200, height: 200 } },
      ],
    });
    expect(set.statusCode).toBe(200);
    const answer = set.json<SetPageScalesResponse>();
    expect(answer.scales.filter((scale) => scale.page === 5)).toHaveLength(2);
    const inPlan = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 5,
      name: 'Plan wall',
      geometry: straight(100),
    });
    expect(inPlan.value).toBeCloseTo(2.5, 12);
    const inDetail = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 5,
      name: 'Detail edge',
      geometry: {
        kind: 'length',
        points: [
          { x: 1010, y: 10 },
          { x: 1082, y: 10 },
        ],
      },
    });
    // 72 pt at 1:20 = 0.0254 × 20 = 0.508 m.
    expect(inDetail.value).toBeCloseTo(0.508, 12);
    expect(inDetail.scale?.regionScaleId).not.toBeNull();

    const read = await client.call('GET', scalesUrl(), pricetag);
    expect(read.statusCode).toBe(200);
    expect(read.json<DrawingScales>().scales.map((scale) => scale.page)).toEqual(
      expect.arrayContaining([1, 5]),
    );
  });

  it('values the page again when its scale changes: twice the ratio, twice the length, four times the area', async () => {
    const line = await marks
      .create(mapId, boqStaff, { drawingId, page: 6, name: 'P6 line', geometry: straight(72) })
      .catch(() => null);
    expect(line).toBeNull(); // page 6 has no scale yet
    await marks.setRatio(mapId, drawingId, boqStaff, 50, 6);
    const length = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 6,
      name: 'P6 line',
      geometry: straight(72),
    });
    const area = await marks.create(mapId, boqStaff, {
      drawingId,
      page: 6,
      name: 'P6 area',
      geometry: {
        kind: 'rectangle',
        points: [
          { x: 0, y: 0 },
          { x: 72, y: 72 },
        ],
      },
    });
    const changed = await marks.setRatio(mapId, drawingId, boqStaff, 100, 6);
    const byName = new Map(changed.remeasured.map((mark) => [mark.name, mark]));
    expect(byName.get('P6 line')?.value).toBeCloseTo(2 * length.value, 12);
    expect(byName.get('P6 area')?.value).toBeCloseTo(4 * area.value, 12);
  });

  it('refuses bad scales with 400, strangers with 401/403, unknown drawings with 404, and clearing under marks with 409', async () => {
    const twoPageScales = await client.call('PUT', scalesUrl(), boqStaff, {
      page: 7,
      scales: [
        { source: 'text', ratio: 100 },
        { source: 'text', ratio: 50 },
      ],
    });
    expect(twoPageScales.statusCode).toBe(400);
    expect(twoPageScales.json().message).toMatch(/at most one scale without a region/);
    const samePoint = await client.call('PUT', scalesUrl(), boqStaff, {
      page: 7,
      scales: [
        {
          source: 'two-points',
          points: [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
          ],
          knownLength: 3,
        },
      ],
    });
    expect(samePoint.statusCode).toBe(400);
    expect(samePoint.json().message).toMatch(/scales\[0\]: the two points of a scale must be apart/);
    expect(
      (await client.call('PUT', scalesUrl(), boqStaff, { page: 7, scales: [{ source: 'text', ratio: 0 }] }))
        .statusCode,
    ).toBe(400);
    expect((await client.call('GET', scalesUrl(), null)).statusCode).toBe(401);
    expect((await client.call('GET', scalesUrl(), owner)).statusCode).toBe(403);
    expect((await client.call('PUT', scalesUrl(), pricetag, { page: 1, scales: [] })).statusCode).toBe(403);
    const foreign = `/api/maps/${mapId}/drawings/${otherMapDrawing}/scales`;
    expect((await client.call('GET', foreign, boqStaff)).statusCode).toBe(404);
    expect((await client.call('PUT', foreign, boqStaff, { page: 1, scales: [] })).statusCode).toBe(404);
    const cleared = await client.call('PUT', scalesUrl(), boqStaff, { page: 1, scales: [] });
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().message).toMatch(/A-101.pdf p. 1 .*has no scale/);
    const scales = (await client.call('GET', scalesUrl(), boqStaff)).json<DrawingScales>().scales;
    expect(scales.some((scale) => scale.page === 1)).toBe(true);
  });
});
