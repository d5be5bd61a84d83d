import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { blogPosts, mapDrawings } from '../db/schema/index';
import { TEMP_PREFIX, type FileStore } from '../storage/file-store';
import {
  COVERS_PREFIX,
  DRAWINGS_PREFIX,
  STORED_COVER_NAME,
  STORED_DRAWING_NAME,
} from '../storage/stored-names';

/**
 * Files younger than this are never swept: an upload in flight, in this process or another
 * sharing the store, has written its file but not yet committed its row.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
/** Names asked of the database at once. */
const BATCH = 500;

export interface SweepResult {
  /** Temp objects (`tmp/`) of uploads that never finished (a crash, `kill -9`). */
  partsRemoved: number;
  /** Drawings with no row (their upload's transaction never committed). */
  drawingsRemoved: number;
  /** Cover images no post names any more. */
  coversRemoved: number;
}

/** Names (the key without `prefix`) of the objects under `prefix` older than `olderThan` that match `pattern`. */
async function oldNames(
  store: FileStore,
  prefix: string,
  pattern: RegExp,
  olderThan: number,
): Promise<string[]> {
  const old: string[] = [];
  for await (const object of store.list(prefix)) {
    const name = object.key.slice(prefix.length);
    // Never a file the server did not name, nor one in a folder below.
    if (pattern.test(name) && object.lastModified.getTime() < olderThan) old.push(name);
  }
  return old;
}

async function removeAll(store: FileStore, prefix: string, names: readonly string[]): Promise<number> {
  for (const name of names) await store.delete(`${prefix}${name}`);
  return names.length;
}

async function inBatches<T>(items: readonly T[], work: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) await work(items.slice(start, start + BATCH));
}

/**
 * Removes stored files nothing refers to: stale temp uploads, drawings without a row, covers no
 * post uses (`tmp/`, `drawings/`, `covers/` in the file store, local or S3). Run at start and on a
 * schedule (start.ts).
 */
export async function sweepOrphanFiles({
  db,
  store,
  now = Date.now(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
}: {
  db: Database;
  store: FileStore;
  now?: number;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const olderThan = now - minAgeMs;
  // Everything under tmp/ is an upload or a put in progress (`.part`, `.writing`): old means dead.
  const partsRemoved = await removeAll(
    store,
    TEMP_PREFIX,
    await oldNames(store, TEMP_PREFIX, /^[^/]+$/, olderThan),
  );

  const orphanDrawings: string[] = [];
  await inBatches(await oldNames(store, DRAWINGS_PREFIX, STORED_DRAWING_NAME, olderThan), async (names) => {
    const rows = await db
      .select({ name: mapDrawings.storedName })
      .from(mapDrawings)
      .where(inArray(mapDrawings.storedName, names));
    const known = new Set(rows.map((row) => row.name));
    orphanDrawings.push(...names.filter((name) => !known.has(name)));
  });
  const drawingsRemoved = await removeAll(store, DRAWINGS_PREFIX, orphanDrawings);

  const orphanCovers: string[] = [];
  await inBatches(await oldNames(store, COVERS_PREFIX, STORED_COVER_NAME, olderThan), async (names) => {
    const hashes = names.map((name) => STORED_COVER_NAME.exec(name)![1]!);
    const rows = await db
      .select({ sha: blogPosts.coverSha256 })
      .from(blogPosts)
      .where(inArray(blogPosts.coverSha256, hashes));
    const used = new Set(rows.map((row) => row.sha));
    orphanCovers.push(...names.filter((name) => !used.has(STORED_COVER_NAME.exec(name)![1]!)));
  });
  const coversRemoved = await removeAll(store, COVERS_PREFIX, orphanCovers);

  return { partsRemoved, drawingsRemoved, coversRemoved };
}
