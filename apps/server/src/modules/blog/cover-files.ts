import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { TEMP_PREFIX, type FileStore, type OpenedObject } from '../../storage/file-store';
import { putUpload } from '../../storage/put-upload';
import { COVERS_PREFIX, STORED_COVER_NAME } from '../../storage/stored-names';
import { SNIFF_BYTES } from './cover-image';

export interface TempCover {
  key: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Where cover images live in the file store: `covers/<sha256>.<ext>`, uploads first written to
 * `tmp/<uuid>.part` and moved into place only once checked.
 */
export function createCoverFiles(store: FileStore) {
  function keyOf(storedName: string): string {
    if (!STORED_COVER_NAME.test(storedName)) throw new Error(`not a stored cover name: ${storedName}`);
    return `${COVERS_PREFIX}${storedName}`;
  }

  return {
    /**
     * Streams an upload to a temp object, hashing and counting it and keeping its first bytes.
     * A broken request stream throws UploadStreamError; a failing store, its own error.
     */
    async writeTemp(source: Readable): Promise<TempCover> {
      const key = `${TEMP_PREFIX}${randomUUID()}.part`;
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
      await putUpload(store, key, source, inspect);
      return { key, size, sha256: hash.digest('hex'), head };
    },

    /** Moves a checked temp object into place; an identical image already there is replaced by itself. */
    async place(tempKey: string, storedName: string): Promise<void> {
      await store.move(tempKey, keyOf(storedName));
    },

    open: (storedName: string): Promise<OpenedObject | null> => store.open(keyOf(storedName)),

    remove: (storedName: string) => store.delete(keyOf(storedName)),
    removeTemp: (tempKey: string) => store.delete(tempKey),
  };
}

export type CoverFiles = ReturnType<typeof createCoverFiles>;
