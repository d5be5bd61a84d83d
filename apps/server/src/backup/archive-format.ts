import { createHash } from 'node:crypto';

/**
 * The backup archive (version 2, decision 0018): a gzipped tar whose entries are, in order,
 *
 * - `manifest.json` — the format, when, the migrations applied and the tables in restore order;
 * - `tables/<table>/<page>.ndjson` — each table's rows as JSON lines, at most `PAGE_ROWS` a page,
 *   read in primary-key order a page at a time, never the whole table;
 * - `files/<key>` — every stored file, streamed from the file store;
 * - `checksums.json` — the sha256 of every entry above and one over them all.
 *
 * Everything is streamed both ways, so no size of database or files is held whole in memory.
 */
export const FORMAT = 'kadirio-backup';
export const VERSION = 2;
export const PAGE_ROWS = 500;
export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'checksums.json';
export const TABLES_DIR = 'tables/';
export const FILES_DIR = 'files/';

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /**
   * The Kadirio version that made it; absent in archives made before it was recorded (0.x). A
   * restore refuses another MAJOR version (archive-reader.ts).
   */
  appVersion?: string;
  /** The migrations applied to the source: a restore needs the same schema. */
  migrations: number;
  /** The app's tables, referenced tables first: the order they are restored in. */
  tables: string[];
}

export interface EntrySum {
  name: string;
  size: number;
  sha256: string;
}

export interface Checksums {
  entries: EntrySum[];
  /** sha256 of the lines `<sha256>  <name>` of every entry, in archive order (as sha256sum prints them). */
  whole: string;
}

export function wholeChecksum(entries: readonly EntrySum[]): string {
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry.sha256}  ${entry.name}\n`);
  return hash.digest('hex');
}

/** The page entry name: pages sort in the order they were written. */
export const pageName = (table: string, page: number): string =>
  `${TABLES_DIR}${table}/${String(page).padStart(6, '0')}.ndjson`;

/** A backup made by another MAJOR version of Kadirio: sound, but not this version's to read. */
export class OtherVersionBackupError extends Error {
  override name = 'OtherVersionBackupError';
}

export class DamagedBackupError extends Error {
  override name = 'DamagedBackupError';
}
