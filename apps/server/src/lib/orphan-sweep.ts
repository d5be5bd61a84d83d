import { inArray } from 'drizzle-orm';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { blogPosts, mapDrawings } from '../db/schema/index';

/**
 * Files younger than this are never swept: an upload in flight, in this process or another
 * sharing the folder, has written its file but not yet committed its row.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
const DRAWING_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const COVER_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
/** Names asked of the database at once. */
const BATCH = 500;

export interface SweepResult {
  /** `.part` files of uploads that never finished (a crash, `kill -9`). */
  partsRemoved: number;
  /** Drawings with no row (their upload's transaction never committed). */
  drawingsRemoved: number;
  /** Cover images no post names any more. */
  coversRemoved: number;
}

async function oldFiles(dir: string, pattern: RegExp, olderThan: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    if (!pattern.test(name)) continue; // never a file the server did not name
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs < olderThan) old.push(name);
  }
  return old;
}

async function removeAll(dir: string, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    await unlink(join(dir, name)).then(
      () => (removed += 1),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  return removed;
}

async function inBatches<T>(items: readonly T[], work: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) await work(items.slice(start, start + BATCH));
}

/**
 * Removes stored files nothing refers to: stale upload parts, drawings without a row, covers no
 * post uses (`<files>/tmp`, `drawings`, `covers`). Run at start and on a schedule (start.ts).
 */
export async function sweepOrphanFiles({
  db,
  filesDir,
  now = Date.now(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
}: {
  db: Database;
  filesDir: string;
  now?: number;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const olderThan = now - minAgeMs;
  const tempDir = join(filesDir, 'tmp');
  const partsRemoved = await removeAll(tempDir, await oldFiles(tempDir, /\.part$/, olderThan));

  const drawingsDir = join(filesDir, 'drawings');
  const orphanDrawings: string[] = [];
  await inBatches(await oldFiles(drawingsDir, DRAWING_NAME, olderThan), async (names) => {
    const rows = await db
      .select({ name: mapDrawings.storedName })
      .from(mapDrawings)
      .where(inArray(mapDrawings.storedName, names));
    const known = new Set(rows.map((row) => row.name));
    orphanDrawings.push(...names.filter((name) => !known.has(name)));
  });
  const drawingsRemoved = await removeAll(drawingsDir, orphanDrawings);

  const coversDir = join(filesDir, 'covers');
  const orphanCovers: string[] = [];
  await inBatches(await oldFiles(coversDir, COVER_NAME, olderThan), async (names) => {
    const hashes = names.map((name) => COVER_NAME.exec(name)![1]!);
    const rows = await db
      .select({ sha: blogPosts.coverSha256 })
      .from(blogPosts)
      .where(inArray(blogPosts.coverSha256, hashes));
    const used = new Set(rows.map((row) => row.sha));
    orphanCovers.push(...names.filter((name) => !used.has(COVER_NAME.exec(name)![1]!)));
  });
  const coversRemoved = await removeAll(coversDir, orphanCovers);

  return { partsRemoved, drawingsRemoved, coversRemoved };
}
