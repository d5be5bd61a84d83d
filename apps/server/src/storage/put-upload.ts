import { finished, type Readable, type Transform } from 'node:stream';
import type { FileStore } from './file-store';

/** The upload's own stream failed (a body cut short, over the size limit): the client's doing. */
export class UploadStreamError extends Error {
  constructor(readonly reason: unknown) {
    super('the uploaded file stream failed');
    this.name = 'UploadStreamError';
  }
}

/**
 * Streams an upload through `inspect` (which hashes, counts, sniffs) into `key`. When it fails,
 * nothing is left under `key` (the store's promise) and the error says whose fault it was: an
 * UploadStreamError when the request's stream broke (a 4xx), the store's own error otherwise (ours).
 */
export async function putUpload(
  store: FileStore,
  key: string,
  source: Readable,
  inspect: Transform,
): Promise<void> {
  let sourceFailure: { reason: unknown } | null = null;
  // `finished` also sees a body that closes mid-file without an error event; a plain pipe would
  // leave the store waiting for the rest forever.
  finished(source, (reason) => {
    if (!reason) return;
    sourceFailure = { reason };
    inspect.destroy(reason);
  });
  // The store may start reading a moment later (after making a folder): until then the error is
  // kept in the stream's state, which the store's pipeline reads, and must not count as unhandled.
  inspect.on('error', () => {});
  source.pipe(inspect);
  try {
    await store.put(key, inspect);
  } catch (error) {
    // The rest of the request body is drained, or the request would wait for a reader forever.
    source.unpipe(inspect);
    source.resume();
    const failure = sourceFailure as { reason: unknown } | null;
    throw failure ? new UploadStreamError(failure.reason) : error;
  }
}
