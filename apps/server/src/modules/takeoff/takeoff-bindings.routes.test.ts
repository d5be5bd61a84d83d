import type { Measurement, MeasurementWriteResponse } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { useBoqTestApp } from '../boq/boq-testing';
import { measurementsClient, straight } from './takeoff-testing';

/**
 * Measure once, use everywhere (docs/takeoff.md, "Measurements and bindings"): sheets bound to a
 * measurement follow its edits, all in one transaction.
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
const marks = measurementsClient(client);

describe('bindings: measure once, use everywhere', () => {
  let boundMap: string;
  let sheetDrawing: string;
  let walls: Measurement;

  beforeAll(async () => {
    ({ mapId: boundMap, drawingId: sheetDrawing } = await marks.mapReadyToMeasure(testApp, owner, boqStaff, {
      title: 'Bound',
    }));
    walls = await marks.create(boundMap, boqStaff, {
      drawingId: sheetDrawing,
      page: 1,
      name: 'External walls',
      key: 'ExtWalls',
      // 720 pt at 1:100 = 25.4 m.
      geometry: straight(720),
    });
  });

  const sheetOf = (trade: 'walling' | 'strip') => client.sheet(boundMap, trade, boqStaff);

  it('binds an input to a measurement and cites the mark in the derivation', async () => {
    await marks.bind(boundMap, 'walling', boqStaff, { length: { measurementId: walls._id } });
    const walling = await sheetOf('walling');
    expect(walling.inputs.length).toBe(25.4);
    const dpc = walling.lines.find((line) => line.code === 'WAL-DPC');
    expect(dpc?.derivation).toContain('length = 25.40 m (measured: External walls, A-101 p. 1)');
    expect(walling.bindings).toEqual([
      expect.objectContaining({
        field: 'length',
        usedValue: 25.4,
        currentValue: 25.4,
        changed: false,
        problem: null,
      }),
    ]);
    const listed = (
      await client.call('GET', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff)
    ).json<Measurement>();
    expect(listed.usedBy).toEqual(['walling']);
  });

  it('keeps a bound input through the house fill, which fills the rest', async () => {
    const filled = await client.call('POST', `/api/maps/${boundMap}/boq/house`, boqStaff, {
      length: 12,
      width: 9,
    });
    expect(filled.statusCode).toBe(200);
    const walling = await sheetOf('walling');
    // The house would give length 2(12 + 9) + 21 = 63 m; the binding keeps the measured 25.4 m.
    expect(walling.inputs).toMatchObject({ length: 25.4, ringLength: 42 });
    expect(walling.bindings?.[0]?.changed).toBe(false);
  });

  it('refuses a binding that does not resolve with a 400 naming it, and changes nothing', async () => {
    const before = await sheetOf('strip');
    for (const [bindings, message] of [
      [{ length: { expression: 'ExtWalls *' } }, /bindings.length: expression "ExtWalls \*"/],
      [{ length: { expression: 'Walls * 2' } }, /there is no measurement "Walls"/],
      [{ mix: { measurementId: walls._id } }, /bindings.mix: this sheet has no number input mix/],
      [{ length: { measurementId: UNKNOWN_ID } }, /no measurement 0{8}/],
    ] as const) {
      const response = await client.call('PUT', `/api/maps/${boundMap}/boq/strip`, boqStaff, {
        version: before.version,
        bindings,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await sheetOf('strip')).version).toBe(before.version);
  });

  it('re-prices every bound draft sheet when the measurement is edited, and names them', async () => {
    await marks.bind(boundMap, 'strip', boqStaff, { length: { expression: 'ExtWalls * 2 - 0.4' } });
    const strip = await sheetOf('strip');
    expect(strip.inputs.length).toBe(50.4); // 25.4 × 2 − 0.4
    const edited = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(1440), // 50.8 m
    });
    expect(edited.statusCode).toBe(200);
    const answer = edited.json<MeasurementWriteResponse>();
    expect(answer.repricedSheets.map((sheet) => sheet.trade)).toEqual(['strip', 'walling']);
    expect(answer.changedCompletedSheets).toEqual([]);
    expect(answer.measurement.usedBy.sort()).toEqual(['strip', 'walling']);
    walls = answer.measurement;
    expect((await sheetOf('walling')).inputs.length).toBe(50.8);
    const repriced = await sheetOf('strip');
    expect(repriced.inputs.length).toBe(101.2); // 50.8 × 2 − 0.4
    expect(repriced.total).toBeGreaterThan(strip.total);
  });

  it('leaves a completed sheet as it was and says a measurement it used has changed', async () => {
    const walling = await sheetOf('walling');
    const completed = await client.call('POST', `/api/maps/${boundMap}/boq/walling/complete`, boqStaff, {
      version: walling.version,
    });
    expect(completed.statusCode).toBe(200);
    const edited = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(1080), // 38.1 m
    });
    const answer = edited.json<MeasurementWriteResponse>();
    walls = answer.measurement;
    expect(answer.repricedSheets.map((sheet) => sheet.trade)).toEqual(['strip']);
    expect(answer.changedCompletedSheets).toEqual([
      { trade: 'walling', nameEn: 'Walling', nameSw: expect.any(String) },
    ]);
    const kept = await sheetOf('walling');
    expect(kept).toMatchObject({ status: 'completed', total: walling.total, inputs: { length: 50.8 } });
    expect(kept.bindings?.[0]).toMatchObject({ usedValue: 50.8, currentValue: 38.1, changed: true });
    const reopened = await client.call('POST', `/api/maps/${boundMap}/boq/walling/reopen`, boqStaff, {
      version: kept.version,
    });
    expect(reopened.statusCode).toBe(200);
    // Reopened, it follows the drawing again: the bound input takes 38.1 m and the lines follow.
    const followed = await sheetOf('walling');
    expect(followed).toMatchObject({ status: 'draft', inputs: { length: 38.1 } });
    expect(followed.bindings?.[0]).toMatchObject({ usedValue: 38.1, currentValue: 38.1, changed: false });
    expect(followed.total).toBeLessThan(kept.total);
    const dpc = followed.lines.find((line) => line.code === 'WAL-DPC');
    expect(dpc?.derivation).toContain('length = 38.10 m (measured: External walls, A-101 p. 1)');
    expect(reopened.json()).toMatchObject({ inputs: { length: 38.1 }, total: followed.total });
  });

  it('reopens a not-applicable sheet at the measurements as they are now', async () => {
    const strip = await sheetOf('strip');
    const settled = await client.call('POST', `/api/maps/${boundMap}/boq/strip/not-applicable`, boqStaff, {
      version: strip.version,
      reason: 'Raft instead',
    });
    expect(settled.statusCode).toBe(200);
    const edited = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(1440), // 50.8 m
    });
    const answer = edited.json<MeasurementWriteResponse>();
    walls = answer.measurement;
    expect(answer.changedCompletedSheets.map((sheet) => sheet.trade)).toEqual(['strip']);
    expect((await sheetOf('strip')).inputs.length).toBeCloseTo(75.8, 10); // 38.1 × 2 − 0.4, kept
    const reopened = await client.call('POST', `/api/maps/${boundMap}/boq/strip/reopen`, boqStaff, {
      version: settled.json().version,
    });
    expect(reopened.statusCode).toBe(200);
    const followed = await sheetOf('strip');
    expect(followed.inputs.length).toBeCloseTo(101.2, 10); // 50.8 × 2 − 0.4
    expect(followed.bindings?.[0]?.changed).toBe(false);
    // Back to 38.1 m for the tests below.
    const restored = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(1080),
    });
    walls = restored.json<MeasurementWriteResponse>().measurement;
  });

  it('re-prices all or nothing: a sheet the edit would break refuses it, and no sheet nor the mark changes', async () => {
    // walling (after strip in sidebar order) gets a height that goes negative under 20 m of wall.
    const walling = await sheetOf('walling');
    const bound = await client.call('PUT', `/api/maps/${boundMap}/boq/walling`, boqStaff, {
      version: walling.version,
      bindings: { length: { measurementId: walls._id }, height: { expression: 'ExtWalls - 35' } },
    });
    expect(bound.statusCode).toBe(200);
    const [stripBefore, wallingBefore] = [await sheetOf('strip'), await sheetOf('walling')];
    expect(wallingBefore.inputs.height).toBeCloseTo(3.1, 10); // 38.1 − 35
    const edited = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: walls.version,
      geometry: straight(720), // 25.4 m: 25.4 − 35 < 0
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toMatch(/The Walling sheet: inputs: height must be 0 or more/);
    const stripAfter = await sheetOf('strip');
    expect(stripAfter).toMatchObject({
      version: stripBefore.version,
      total: stripBefore.total,
      inputs: stripBefore.inputs,
    });
    expect((await sheetOf('walling')).version).toBe(wallingBefore.version);
    const mark = (
      await client.call('GET', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff)
    ).json<Measurement>();
    expect(mark).toMatchObject({ version: walls.version, value: walls.value });
  });

  it('re-prices bound sheets when the page scale changes', async () => {
    const before = await sheetOf('strip');
    const changed = await marks.setRatio(boundMap, sheetDrawing, boqStaff, 200);
    expect(changed.remeasured.map((mark) => mark.name)).toEqual(['External walls']);
    expect(changed.repricedSheets.map((sheet) => sheet.trade)).toEqual(['strip', 'walling']);
    // 1080 pt at 1:200 = 76.2 m; strip = 76.2 × 2 − 0.4.
    expect((await sheetOf('strip')).inputs.length).toBeCloseTo(152, 10);
    expect((await sheetOf('strip')).version).toBe(before.version + 1);
  });

  it('refuses to reopen a sheet the measurements as they are now cannot price, and it stays completed', async () => {
    const walling = await sheetOf('walling');
    const completed = await client.call('POST', `/api/maps/${boundMap}/boq/walling/complete`, boqStaff, {
      version: walling.version,
    });
    expect(completed.statusCode).toBe(200);
    // 1080 pt at 1:50 = 19.05 m: the completed walling's height, ExtWalls − 35, would be negative.
    const changed = await marks.setRatio(boundMap, sheetDrawing, boqStaff, 50);
    expect(changed.changedCompletedSheets.map((sheet) => sheet.trade)).toEqual(['walling']);
    const kept = await sheetOf('walling');
    const refused = await client.call('POST', `/api/maps/${boundMap}/boq/walling/reopen`, boqStaff, {
      version: kept.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/The Walling sheet: inputs: height must be 0 or more/);
    expect(await sheetOf('walling')).toMatchObject({ status: 'completed', version: kept.version });
    // With the drawing back at 1:200 it reopens at the current values.
    await marks.setRatio(boundMap, sheetDrawing, boqStaff, 200);
    const reopened = await client.call('POST', `/api/maps/${boundMap}/boq/walling/reopen`, boqStaff, {
      version: kept.version,
    });
    expect(reopened.statusCode).toBe(200);
    expect((await sheetOf('walling')).inputs.height).toBeCloseTo(41.2, 10); // 76.2 − 35
  });

  it('refuses to delete a bound measurement, or to change a key an expression uses, naming the sheets', async () => {
    const current = (
      await client.call('GET', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff)
    ).json<Measurement>();
    const deleted = await client.call('DELETE', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(
      /"External walls" is bound in Strip foundation.*Walling|bound in .*Walling/,
    );
    const rekeyed = await client.call('PUT', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff, {
      version: current.version,
      key: 'Walls',
    });
    expect(rekeyed.statusCode).toBe(409);
    expect(rekeyed.json().message).toMatch(/The key ExtWalls is used in expressions of/);
    // Unbound everywhere, it goes.
    for (const trade of ['strip', 'walling'] as const) await marks.bind(boundMap, trade, boqStaff, {});
    expect((await sheetOf('walling')).bindings).toBeUndefined();
    expect(
      (await client.call('DELETE', `/api/maps/${boundMap}/measurements/${walls._id}`, boqStaff)).statusCode,
    ).toBe(200);
  });
});
