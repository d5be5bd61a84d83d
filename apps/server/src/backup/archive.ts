import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Database } from '../db/client';
import { isValidKey, TEMP_PREFIX, type FileStore } from '../storage/file-store';

/**
 * One archive holding the whole state: every row of every table of the app's schema and every
 * stored file (drawings), as gzipped JSON. Written and read through the app's own connection, so
 * it works the same on PGlite and PostgreSQL and needs no pg_dump.
 */
export interface BackupArchive {
  format: 'kadirio-backup';
  version: 1;
  createdAt: string;
  /** The migrations applied to the source: a restore needs the same schema. */
  migrations: number;
  tables: { name: string; rows: unknown[] }[];
  files: { path: string; sha256: string; base64: string }[];
}

async function query<Row>(db: Database, statement: SQL): Promise<Row[]> {
  // Both drivers answer execute() with { rows }; the shared type leaves it open.
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

/** The app's tables, referenced tables before the tables that reference them. */
export async function listTables(db: Database): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((ref) => ref.child === table && ref.parent !== table)) {
      visit(parent.replace(/^"|"$/g, ''), path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await query<{ count: number | string }>(
    db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

/** The keys of every stored file, uploads in progress (`tmp/`) apart. */
async function listKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list('')) {
    if (!object.key.startsWith(TEMP_PREFIX)) keys.push(object.key);
  }
  return keys.sort();
}

async function readObject(store: FileStore, key: string): Promise<Buffer | null> {
  const opened = await store.open(key);
  return opened ? buffer(opened.stream) : null;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads every table in one snapshot (repeatable read), then the files in the store. */
export async function createBackup(db: Database, store: FileStore): Promise<BackupArchive> {
  const tables = await db.transaction(
    async (tx) => {
      const dump: BackupArchive['tables'] = [];
      for (const name of await listTables(tx)) {
        const rows = await query<{ row: unknown }>(
          tx,
          sql`select row_to_json(t) as row from ${sql.identifier(name)} t`,
        );
        dump.push({ name, rows: rows.map((row) => row.row) });
      }
      return dump;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files: BackupArchive['files'] = [];
  for (const key of await listKeys(store)) {
    const bytes = await readObject(store, key);
    if (!bytes) continue; // deleted since the listing, with its row
    files.push({
      path: key,
      sha256: sha256(bytes),
      base64: bytes.toString('base64'),
    });
  }
  return {
    format: 'kadirio-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(db),
    tables,
    files,
  };
}

export function encodeArchive(archive: BackupArchive): Buffer {
  return gzipSync(JSON.stringify(archive));
}

export function decodeArchive(bytes: Buffer): BackupArchive {
  const archive = JSON.parse(gunzipSync(bytes).toString('utf8')) as BackupArchive;
  if (archive.format !== 'kadirio-backup' || archive.version !== 1) {
    throw new Error('This file is not a Kadirio backup (format kadirio-backup, version 1)');
  }
  return archive;
}

/**
 * Replaces everything in a migrated database and the file store with the archive's content, the
 * database in one transaction: a failed restore leaves the database as it was. The server must
 * be stopped.
 */
export async function restoreBackup(db: Database, store: FileStore, archive: BackupArchive): Promise<void> {
  const migrations = await appliedMigrations(db);
  if (migrations !== archive.migrations) {
    throw new Error(
      `The backup was made with ${archive.migrations} migrations applied and this database has ${migrations}; ` +
        'restore with the same version of Kadirio that made it',
    );
  }
  for (const file of archive.files) {
    const bytes = Buffer.from(file.base64, 'base64');
    if (sha256(bytes) !== file.sha256)
      throw new Error(`The backup is damaged: ${file.path} fails its checksum`);
    if (!isValidKey(file.path))
      throw new Error(`The backup names a file outside the data directory: ${file.path}`);
  }

  await db.transaction(async (tx) => {
    const target: Database = tx;
    const tables = await listTables(target);
    const missing = archive.tables.filter((table) => !tables.includes(table.name));
    if (missing.length > 0)
      throw new Error(`The backup has tables this database lacks: ${missing.map((t) => t.name).join(', ')}`);
    await target.execute(sql.raw(`truncate table ${tables.map((name) => `"${name}"`).join(', ')} cascade`));
    const byName = new Map(archive.tables.map((table) => [table.name, table.rows]));
    for (const name of tables) {
      const rows = byName.get(name) ?? [];
      if (rows.length === 0) continue;
      const table = sql.identifier(name);
      await target.execute(
        sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)`,
      );
    }
    await resetSequences(target);
  });

  for await (const object of store.list('')) await store.delete(object.key);
  for (const file of archive.files) {
    await store.put(file.path, Readable.from([Buffer.from(file.base64, 'base64')]));
  }
}

/** Serial columns continue after the restored rows. */
async function resetSequences(db: Database): Promise<void> {
  const serials = await query<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/** Row count and a checksum of the sorted rows of every table, and the checksum of every file. */
export async function fingerprint(
  db: Database,
  store: FileStore,
): Promise<{ tables: Record<string, { count: number; md5: string }>; files: Record<string, string> }> {
  const tables: Record<string, { count: number; md5: string }> = {};
  for (const name of await listTables(db)) {
    const [row] = await query<{ count: number | string; md5: string | null }>(
      db,
      sql`select count(*) as count, md5(coalesce(string_agg(r, E'\n' order by r), '')) as md5
          from (select row_to_json(t)::text as r from ${sql.identifier(name)} t) rows`,
    );
    tables[name] = { count: Number(row?.count ?? 0), md5: row?.md5 ?? '' };
  }
  const files: Record<string, string> = {};
  for (const key of await listKeys(store)) {
    const bytes = await readObject(store, key);
    if (bytes) files[key] = sha256(bytes);
  }
  return { tables, files };
}

export async function writeArchive(path: string, archive: BackupArchive): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, encodeArchive(archive));
}

export async function readArchive(path: string): Promise<BackupArchive> {
  return decodeArchive(await readFile(path));
}
