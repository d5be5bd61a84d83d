import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../start';
import { createFileStore } from '../storage/create-file-store';
import { fingerprint } from './archive';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../../../..');
const BACKUP_SCRIPT = resolve(REPO, 'apps/server/src/backup.ts');
/**
 * The child's JavaScript heap, below the 150 MB of files. Not lower: the process alone (PGlite,
 * Drizzle, tsx compiling the sources) holds about 60 MB of heap before it reads a byte, and stays
 * there while 80 MB stream through (measured); the old one-JSON archive needed 952 MB for 100 MB.
 */
const HEAP_MB = 96;
const FILE_MB = 50;
const FILES = 3;

/** `megabytes` of random bytes (gzip cannot shrink them), made 1 MiB at a time. */
function randomFile(megabytes: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i += 1) yield randomBytes(1024 * 1024);
    })(),
  );
}

/** `npm run backup` / `npm run restore` in a child process whose heap is capped at HEAP_MB. */
async function backupCommand(command: 'backup' | 'restore', dataDir: string, archive: string) {
  return run(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', BACKUP_SCRIPT, command, archive],
    {
      cwd: REPO,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      maxBuffer: 1024 * 1024,
    },
  );
}

async function fingerprintOf(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config);
  try {
    return await fingerprint(database.db, createFileStore(config));
  } finally {
    await database.close();
  }
}

describe('a backup larger than the memory of the process that makes it', { timeout: 600_000 }, () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'kadirio-large-backup-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it(`backs up and restores ${FILES * FILE_MB} MB of files with a ${HEAP_MB} MB heap, every checksum equal`, async () => {
    const source = join(work, 'source');
    const target = join(work, 'target');
    const archive = join(work, 'kadirio.backup');

    const config = loadConfig({ DATA_DIR: source, LOG_LEVEL: 'silent' });
    const database = await openConfiguredDatabase(config);
    try {
      await database.db.execute(
        sql`insert into contact_messages (id, name, email, message)
            select gen_random_uuid(), 'Name ' || n, 'person' || n || '@example.com', repeat('words ', 200)
            from generate_series(1, 3000) n`,
      );
      const store = createFileStore(config);
      for (let i = 0; i < FILES; i += 1) await store.put(`drawings/${randomUUID()}.pdf`, randomFile(FILE_MB));
    } finally {
      await database.close();
    }

    const backedUp = await backupCommand('backup', source, archive);
    expect(backedUp.stdout).toMatch(new RegExp(`and ${FILES} files to .* \\(checksum [0-9a-f]{64}\\)`));
    // Random bytes do not compress: the archive holds every byte of the files.
    expect((await stat(archive)).size).toBeGreaterThan(FILES * FILE_MB * 1024 * 1024);

    // A new PGlite database (initdb and the migrations) needs more heap than the cap, whatever
    // the backup's size: the target is created first, as the server's first start would.
    await (await openConfiguredDatabase(loadConfig({ DATA_DIR: target, LOG_LEVEL: 'silent' }))).close();
    const restored = await backupCommand('restore', target, archive);
    expect(restored.stdout).toMatch(/Restored the backup of/);

    const before = await fingerprintOf(source);
    const after = await fingerprintOf(target);
    expect(Object.keys(after.files)).toHaveLength(FILES);
    expect(after.tables.contact_messages?.count).toBe(3000);
    expect(after).toEqual(before);
  });
});
