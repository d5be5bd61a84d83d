import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { TEMP_PREFIX, type FileStore, type OpenedObject } from '../../storage/file-store';
import { putUpload } from '../../storage/put-upload';
import { DRAWINGS_PREFIX, STORED_DRAWING_NAME } from '../../storage/stored-names';
import { DRAWING_KINDS, DrawingSniffer, type DrawingKind, type DrawingVerdict } from './drawing-sniff';

/** A file part written to a temp object, with what was learnt on the way. */
export interface TempFile {
  key: string;
  size: number;
  sha256: string;
  verdict: DrawingVerdict;
}

/**
 * Where drawings live in the file store: `drawings/<stored name>`, with uploads first written to
 * `tmp/<uuid>.part` and moved into place only once checked (a rename on disk, a copy in S3).
 */
export function createDrawingFiles(store: FileStore) {
  function keyOf(storedName: string): string {
    if (!STORED_DRAWING_NAME.test(storedName)) throw new Error(`not a stored drawing name: ${storedName}`);
    return `${DRAWINGS_PREFIX}${storedName}`;
  }

  return {
    keyOf,

    storedNameFor(drawingId: string, kind: DrawingKind): string {
      return `${drawingId}.${DRAWING_KINDS[kind].extension}`;
    },

    /**
     * Streams one upload to a temp object while hashing it, counting its bytes and sniffing it.
     * A broken request stream throws UploadStreamError; a failing store, its own error.
     */
    async writeTemp(source: Readable): Promise<TempFile> {
      const key = `${TEMP_PREFIX}${randomUUID()}.part`;
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
      await putUpload(store, key, source, inspect);
      return { key, size, sha256: hash.digest('hex'), verdict: sniffer.verdict() };
    },

    /** Moves a checked temp object into place under its stored name; answers its key. */
    async place(tempKey: string, storedName: string): Promise<string> {
      const target = keyOf(storedName);
      await store.move(tempKey, target);
      return target;
    },

    /**
     * Opens a stored drawing for reading, or null when its file is missing. `part`, given the
     * file's size, picks the bytes to stream (inclusive end), or null for all; if it throws,
     * nothing stays open and the error passes on.
     */
    open(
      storedName: string,
      part: (size: number) => { start: number; end: number } | null = () => null,
    ): Promise<OpenedObject | null> {
      return store.open(keyOf(storedName), part);
    },

    /** Deletes a stored or temp object; one already gone is not an error. */
    remove: (key: string) => store.delete(key),
  };
}

export type DrawingFiles = ReturnType<typeof createDrawingFiles>;
