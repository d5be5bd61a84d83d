import { createHash, randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { removeQuietly, streamToNewFile } from '../../lib/stream-to-file';
import { SNIFF_BYTES } from './cover-image';

/** Cover files are named by their content: `<sha256>.<ext>`, nothing a client can steer. */
const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

export interface TempCover {
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/** The upload's own stream failed (cut short, over the size limit): the client's doing. */
export class CoverStreamError extends Error {
  constructor(readonly reason: unknown) {
    super('the uploaded cover stream failed');
    this.name = 'CoverStreamError';
  }
}

/**
 * Where cover images live: `<files>/covers/<sha256>.<ext>`, uploads first written to
 * `<files>/tmp/` on the same file system so that placing one is an atomic rename.
 */
export function createCoverFiles(filesDir: string) {
  const coversDir = join(filesDir, 'covers');
  const tempDir = join(filesDir, 'tmp');

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored cover name: ${storedName}`);
    return join(coversDir, storedName);
  }

  return {
    pathOf,

    /** Streams an upload to a temp file, hashing and counting it and keeping its first bytes. */
    async writeTemp(source: Readable): Promise<TempCover> {
      await mkdir(tempDir, { recursive: true });
      const path = join(tempDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let size = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          hash.update(chunk);
          if (head.length < SNIFF_BYTES)
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          callback(null, chunk);
        },
      });
      try {
        await streamToNewFile(source, inspect, path);
      } catch (error) {
        // A disk error is ours (500); anything else came from the request stream.
        if (error instanceof Error && 'syscall' in error) throw error;
        throw new CoverStreamError(error);
      }
      return { path, size, sha256: hash.digest('hex'), head };
    },

    /** Moves a checked temp file into place; an identical image already there is simply kept. */
    async place(tempPath: string, storedName: string): Promise<void> {
      await mkdir(coversDir, { recursive: true });
      await rename(tempPath, pathOf(storedName));
    },

    async open(storedName: string): Promise<{ stream: ReadStream; size: number } | null> {
      try {
        const handle = await open(pathOf(storedName), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    remove: (storedName: string) => removeQuietly(pathOf(storedName)),
    removeTemp: removeQuietly,
  };
}

export type CoverFiles = ReturnType<typeof createCoverFiles>;
