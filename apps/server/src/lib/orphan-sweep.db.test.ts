import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapBody } from '../modules/plans/plans-testing';
import type { FileStore } from '../storage/file-store';
import { createSignedInUser } from '../testing/factories';
import { buildMultipart, buildPdf } from '../testing/multipart';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './orphan-sweep';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);

async function keysIn(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key.slice(prefix.length));
  return keys.sort();
}

/** Uploads one drawing through the API and answers its stored name. */
async function uploadDrawing(testApp: TestApp): Promise<string> {
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
  return `${uploaded.json()[0]._id}.pdf`;
}

describe('sweepOrphanFiles on the local disk', () => {
  let testApp: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    filesDir = join(testApp.config.dataDir, 'files');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function placeFile(dir: string, name: string, old: boolean): Promise<void> {
    await mkdir(join(filesDir, dir), { recursive: true });
    await writeFile(join(filesDir, dir, name), 'x');
    if (old) await utimes(join(filesDir, dir, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  }

  it('removes old upload parts, drawings without a row and unused covers; keeps the rest', async () => {
    const kept = await uploadDrawing(testApp);
    // The stored drawing is old too: its row, not its age, keeps it.
    await utimes(join(filesDir, 'drawings', kept), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const orphanDrawing = `${randomUUID()}.pdf`;
    const orphanPhoto = `${randomUUID()}.jpg`;
    const orphanScan = `${randomUUID()}.png`;
    const freshDrawing = `${randomUUID()}.pdf`;
    const orphanCover = `${'a'.repeat(64)}.png`;
    await placeFile('tmp', 'stale.part', true);
    await placeFile('tmp', `${randomUUID()}.writing`, true); // a put cut off by a crash
    await placeFile('tmp', 'in-flight.part', false);
    await placeFile('drawings', orphanDrawing, true);
    await placeFile('drawings', orphanPhoto, true);
    await placeFile('drawings', orphanScan, true);
    await placeFile('drawings', freshDrawing, false); // an upload whose row is not committed yet
    await placeFile('drawings', 'notes.txt', true); // not a name the server gives: left alone
    await placeFile('covers', orphanCover, true);

    const store = testApp.app.fileStore;
    const result = await sweepOrphanFiles({ db: testApp.database.db, store });
    expect(result).toEqual({ partsRemoved: 2, drawingsRemoved: 3, coversRemoved: 1 });
    expect((await readdir(join(filesDir, 'tmp'))).sort()).toEqual(['in-flight.part']);
    expect((await readdir(join(filesDir, 'drawings'))).sort()).toEqual(
      [freshDrawing, kept, 'notes.txt'].sort(),
    );
    expect(await readdir(join(filesDir, 'covers'))).toEqual([]);
    // Nothing left to sweep.
    const again = await sweepOrphanFiles({ db: testApp.database.db, store });
    expect(again).toEqual({ partsRemoved: 0, drawingsRemoved: 0, coversRemoved: 0 });
  });

  it('answers nothing to do when no file has ever been stored', async () => {
    const empty = await createTestApp();
    try {
      expect(await sweepOrphanFiles({ db: empty.database.db, store: empty.app.fileStore })).toEqual({
        partsRemoved: 0,
        drawingsRemoved: 0,
        coversRemoved: 0,
      });
    } finally {
      await empty.close();
    }
  });
});

describe('sweepOrphanFiles in an S3 bucket', () => {
  let s3: TestS3Server;
  let testApp: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    testApp = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  it('removes what is older than the cut-off and has no row; keeps drawings with rows and newer objects', async () => {
    const store = testApp.app.fileStore;
    expect(store.driver).toBe('s3');
    const put = (key: string) => store.put(key, Readable.from([Buffer.from('x')]));
    const kept = await uploadDrawing(testApp);
    const orphanDrawing = `${randomUUID()}.pdf`;
    const orphanPhoto = `${randomUUID()}.jpg`;
    const orphanScan = `${randomUUID()}.png`;
    const orphanCover = `${'b'.repeat(64)}.webp`;
    for (const key of [
      'tmp/stale.part',
      `drawings/${orphanDrawing}`,
      `drawings/${orphanPhoto}`,
      `drawings/${orphanScan}`,
      'drawings/notes.txt',
      `covers/${orphanCover}`,
    ])
      await put(key);
    // Object times have whole seconds: the cut-off is the next whole second, and what is put after it is newer.
    const cutOff = Math.ceil(Date.now() / 1000) * 1000;
    await sleep(cutOff - Date.now() + 50);
    const freshDrawing = `${randomUUID()}.png`;
    await put('tmp/in-flight.part');
    await put(`drawings/${freshDrawing}`);

    const result = await sweepOrphanFiles({ db: testApp.database.db, store, now: cutOff, minAgeMs: 0 });
    expect(result).toEqual({ partsRemoved: 1, drawingsRemoved: 3, coversRemoved: 1 });
    expect(await keysIn(store, 'tmp/')).toEqual(['in-flight.part']);
    expect(await keysIn(store, 'drawings/')).toEqual([freshDrawing, kept, 'notes.txt'].sort());
    expect(await keysIn(store, 'covers/')).toEqual([]);
  });
});
