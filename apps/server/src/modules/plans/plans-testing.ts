import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AccessLevel, HouseMap, HouseMapPage, MapStatus } from '@kadirio/domain';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { mapDrawings, type mapTransitions } from '../../db/schema/index';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { buildMultipart, buildPdf, type FilePart } from '../../testing/multipart';
import { createTestApp } from '../../testing/test-app';

/** A small upload cap for the "too large" tests, on a second app sharing the same database. */
export const SMALL_LIMIT = 64 * 1024;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function mapBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Nyumba ya vyumba vitatu',
    region: 'Dar es Salaam',
    district: 'Kinondoni',
    ward: 'Mikocheni',
    startConstruction: '2026-09-01',
    desc: 'Three bedrooms, one storey',
    ...overrides,
  };
}

/**
 * One test file's world for the house plan routes: a fresh app (and database), a signed-in
 * account of every staff role, a second app with the small upload cap, and the calls the tests
 * make through the real routes. Close it after the file.
 */
export async function createMapsWorld(env: Record<string, string> = {}) {
  const testApp = await createTestApp(env);
  const smallApp: FastifyInstance = await buildApp({
    database: testApp.database,
    config: testApp.config,
    jwtSecret: testApp.jwtSecret,
    drawingMaxBytes: SMALL_LIMIT,
  });
  const staff = {} as Record<Exclude<AccessLevel, 'user'>, SignedInUser>;
  for (const role of ['admin', 'typechecker', 'unitchecker', 'failedchecker', 'boq', 'pricetag'] as const)
    staff[role] = await createSignedInUser(testApp, role);

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const newUser = () => createSignedInUser(testApp, 'user');
  const drawingsDir = () => join(testApp.config.dataDir, 'files', 'drawings');
  const tempDir = () => join(testApp.config.dataDir, 'files', 'tmp');

  async function rowCount(table: typeof mapDrawings | typeof mapTransitions, mapId: string): Promise<number> {
    const [row] = await testApp.database.db
      .select({ value: count() })
      .from(table)
      .where(eq(table.mapId, mapId));
    return row!.value;
  }

  async function createMap(owner: SignedInUser, overrides: Record<string, unknown> = {}): Promise<HouseMap> {
    const response = await inject({
      method: 'POST',
      url: '/api/maps/',
      headers: owner.auth,
      payload: mapBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  function upload(caller: SignedInUser | null, mapId: string, parts: FilePart[], app = testApp.app) {
    const { payload, headers } = buildMultipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/maps/${mapId}/drawings`,
      headers: { ...headers, ...(caller?.auth ?? {}) },
      payload,
    });
  }

  async function getMap(caller: SignedInUser, id: string): Promise<HouseMap> {
    const response = await inject({ method: 'GET', url: `/api/maps/${id}`, headers: caller.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** A map with one drawing, so it stands in the typecheck queue. */
  async function submittedMap(
    owner: SignedInUser,
    overrides: Record<string, unknown> = {},
  ): Promise<HouseMap> {
    const map = await createMap(owner, overrides);
    const response = await upload(owner, map._id, [{ filename: 'plan.pdf', content: buildPdf() }]);
    expect(response.statusCode, response.body).toBe(201);
    return getMap(owner, map._id);
  }

  function move(caller: SignedInUser, id: string, to: MapStatus, comment?: string) {
    return inject({
      method: 'POST',
      url: `/api/maps/${id}/transitions`,
      headers: caller.auth,
      payload: comment === undefined ? { to } : { to, comment },
    });
  }

  async function moveOk(
    caller: SignedInUser,
    id: string,
    to: MapStatus,
    comment?: string,
  ): Promise<HouseMap> {
    const response = await move(caller, id, to, comment);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Walks a submitted map to the given state by the normal route. */
  async function mapIn(
    status: MapStatus,
    owner?: SignedInUser,
  ): Promise<{ owner: SignedInUser; map: HouseMap }> {
    const who = owner ?? (await newUser());
    const map = await submittedMap(who);
    if (status === 'typecheck') return { owner: who, map };
    if (status === 'unitcheck')
      return { owner: who, map: await moveOk(staff.typechecker, map._id, 'unitcheck') };
    await moveOk(staff.typechecker, map._id, 'failedcheck', 'The section drawing is missing');
    if (status === 'failedcheck') return { owner: who, map: await getMap(who, map._id) };
    const final = status === 'successful' ? undefined : 'The plot is too small for this house';
    return { owner: who, map: await moveOk(staff.failedchecker, map._id, status, final) };
  }

  async function queue(caller: SignedInUser, status: MapStatus, query = 'limit=100'): Promise<HouseMapPage> {
    const response = await inject({
      method: 'GET',
      url: `/api/maps/${status}?${query}`,
      headers: caller.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HouseMapPage>();
  }

  async function queueCount(caller: SignedInUser, status: MapStatus): Promise<number> {
    const response = await inject({ method: 'GET', url: `/api/maps/${status}/count`, headers: caller.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ count: number }>().count;
  }

  /** Asserts an upload left nothing behind: no rows, no stored files, no temp files. */
  async function expectNothingStored(mapId: string, filesBefore: string[]) {
    expect(await rowCount(mapDrawings, mapId)).toBe(0);
    expect((await filesIn(drawingsDir())).sort()).toEqual([...filesBefore].sort());
    expect(await filesIn(tempDir())).toEqual([]);
  }

  return {
    testApp,
    smallApp,
    staff,
    inject,
    newUser,
    drawingsDir,
    tempDir,
    rowCount,
    createMap,
    upload,
    getMap,
    submittedMap,
    move,
    moveOk,
    mapIn,
    queue,
    queueCount,
    expectNothingStored,
    async close() {
      await smallApp.close();
      await testApp.close();
    },
  };
}
