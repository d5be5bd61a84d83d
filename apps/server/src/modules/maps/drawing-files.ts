import { createHash, randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { removeQuietly, streamToNewFile } from '../../lib/stream-to-file';
import { PdfSniffer, type PdfVerdict } from './pdf-sniff';

/** Names the server gives stored drawings: `<uuid>.pdf`, nothing a client can steer. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/** A file part written to a temp file, with what was learnt on the way. */
export interface TempFile {
  path: string;
  size: number;
  sha256: string;
  verdict: PdfVerdict;
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

    storedNameFor(drawingId: string): string {
      return `${drawingId}.pdf`;
    },

    /** Streams one upload to a temp file while hashing it, counting its bytes and sniffing it. */
    async writeTemp(source: Readable): Promise<TempFile> {
      await mkdir(tempDir, { recursive: true });
      const path = join(tempDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      const sniffer = new PdfSniffer();
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

    /** Opens a stored drawing for reading, or null when its file is missing. */
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

    removeQuietly,
  };
}

export type DrawingFiles = ReturnType<typeof createDrawingFiles>;
