import { ACCESS_LEVELS } from '@kadirio/domain';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/users/users.repository';
import { createSignedInUser, createToken } from '../testing/factories';
import { buildMultipart, buildPdf } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sql } from 'drizzle-orm';
import { fingerprint } from './archive';
import { PAGE_ROWS } from './archive-format';
import { restoreBackup } from './archive-reader';
import { writeBackup } from './archive-writer';

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

/** Enough contact messages for several pages of one table. */
const MESSAGES = 2 * PAGE_ROWS + 234;

describe('backup and restore', () => {
  it('restores every table (paged) and file into a fresh data directory, and the app serves them', async () => {
    const { mapId, ownerEmail, pdf } = await seedSource();
    await source.database.db.execute(
      sql`insert into contact_messages (id, name, email, message)
          select gen_random_uuid(), 'Name ' || n, 'person' || n || '@example.com', 'Message ' || n
          from generate_series(1, ${MESSAGES}) n`,
    );
    const file = join(workDir, 'kadirio.backup');
    const summary = await writeBackup(source.database.db, source.app.fileStore, file);
    expect(summary.files).toBeGreaterThan(0);
    expect(summary.rows).toBeGreaterThan(MESSAGES);
    expect(summary.whole).toMatch(/^[0-9a-f]{64}$/);

    await restoreBackup(target.database.db, target.app.fileStore, file);

    const before = await fingerprint(source.database.db, source.app.fileStore);
    const after = await fingerprint(target.database.db, target.app.fileStore);
    expect(after).toEqual(before);
    expect(before.tables.contact_messages?.count).toBe(MESSAGES);
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

  it('refuses a damaged, cut-short or other-version archive by name, changing nothing', async () => {
    const file = join(workDir, 'damaged.backup');
    await writeBackup(source.database.db, source.app.fileStore, file);
    const before = await fingerprint(target.database.db, target.app.fileStore);
    const restore = (path: string) => restoreBackup(target.database.db, target.app.fileStore, path);

    // One byte of a drawing changed inside the tar (whose own headers stay valid).
    const tar = gunzipSync(await readFile(file));
    const at = tar.indexOf('%PDF-');
    expect(at).toBeGreaterThan(0);
    tar[at + 1] = 'X'.charCodeAt(0);
    const tampered = join(workDir, 'tampered.backup');
    await writeFile(tampered, gzipSync(tar));
    await expect(restore(tampered)).rejects.toThrow(
      /^The backup is damaged: files\/drawings\/[0-9a-f-]+\.pdf fails its checksum$/,
    );

    const archive = await readFile(file);
    const cut = join(workDir, 'cut.backup');
    await writeFile(cut, archive.subarray(0, Math.floor(archive.length / 2)));
    await expect(restore(cut)).rejects.toThrow(/The backup is damaged/);

    // The same archive into a database one migration ahead: refused before anything changes.
    await target.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', 0)`,
    );
    try {
      await expect(restore(file)).rejects.toThrow(/same version/);
    } finally {
      await target.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'later'`);
    }
    expect(await fingerprint(target.database.db, target.app.fileStore)).toEqual(before);
  });
});
