import { sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { TEMP_PREFIX, type FileStore } from '../storage/file-store';
import { PAGE_ROWS } from './archive-format';

/**
 * What the backup's writer and reader share about the database: the tables in restore order,
 * the migrations applied, each table read a page at a time, serial columns reset after a restore,
 * and a fingerprint of everything to compare two installations. Written and read through the
 * app's own connection, so it works the same on PGlite and PostgreSQL (decision 0018).
 */
export async function query<Row>(db: Database, statement: SQL): Promise<Row[]> {
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

export async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await query<{ count: number | string }>(
    db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

async function primaryKeyOf(db: Database, table: string): Promise<string[]> {
  const rows = await query<{ column: string }>(
    db,
    sql`select a.attname as column from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`"${table}"`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  if (rows.length === 0) throw new Error(`The table ${table} has no primary key to page it by`);
  return rows.map((row) => row.column);
}

/**
 * A table's rows as JSON lines, `PAGE_ROWS` at a time in primary-key order: each page starts
 * after the last key of the one before (keyset paging), so no page costs more than the last.
 */
export async function* tablePages(db: Database, table: string): AsyncGenerator<string[]> {
  const key = await primaryKeyOf(db, table);
  const target = sql.identifier(table);
  const columns = (alias: string) =>
    sql.join(
      key.map((column) => sql`${sql.identifier(alias)}.${sql.identifier(column)}`),
      sql`, `,
    );
  let last: string | null = null;
  for (;;) {
    const after: SQL = last
      ? sql`where (${columns('t')}) > (select ${columns('r')} from json_populate_record(null::${target}, ${last}::json) r)`
      : sql``;
    const rows: { line: string }[] = await query<{ line: string }>(
      db,
      sql`select row_to_json(t)::text as line from ${target} t ${after} order by ${columns('t')} limit ${PAGE_ROWS}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => row.line);
    if (rows.length < PAGE_ROWS) return;
    last = rows[rows.length - 1]!.line;
  }
}

/** Serial columns continue after the restored rows. */
export async function resetSequences(db: Database): Promise<void> {
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

/** Row count and a checksum of the sorted rows of every table, and the sha256 of every stored file (streamed). */
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
  for await (const object of store.list('')) {
    if (object.key.startsWith(TEMP_PREFIX)) continue;
    const opened = await store.open(object.key);
    if (!opened) continue;
    const hash = createHash('sha256');
    for await (const chunk of opened.stream) hash.update(chunk as Buffer);
    files[object.key] = hash.digest('hex');
  }
  return { tables, files };
}
