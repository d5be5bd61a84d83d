import type { BoqRevision, StageTicks } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from '../boq/boq-testing';

const { testApp, client, boqStaff, admin, owner, stranger } = useBoqTestApp();
let mapId: string;
let unissuedId: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
  unissuedId = await insertMapInStatus(testApp, owner, 'successful');
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  if (response.statusCode !== 201) throw new Error(`issue: ${response.statusCode} ${response.body}`);
  expect(response.json<BoqRevision>().revision).toBe(1);
});

const stages = (body: string) => (JSON.parse(body) as StageTicks).items.map((item) => item.stage);

describe('building stage ticks', () => {
  it('ticks and unticks stages, kept per plan on the server', async () => {
    expect(stages((await client.call('GET', `/api/maps/${mapId}/stages`, owner)).body)).toEqual([]);
    const tick = await client.call('PUT', `/api/maps/${mapId}/stages/msingi`, owner, { done: true });
    expect(tick.statusCode).toBe(200);
    expect(stages(tick.body)).toEqual(['msingi']);
    await client.call('PUT', `/api/maps/${mapId}/stages/boma`, owner, { done: true });
    // Ticking again keeps the first date.
    const first = tick.json<StageTicks>().items[0]?.doneAt;
    const again = await client.call('PUT', `/api/maps/${mapId}/stages/msingi`, owner, { done: true });
    expect(again.json<StageTicks>().items.find((item) => item.stage === 'msingi')?.doneAt).toBe(first);
    const untick = await client.call('PUT', `/api/maps/${mapId}/stages/msingi`, owner, { done: false });
    expect(stages(untick.body)).toEqual(['boma']);
    expect(stages((await client.call('GET', `/api/maps/${mapId}/stages`, owner)).body)).toEqual(['boma']);
    // Admin reads them too (support).
    expect(stages((await client.call('GET', `/api/maps/${mapId}/stages`, admin)).body)).toEqual(['boma']);
  });

  it('answers 400 for an unknown stage or body, naming it', async () => {
    const bad = await client.call('PUT', `/api/maps/${mapId}/stages/attic`, owner, { done: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stage must be one of msingi/);
    const body = await client.call('PUT', `/api/maps/${mapId}/stages/paa`, owner, { done: 'yes' });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/done/);
  });

  it('answers 401, 403 (BOQ staff), 404 (strangers) and 409 before a bill is issued; nothing changes', async () => {
    const url = `/api/maps/${mapId}/stages/paa`;
    expect((await client.call('PUT', url, null, { done: true })).statusCode).toBe(401);
    expect((await client.call('PUT', url, boqStaff, { done: true })).statusCode).toBe(403);
    expect((await client.call('PUT', url, stranger, { done: true })).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/stages`, stranger)).statusCode).toBe(404);
    expect(
      (await client.call('PUT', `/api/maps/${UNKNOWN_ID}/stages/paa`, owner, { done: true })).statusCode,
    ).toBe(404);
    const early = await client.call('PUT', `/api/maps/${unissuedId}/stages/paa`, owner, { done: true });
    expect(early.statusCode).toBe(409);
    expect(stages((await client.call('GET', `/api/maps/${unissuedId}/stages`, owner)).body)).toEqual([]);
    expect(stages((await client.call('GET', `/api/maps/${mapId}/stages`, owner)).body)).not.toContain('paa');
  });
});
