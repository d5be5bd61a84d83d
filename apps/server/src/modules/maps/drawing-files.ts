import { createHash, randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { removeQuietly, streamToNewFile } from '../../lib/stream-to-file';
import { DRAWING_KINDS, DrawingSniffer, type DrawingKind, type DrawingVerdict } from './drawing-sniff';

/** Names the server gives stored drawings: `<uuid>.pdf|jpg|png`, nothing a client can steer. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/;

/** A file part written to a temp file, with what was learnt on the way. */
export interface TempFile {
  path: string;
  size: number;
  sha256: string;
  verdict: DrawingVerdict;
}

/** The upload's source stream failed (a body cut short or malformed): the client's fault. */
export class SourceStreamError extends Error {
  constructor(readonly reason: unknown) {
    super('the uploaded file stream failed');
    this.name = 'SourceStreamError';
  }
}

const isNodeSystemError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'syscall' in error;

/**
 * Where drawings live on disk: `<files>/drawings/<stored name>`, with uploads first written to
 * `<files>/tmp/` (the same file system, so moving one into place is an atomic rename).
 */
export function createDrawingFiles(filesDir: string) {
  const drawingsDir = join(filesDir, 'drawings');
  const tempDir = join(filesDir, 'tmp');

  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored drawing name: ${storedName}`);
    return join(drawingsDir, storedName);
  }

  return {
    drawingsDir,
    tempDir,
    pathOf,

    storedNameFor(drawingId: string, kind: DrawingKind): string {
      return `${drawingId}.${DRAWING_KINDS[kind].extension}`;
    },

    /** Streams one upload to a temp file while hashing it, counting its bytes and sniffing it. */
    async writeTemp(source: Readable): Promise<TempFile> {
      await mkdir(tempDir, { recursive: true });
      const path = join(tempDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      const sniffer = new DrawingSniffer();
      let size = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          hash.update(chunk);
          sniffer.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await streamToNewFile(source, inspect, path);
      } catch (error) {
        // A disk error is ours (500); anything else came from the request stream.
        throw isNodeSystemError(error) ? error : new SourceStreamError(error);
      }
      return { path, size, sha256: hash.digest('hex'), verdict: sniffer.verdict() };
    },

    /** Moves a checked temp file into place under its stored name; answers the final path. */
    async place(tempPath: string, storedName: string): Promise<string> {
      await mkdir(drawingsDir, { recursive: true });
      const target = pathOf(storedName);
      await rename(tempPath, target);
      return target;
    },

    /**
     * Opens a stored drawing for reading, or null when its file is missing. `part`, given the
     * file's size, picks the bytes to stream (inclusive end), or null for all; if it throws, the
     * file is closed and the error passes on.
     */
    async open(
      storedName: string,
      part: (size: number) => { start: number; end: number } | null = () => null,
    ): Promise<{ stream: ReadStream; size: number; range: { start: number; end: number } | null } | null> {
      let handle;
      try {
        handle = await open(pathOf(storedName), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const range = part(size);
        return { stream: handle.createReadStream(range ?? {}), size, range };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    removeQuietly,
  };
}

export type DrawingFiles = ReturnType<typeof createDrawingFiles>;
