import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapBody } from '../modules/maps/maps-testing';
import { createSignedInUser } from '../testing/factories';
import { buildMultipart, buildPdf } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './orphan-sweep';

let testApp: TestApp;
let filesDir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  filesDir = join(testApp.config.dataDir, 'files');
});
afterAll(async () => {
  await testApp.close();
});

const TWO_HOURS_AGO = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);

async function placeFile(dir: string, name: string, old: boolean): Promise<void> {
  await mkdir(join(filesDir, dir), { recursive: true });
  await writeFile(join(filesDir, dir, name), 'x');
  if (old) await utimes(join(filesDir, dir, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
}

describe('sweepOrphanFiles', () => {
  it('removes old upload parts, drawings without a row and unused covers; keeps the rest', async () => {
    const owner = await createSignedInUser(testApp);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/maps/',
      headers: owner.auth,
      payload: mapBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { payload, headers } = buildMultipart([{ filename: 'plan.pdf', content: buildPdf() }]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/maps/${created.json()._id}/drawings`,
      headers: { ...headers, ...owner.auth },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [kept] = await readdir(join(filesDir, 'drawings'));
    // The stored drawing is old too: its row, not its age, keeps it.
    await utimes(join(filesDir, 'drawings', kept!), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const orphanDrawing = `${randomUUID()}.pdf`;
    const freshDrawing = `${randomUUID()}.pdf`;
    const orphanCover = `${'a'.repeat(64)}.png`;
    await placeFile('tmp', 'stale.part', true);
    await placeFile('tmp', 'in-flight.part', false);
    await placeFile('drawings', orphanDrawing, true);
    await placeFile('drawings', freshDrawing, false); // an upload whose row is not committed yet
    await placeFile('drawings', 'notes.txt', true); // not a name the server gives: left alone
    await placeFile('covers', orphanCover, true);

    const result = await sweepOrphanFiles({ db: testApp.database.db, filesDir });
    expect(result).toEqual({ partsRemoved: 1, drawingsRemoved: 1, coversRemoved: 1 });
    expect((await readdir(join(filesDir, 'tmp'))).sort()).toEqual(['in-flight.part']);
    expect((await readdir(join(filesDir, 'drawings'))).sort()).toEqual(
      [freshDrawing, kept!, 'notes.txt'].sort(),
    );
    expect(await readdir(join(filesDir, 'covers'))).toEqual([]);
    // Nothing left to sweep.
    const again = await sweepOrphanFiles({ db: testApp.database.db, filesDir });
    expect(again).toEqual({ partsRemoved: 0, drawingsRemoved: 0, coversRemoved: 0 });
  });

  it('answers nothing to do when no file has ever been stored', async () => {
    const empty = join(testApp.config.dataDir, 'never-used');
    expect(await sweepOrphanFiles({ db: testApp.database.db, filesDir: empty })).toEqual({
      partsRemoved: 0,
      drawingsRemoved: 0,
      coversRemoved: 0,
    });
  });
});
