import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract as createExtract, type Extract } from 'tar-stream';
import type { Database } from '../db/client';
import { APP_VERSION, majorOf } from '../lib/app-version';
import { isValidKey, type FileStore } from '../storage/file-store';
import { appliedMigrations, listTables, resetSequences } from './archive';
import {
  CHECKSUMS,
  DamagedBackupError,
  FILES_DIR,
  OtherVersionBackupError,
  FORMAT,
  MANIFEST,
  TABLES_DIR,
  VERSION,
  wholeChecksum,
  type Checksums,
  type EntrySum,
  type Manifest,
} from './archive-format';

/** The archive's entries in order, each a stream to read before the next is given. */
/** One entry of the tar stream: its header and a (streamx) readable of its bytes. */
type ArchiveEntry = Extract extends AsyncIterable<infer Entry> ? Entry : never;

async function* entriesOf(path: string): AsyncGenerator<ArchiveEntry> {
  const extract = createExtract();
  const source = createReadStream(path);
  const gunzip = createGunzip();
  const fail = (error: Error) => extract.destroy(error);
  source.once('error', fail).pipe(gunzip).once('error', fail).pipe(extract);
  try {
    yield* extract;
  } finally {
    source.destroy();
  }
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function parseJson<T>(bytes: Buffer, name: string): T {
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new DamagedBackupError(`The backup is damaged: ${name} is not readable JSON`);
  }
}

/**
 * Reads the whole archive once, hashing every entry, and compares each with `checksums.json` and
 * the whole with its `whole`: a damaged or changed entry is named. Answers the manifest. Holds
 * no entry but the manifest and the checksums in memory.
 */
export async function verifyBackup(path: string): Promise<{ manifest: Manifest; checksums: Checksums }> {
  const seen: EntrySum[] = [];
  let manifest: Manifest | undefined;
  let checksums: Checksums | undefined;
  try {
    for await (const entry of entriesOf(path)) {
      const { name } = entry.header;
      if (name === CHECKSUMS) {
        checksums = parseJson<Checksums>(await buffer(entry), name);
        continue;
      }
      if (checksums) throw new DamagedBackupError(`The backup is damaged: ${name} comes after ${CHECKSUMS}`);
      if (name === MANIFEST) {
        const bytes = await buffer(entry);
        manifest = parseJson<Manifest>(bytes, name);
        seen.push({ name, size: bytes.length, sha256: sha256Of(bytes) });
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of entry) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      seen.push({ name, size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof DamagedBackupError) throw error;
    throw new DamagedBackupError(
      `The backup is damaged or not a Kadirio backup: ${(error as Error).message}`,
    );
  }
  if (!manifest || manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new DamagedBackupError(`This file is not a Kadirio backup (format ${FORMAT}, version ${VERSION})`);
  }
  if (!checksums) throw new DamagedBackupError(`The backup is damaged: it ends before ${CHECKSUMS}`);
  const listed = new Map(checksums.entries.map((entry) => [entry.name, entry]));
  for (const entry of seen) {
    const expected = listed.get(entry.name);
    if (!expected)
      throw new DamagedBackupError(`The backup is damaged: ${entry.name} is not in ${CHECKSUMS}`);
    if (expected.sha256 !== entry.sha256 || expected.size !== entry.size)
      throw new DamagedBackupError(`The backup is damaged: ${entry.name} fails its checksum`);
    listed.delete(entry.name);
  }
  const [missing] = listed.keys();
  if (missing) throw new DamagedBackupError(`The backup is damaged: ${missing} is missing`);
  if (wholeChecksum(checksums.entries) !== checksums.whole || wholeChecksum(seen) !== checksums.whole)
    throw new DamagedBackupError('The backup is damaged: its whole checksum does not match');
  for (const entry of seen) {
    if (entry.name.startsWith(FILES_DIR) && !isValidKey(entry.name.slice(FILES_DIR.length)))
      throw new DamagedBackupError(`The backup names a file outside the file store: ${entry.name}`);
  }
  return { manifest, checksums };
}

/**
 * Replaces everything in a migrated database and the file store with the archive's content.
 * The archive is verified whole first (verifyBackup): a damaged one changes nothing. Then it is
 * read again, streaming: the rows go in inside one transaction, so a failure there leaves the
 * database as it was; the files are put back while that transaction is open, each checked
 * against its checksum again. The server must be stopped.
 */
export async function restoreBackup(
  db: Database,
  store: FileStore,
  path: string,
  { appVersion = APP_VERSION }: { appVersion?: string } = {},
): Promise<Manifest> {
  const { manifest, checksums } = await verifyBackup(path);
  // Archives from before the version was recorded were made by 0.x.
  const madeBy = manifest.appVersion ?? '0';
  if (majorOf(madeBy) !== majorOf(appVersion)) {
    throw new OtherVersionBackupError(
      `This backup was made by Kadirio ${madeBy} and this is Kadirio ${appVersion}: a backup is restored ` +
        `by the MAJOR version that made it (${majorOf(madeBy)}.x). Restore it with that version, upgrade, ` +
        'then back up again (docs/operations.md, "Upgrade and roll back"). Nothing was changed.',
    );
  }
  const migrations = await appliedMigrations(db);
  if (migrations !== manifest.migrations) {
    throw new Error(
      `The backup was made with ${manifest.migrations} migrations applied and this database has ${migrations}; ` +
        'restore with the same version of Kadirio that made it',
    );
  }
  const expected = new Map(checksums.entries.map((entry) => [entry.name, entry.sha256]));
  const changed = (name: string) =>
    new DamagedBackupError(`The backup changed while it was restored: ${name} fails its checksum`);

  await db.transaction(async (tx) => {
    const target: Database = tx;
    const tables = await listTables(target);
    const missing = manifest.tables.filter((table) => !tables.includes(table));
    if (missing.length > 0)
      throw new Error(`The backup has tables this database lacks: ${missing.join(', ')}`);
    await target.execute(sql.raw(`truncate table ${tables.map((name) => `"${name}"`).join(', ')} cascade`));
    let storeCleared = false;
    for await (const entry of entriesOf(path)) {
      const { name } = entry.header;
      if (name.startsWith(TABLES_DIR)) {
        const bytes = await buffer(entry);
        if (sha256Of(bytes) !== expected.get(name)) throw changed(name);
        const table = name.slice(TABLES_DIR.length).split('/')[0]!;
        const rows = `[${bytes.toString('utf8').trimEnd().split('\n').join(',')}]`;
        const identifier = sql.identifier(table);
        await target.execute(
          sql`insert into ${identifier} select * from json_populate_recordset(null::${identifier}, ${rows}::json)`,
        );
      } else if (name.startsWith(FILES_DIR)) {
        if (!storeCleared) {
          for await (const object of store.list('')) await store.delete(object.key);
          storeCleared = true;
        }
        const hash = createHash('sha256');
        // Pulled chunk by chunk as the store writes: the tar entry's own pipe() does not wait
        // for a Node stream's backpressure, and a large file would pile up in memory.
        const hashing = Readable.from(
          (async function* () {
            for await (const chunk of entry) {
              hash.update(chunk as Buffer);
              yield chunk as Buffer;
            }
          })(),
        );
        const key = name.slice(FILES_DIR.length);
        await store.put(key, hashing);
        if (hash.digest('hex') !== expected.get(name)) {
          await store.delete(key);
          throw changed(name);
        }
      } else {
        entry.resume();
      }
    }
    if (!storeCleared) for await (const object of store.list('')) await store.delete(object.key);
    await resetSequences(target);
  });
  return manifest;
}
