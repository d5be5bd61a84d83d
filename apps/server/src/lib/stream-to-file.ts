import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `source` through `inspect` into a new file at `path` (never overwriting one). When the
 * stream fails, the partial file is removed before the error is rethrown. A request that fails at
 * once can fail before the file is even open: the write stream still opens (creating the file) and
 * only then closes, so the removal waits for that close, or the file would be left behind.
 */
export async function streamToNewFile(source: Readable, inspect: Transform, path: string): Promise<void> {
  const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  // Only a file this call created is removed: with `wx` an existing file makes the open fail.
  let created = false;
  sink.once('open', () => {
    created = true;
  });
  try {
    await pipeline(source, inspect, sink);
  } catch (error) {
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    if (created) await removeQuietly(path);
    throw error;
  }
}

/** Deletes a file, treating "already gone" as done. */
export async function removeQuietly(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
