import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  TEMP_PREFIX,
  type FileStore,
  type ListedObject,
  type OpenedObject,
} from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root` (`<DATA_DIR>/files`), a key being a path below it. A put
 * writes `tmp/<uuid>.writing` first and renames it into place (one file system, so atomic): a
 * reader never sees half a file, a failed put leaves the old one, and what a crash leaves behind
 * is an old object under `tmp/`, which the orphan sweep removes. Only the single-machine set-up
 * should use it: other server processes cannot see this disk.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };

  async function removeQuietly(path: string): Promise<void> {
    await unlink(path).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<ListedObject> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* walk(path, `${key}/`);
      } else if (entry.isFile() && isValidKey(key)) {
        // A file gone meanwhile is skipped; a name the app would never give is not listed.
        const info = await stat(path).catch(() => null);
        if (info) yield { key, size: info.size, lastModified: info.mtime };
      }
    }
  }

  return {
    driver: 'local',

    async put(key, source) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const writing = join(root, TEMP_PREFIX, `${randomUUID()}.writing`);
      await mkdir(dirname(writing), { recursive: true });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const sink = createWriteStream(writing, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, count, sink);
        await rename(writing, target);
      } catch (error) {
        // A stream that fails at once may fail before the file is open: wait for the close.
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        await removeQuietly(writing);
        throw error;
      }
      return { size };
    },

    async open(key, part = () => null): Promise<OpenedObject | null> {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const range = part(size);
        const stream: Readable = handle.createReadStream(range ?? {});
        return { size, range, stream };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async move(fromKey, toKey) {
      const target = pathOf(toKey);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(fromKey), target);
    },

    async delete(key) {
      await removeQuietly(pathOf(key));
    },

    list(prefix) {
      assertValidPrefix(prefix);
      return walk(prefix === '' ? root : join(root, ...prefix.split('/').filter(Boolean)), prefix);
    },
  };
}
