import { ACCESS_LEVELS } from '@kadirio/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/users/users.repository';
import { createSignedInUser, createToken } from '../testing/factories';
import { buildMultipart, buildPdf } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  createBackup,
  fingerprint,
  readArchive,
  restoreBackup,
  writeArchive,
  type BackupArchive,
} from './archive';

/**
 * A backup restored into a fresh data directory and database holds the same rows in every table
 * and the same bytes in every file; the restored app serves them. Runs on PGlite and PostgreSQL.
 */
let source: TestApp;
let target: TestApp;
let workDir: string;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  workDir = await mkdtemp(join(tmpdir(), 'kadirio-backup-'));
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await rm(workDir, { recursive: true, force: true });
});

async function seedSource(): Promise<{ mapId: string; ownerEmail: string; pdf: Buffer }> {
  for (const level of ACCESS_LEVELS) await createSignedInUser(source, level);
  const owner = await createSignedInUser(source, 'user');
  const created = await source.app.inject({
    method: 'POST',
    url: '/api/maps/',
    headers: owner.auth,
    payload: {
      title: 'Nyumba ya backup',
      region: 'Arusha',
      district: 'Arusha Mjini',
      ward: 'Kaloleni',
      startConstruction: '2027-03-01',
      desc: 'Kept safe',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const mapId = created.json<{ _id: string }>()._id;
  const pdf = buildPdf('backup', 2048);
  const { payload, headers } = buildMultipart([{ filename: 'mpango.pdf', content: pdf }]);
  const uploaded = await source.app.inject({
    method: 'POST',
    url: `/api/maps/${mapId}/drawings`,
    headers: { ...headers, ...owner.auth },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { mapId, ownerEmail: owner.user.email, pdf };
}

describe('backup and restore', () => {
  it('restores every table and file into a fresh data directory, and the app serves them', async () => {
    const { mapId, ownerEmail, pdf } = await seedSource();
    const file = join(workDir, 'kadirio.backup');
    await writeArchive(file, await createBackup(source.database.db, source.app.fileStore));

    await restoreBackup(target.database.db, target.app.fileStore, await readArchive(file));

    const before = await fingerprint(source.database.db, source.app.fileStore);
    const after = await fingerprint(target.database.db, target.app.fileStore);
    expect(after).toEqual(before);
    const tables = Object.values(before.tables);
    expect(tables.filter((table) => table.count > 0).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);

    const owner = await findUserByEmail(target.database.db, ownerEmail);
    expect(owner).toBeDefined();
    const token = await createToken(target, owner!);
    const map = await target.app.inject({
      method: 'GET',
      url: `/api/maps/${mapId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(map.statusCode).toBe(200);
    const drawingId = map.json<{ drawings: { _id: string }[] }>().drawings[0]?._id;
    const drawing = await target.app.inject({
      method: 'GET',
      url: `/api/maps/${mapId}/drawings/${drawingId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a damaged archive or one from another schema version, changing nothing', async () => {
    const archive = await createBackup(source.database.db, source.app.fileStore);
    const before = await fingerprint(target.database.db, target.app.fileStore);
    const damaged: BackupArchive = {
      ...archive,
      files: archive.files.map((file) => ({ ...file, base64: Buffer.from('tampered').toString('base64') })),
    };
    await expect(restoreBackup(target.database.db, target.app.fileStore, damaged)).rejects.toThrow(
      /checksum/,
    );
    await expect(
      restoreBackup(target.database.db, target.app.fileStore, {
        ...archive,
        migrations: archive.migrations + 1,
      }),
    ).rejects.toThrow(/same version/);
    expect(await fingerprint(target.database.db, target.app.fileStore)).toEqual(before);
  });
});
