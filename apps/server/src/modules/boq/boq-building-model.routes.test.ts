import type {
  BindDefaultsResponse,
  BuildingModel,
  BuildingQuantityId,
  Measurement,
  MeasurementWriteResponse,
} from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { measurementsClient, straight } from '../takeoff/takeoff-testing';
import { useBoqTestApp } from './boq-testing';

/**
 * The building model and "Bind the trades to the drawing" (docs/takeoff.md §4, "The building
 * model"). The plan at 1:100, where 720 pt are 25.4 m: external walls 2 × 25.4 = 50.8 m, an
 * internal wall 12.7 m, a room 12.7 × 12.7 m (161.29 m², 50.8 m round), two doors D1 900 × 2100
 * (3.78 m²) and three windows W1 1200 × 1200 (4.32 m²).
 */
const { testApp, client, boqStaff, owner, stranger, typechecker, pricetag } = useBoqTestApp();
const marks = measurementsClient(client);

const counted = (type: string, count: number) => ({
  kind: 'count' as const,
  markers: Array.from({ length: count }, (_, index) => ({ x: 50 + index * 10, y: 50, type })),
});

describe('the building model', () => {
  let mapId: string;
  let drawingId: string;
  let internal: Measurement;

  const url = (path = '') => `/api/maps/${mapId}/building-model${path}`;
  const read = async () => {
    const response = await client.call('GET', url(), boqStaff);
    expect(response.statusCode).toBe(200);
    return response.json<BuildingModel>();
  };
  const bind = async (body: unknown = {}) => {
    const response = await client.call('POST', url('/bind'), boqStaff, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BindDefaultsResponse>();
  };
  const quantity = (model: BuildingModel, id: BuildingQuantityId) =>
    model.quantities.find((entry) => entry.id === id)!;
  const mark = (name: string, group: string, geometry: unknown) =>
    marks.create(mapId, boqStaff, { drawingId, page: 1, name, group, geometry });

  beforeAll(async () => {
    ({ mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff, { title: 'Model' }));
    await mark('External wall 1', 'External walls', straight(720));
    await mark('External wall 2', 'External walls', straight(720));
    internal = await mark('Internal wall 1', 'Internal walls', straight(360));
    await mark('Bedroom', 'Rooms', {
      kind: 'rectangle',
      points: [
        { x: 100, y: 100 },
        { x: 460, y: 460 },
      ],
    });
    await mark('Doors D1', 'Doors', counted('D1 900x2100', 2));
    await mark('Windows W1', 'Windows', counted('W1 1200x1200', 3));
  });

  it('answers the named quantities with their values, marks and the inputs that read them', async () => {
    const model = await read();
    expect(quantity(model, 'walls')).toMatchObject({
      expression: 'sum(External walls) + sum(Internal walls)',
      value: 63.5, // 50.8 + 12.7
      unit: 'm',
      needs: [],
      problem: null,
    });
    expect(quantity(model, 'walls').sources.map((source) => source.name)).toEqual([
      'External wall 1',
      'External wall 2',
      'Internal wall 1',
    ]);
    expect(quantity(model, 'walls').sources[0]).toMatchObject({ drawingName: 'A-101.pdf', page: 1 });
    expect(quantity(model, 'floorArea').value).toBe(161.29); // 12.7 × 12.7
    expect(quantity(model, 'roomFaces').value).toBe(50.8); // 4 × 12.7
    expect(quantity(model, 'openingsArea').value).toBe(8.1); // 2 × 0.9 × 2.1 + 3 × 1.2 × 1.2
    // 50.8 × 3 − 8.1: the walls' height is the walling sheet's default, 3 m.
    expect(quantity(model, 'internalWallArea').value).toBe(144.3);
    expect(model.parameters.wallHeight).toEqual({ value: 3, source: 'default' });
    expect(quantity(model, 'plinthArea')).toMatchObject({ value: null, needs: ['floor'] });
    expect(quantity(model, 'walls').readBy).toEqual([
      { trade: 'strip', field: 'length', state: 'pending', value: null },
      { trade: 'wallFound', field: 'length', state: 'pending', value: null },
      { trade: 'walling', field: 'length', state: 'pending', value: null },
    ]);
    expect(model.groups.map((group) => [group.group, group.role])).toContainEqual([
      'External walls',
      'externalWalls',
    ]);
  });

  it('binds untouched inputs, keeps a typed one as typed, and re-prices the sheets', async () => {
    const walling = await client.sheet(mapId, 'walling', boqStaff);
    const typed = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: walling.version,
      inputs: { ...walling.inputs, length: 70 },
    });
    expect(typed.statusCode).toBe(200);
    const before = await read();
    expect(quantity(before, 'walls').readBy[2]).toEqual({
      trade: 'walling',
      field: 'length',
      state: 'typed',
      value: 70,
    });
    const answer = await bind();
    expect(answer.bound.length).toBe(before.pendingInputs);
    expect(answer.bound).toContainEqual({
      trade: 'strip',
      field: 'length',
      quantity: 'walls',
      expression: 'sum(External walls) + sum(Internal walls)',
      value: 63.5,
    });
    expect(answer.bound).toContainEqual(
      expect.objectContaining({ trade: 'walling', field: 'openingsArea', value: 8.1 }),
    );
    expect(answer.keptTyped).toEqual([{ trade: 'walling', field: 'length', quantity: 'walls', value: 70 }]);
    expect(answer.repricedSheets).toContain('strip');
    expect(answer.model.pendingInputs).toBe(0);

    const strip = await client.sheet(mapId, 'strip', boqStaff);
    expect(strip.inputs.length).toBe(63.5);
    expect(strip.inputSources?.length).toBe('buildingModel');
    expect(strip.total).toBeGreaterThan(0);
    expect(strip.lines.find((line) => line.derivation.includes('63.5'))?.derivation).toContain(
      'sum(External walls) + sum(Internal walls); measured: External wall 1, A-101 p. 1',
    );
    const wallingAfter = await client.sheet(mapId, 'walling', boqStaff);
    expect(wallingAfter.inputs).toMatchObject({ length: 70, openingsArea: 8.1, ringLength: 50.8 });
    expect(wallingAfter.inputSources?.length).toBe('typed');

    const review = (await client.call('GET', `/api/maps/${mapId}/boq/review`, boqStaff)).json<{
      sheets: { trade: string; inputs: { field: string; source: string }[] }[];
    }>();
    const wallingReview = review.sheets.find((sheet) => sheet.trade === 'walling')!;
    expect(wallingReview.inputs.find((input) => input.field === 'length')?.source).toBe('typed');
    expect(wallingReview.inputs.find((input) => input.field === 'openingsArea')?.source).toBe(
      'namedQuantity',
    );
  });

  it('binds nothing more the second time: every default input follows the model', async () => {
    const again = await bind();
    expect(again.bound).toEqual([]);
    expect(again.repricedSheets).toEqual([]);
    expect(quantity(again.model, 'walls').readBy.map((input) => input.state)).toEqual([
      'following',
      'following',
      'typed',
    ]);
  });

  it('follows a wall height typed on the Walling sheet once the trades are bound again', async () => {
    const walling = await client.sheet(mapId, 'walling', boqStaff);
    const typed = await client.call('PUT', `/api/maps/${mapId}/boq/walling`, boqStaff, {
      version: walling.version,
      inputs: { ...walling.inputs, height: 2.8 },
    });
    expect(typed.statusCode).toBe(200);
    const model = await read();
    expect(model.parameters.wallHeight).toEqual({ value: 2.8, source: 'sheet' });
    const faces = quantity(model, 'internalWallArea');
    expect(faces.expression).toBe('perimeter(Rooms) * 2.8 - (openingArea(Doors) + openingArea(Windows))');
    expect(faces.value).toBe(134.14); // 50.8 × 2.8 − 8.1
    expect(faces.readBy.map((input) => `${input.trade}.${input.field}: ${input.state}`)).toEqual([
      'skimInside.area: pending',
      'finishing.internalArea: pending',
      'plastering.internalArea: pending',
    ]);
    const answer = await bind();
    expect(answer.bound).toContainEqual(
      expect.objectContaining({ trade: 'skimInside', field: 'area', value: 134.14 }),
    );
    expect((await client.sheet(mapId, 'skimInside', boqStaff)).inputs.area).toBe(134.14);
  });

  it('re-measures every bound sheet when a mark moves, and when one joins a bound group', async () => {
    const moved = await client.call('PUT', `/api/maps/${mapId}/measurements/${internal._id}`, boqStaff, {
      version: internal.version,
      geometry: straight(720), // 25.4 m
    });
    expect(moved.statusCode).toBe(200);
    const answer = moved.json<MeasurementWriteResponse>();
    internal = answer.measurement;
    expect(answer.repricedSheets.map((sheet) => sheet.trade)).toEqual(['blinding', 'strip', 'wallFound']);
    expect(answer.measurement.usedBy.sort()).toEqual(['blinding', 'strip', 'wallFound']);
    expect((await client.sheet(mapId, 'strip', boqStaff)).inputs.length).toBe(76.2); // 50.8 + 25.4

    const created = await client.call('POST', `/api/maps/${mapId}/measurements`, boqStaff, {
      drawingId,
      page: 1,
      name: 'Internal wall 2',
      group: 'Internal walls',
      geometry: straight(72), // 2.54 m
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<MeasurementWriteResponse>().repricedSheets.map((sheet) => sheet.trade)).toEqual([
      'blinding',
      'strip',
      'wallFound',
    ]);
    expect((await client.sheet(mapId, 'strip', boqStaff)).inputs.length).toBe(78.74); // 76.2 + 2.54
  });

  it('deletes a mark a sheet reads through its group and re-prices; refuses the group’s last one', async () => {
    const listed = (await client.call('GET', `/api/maps/${mapId}/measurements`, boqStaff)).json<
      Measurement[]
    >();
    const second = listed.find((entry) => entry.name === 'Internal wall 2')!;
    const deleted = await client.call('DELETE', `/api/maps/${mapId}/measurements/${second._id}`, boqStaff);
    expect(deleted.statusCode).toBe(200);
    expect((await client.sheet(mapId, 'strip', boqStaff)).inputs.length).toBe(76.2);
    const last = await client.call('DELETE', `/api/maps/${mapId}/measurements/${internal._id}`, boqStaff);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/"Internal wall 1" is the last mark of the group "Internal walls"/);
  });

  it('leaves a settled sheet as it is, and refuses to bind one by name with a 409', async () => {
    const strip = await client.sheet(mapId, 'strip', boqStaff);
    const unbound = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
      version: strip.version,
      bindings: {},
    });
    expect(unbound.statusCode).toBe(200);
    const completed = await client.call('POST', `/api/maps/${mapId}/boq/strip/complete`, boqStaff, {
      version: strip.version + 1,
    });
    expect(completed.statusCode).toBe(200);
    const answer = await bind();
    expect(answer.bound.map((input) => input.trade)).not.toContain('strip');
    expect(quantity(answer.model, 'walls').readBy[0]).toMatchObject({ trade: 'strip', state: 'settled' });
    const refused = await client.call('POST', url('/bind'), boqStaff, { trades: ['strip'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The Strip foundation sheet is settled; reopen it to bind it to the building model',
    );
  });

  it('re-prices the sheets reading a group when accepted proposals join it', async () => {
    const before = (await client.sheet(mapId, 'wallFound', boqStaff)).inputs.length;
    expect(before).toBe(76.2);
    const accepted = await client.call(
      'POST',
      `/api/maps/${mapId}/drawings/${drawingId}/pages/1/proposal/accept`,
      boqStaff,
      { marks: [{ name: 'Internal wall 3', group: 'Internal walls', geometry: straight(72) }] },
    );
    expect(accepted.statusCode).toBe(201);
    expect((await client.sheet(mapId, 'wallFound', boqStaff)).inputs.length).toBe(78.74); // + 2.54
  });

  it('keeps the default bindings through a house fill, and leaves an input the surveyor binds by hand', async () => {
    const filled = await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, {
      length: 12,
      width: 9,
    });
    expect(filled.statusCode).toBe(200);
    const walls = (model: BuildingModel) =>
      quantity(model, 'walls').readBy.find((input) => input.trade === 'wallFound');
    expect(walls(await read())).toMatchObject({ state: 'following', value: 78.74 });

    await marks.bind(mapId, 'wallFound', boqStaff, { length: { expression: 'sum(External walls)' } });
    expect(walls(await read())).toMatchObject({ state: 'boundByHand', value: 50.8 });
    const answer = await bind();
    expect(answer.keptBoundByHand).toContainEqual({
      trade: 'wallFound',
      field: 'length',
      quantity: 'walls',
      value: 50.8,
    });
    expect((await client.sheet(mapId, 'wallFound', boqStaff)).inputs.length).toBe(50.8);
  });

  it('answers 400, 401, 403 and 404 by what is sent, who asks and what exists', async () => {
    for (const body of [{ trades: ['nope'] }, { trades: [] }, { other: 1 }]) {
      const response = await client.call('POST', url('/bind'), boqStaff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.call('GET', url(), null)).statusCode).toBe(401);
    expect((await client.call('POST', url('/bind'), null, {})).statusCode).toBe(401);
    expect((await client.call('GET', url(), owner)).statusCode).toBe(403);
    expect((await client.call('GET', url(), stranger)).statusCode).toBe(403);
    expect((await client.call('GET', url(), typechecker)).statusCode).toBe(403);
    expect((await client.call('POST', url('/bind'), pricetag, {})).statusCode).toBe(403);
    expect((await client.call('POST', url('/bind'), owner, {})).statusCode).toBe(403);
    const unknown = `/api/maps/${UNKNOWN_ID}/building-model`;
    expect((await client.call('GET', unknown, boqStaff)).statusCode).toBe(404);
    expect((await client.call('POST', `${unknown}/bind`, boqStaff, {})).statusCode).toBe(404);
  });
});

describe('the building model of a plinth rectangle', () => {
  it('gives the roof its length and width from the floor outline, and binds them', async () => {
    const { mapId, drawingId } = await marks.mapReadyToMeasure(testApp, owner, boqStaff, { title: 'Plinth' });
    // 360 × 288 pt at 1:100: 12.7 × 10.16 m.
    await marks.create(mapId, boqStaff, {
      drawingId,
      page: 1,
      name: 'Plinth',
      group: 'Floor',
      geometry: {
        kind: 'rectangle',
        points: [
          { x: 460, y: 388 },
          { x: 100, y: 100 },
        ],
      },
    });
    const model = (
      await client.call('GET', `/api/maps/${mapId}/building-model`, boqStaff)
    ).json<BuildingModel>();
    const value = (id: BuildingQuantityId) => model.quantities.find((entry) => entry.id === id)?.value;
    expect(value('plinthLength')).toBe(12.7);
    expect(value('plinthWidth')).toBe(10.16);
    expect(value('plinthPerimeter')).toBe(45.72); // 2 × (12.7 + 10.16)
    const bound = await client.call('POST', `/api/maps/${mapId}/building-model/bind`, boqStaff, {
      trades: ['roofing'],
    });
    expect(bound.statusCode).toBe(200);
    expect((await client.sheet(mapId, 'roofing', boqStaff)).inputs).toMatchObject({
      length: 12.7,
      width: 10.16,
    });
    // Only the trades named were bound.
    expect((await client.sheet(mapId, 'concrete', boqStaff)).inputs.area).toBe(0);
  });
});
