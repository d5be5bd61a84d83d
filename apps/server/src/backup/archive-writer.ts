import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as createPack, type Pack } from 'tar-stream';
import type { Database } from '../db/client';
import { APP_VERSION } from '../lib/app-version';
import { TEMP_PREFIX, type FileStore } from '../storage/file-store';
import { appliedMigrations, listTables, tablePages } from './archive';
import {
  CHECKSUMS,
  FILES_DIR,
  FORMAT,
  MANIFEST,
  pageName,
  VERSION,
  wholeChecksum,
  type Checksums,
  type EntrySum,
  type Manifest,
} from './archive-format';

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  /** The archive's checksum over all its entries (checksums.json `whole`). */
  whole: string;
}

/** Adds entries to a tar pack one at a time, hashing each. */
function createEntryWriter(pack: Pack) {
  const sums: EntrySum[] = [];
  return {
    sums,
    async add(name: string, content: Buffer): Promise<void> {
      const sha256 = createHash('sha256').update(content).digest('hex');
      await new Promise<void>((resolve, reject) => {
        pack.entry({ name, size: content.length }, content, (error) => (error ? reject(error) : resolve()));
      });
      sums.push({ name, size: content.length, sha256 });
    },
    async addStream(name: string, size: number, source: Readable): Promise<void> {
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(source, hashing, pack.entry({ name, size }));
      sums.push({ name, size, sha256: hash.digest('hex') });
    },
  };
}

/**
 * Writes the whole state to `path` as a streamed archive (archive-format.ts): the tables in one
 * repeatable-read snapshot a page at a time, then every stored file (but `tmp/`). The file
 * appears under `path` only once complete; a failure removes the partial one.
 */
export async function writeBackup(
  db: Database,
  store: FileStore,
  path: string,
  { appVersion = APP_VERSION }: { appVersion?: string } = {},
): Promise<BackupSummary> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const pack = createPack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const entries = createEntryWriter(pack);
  let rows = 0;
  let files = 0;
  let tableCount = 0;
  try {
    await db.transaction(
      async (tx) => {
        const tables = await listTables(tx);
        tableCount = tables.length;
        const manifest: Manifest = {
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          appVersion,
          migrations: await appliedMigrations(tx),
          tables,
        };
        await entries.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
        for (const table of tables) {
          let page = 0;
          for await (const lines of tablePages(tx, table)) {
            page += 1;
            rows += lines.length;
            await entries.add(pageName(table, page), Buffer.from(lines.map((line) => `${line}\n`).join('')));
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for await (const object of store.list('')) {
      if (object.key.startsWith(TEMP_PREFIX)) continue;
      const opened = await store.open(object.key);
      if (!opened) continue; // deleted since the listing, with its row
      await entries.addStream(`${FILES_DIR}${object.key}`, opened.size, opened.stream);
      files += 1;
    }
    const checksums: Checksums = { entries: entries.sums, whole: wholeChecksum(entries.sums) };
    await entries.add(CHECKSUMS, Buffer.from(JSON.stringify(checksums, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, path);
    return { tables: tableCount, rows, files, whole: checksums.whole };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
