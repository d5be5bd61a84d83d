import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { putUpload, UploadStreamError } from './put-upload';

let root: string;
let store: FileStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kadirio-upload-'));
  store = createLocalFileStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A request body that breaks before its first byte, as a client that hangs up at once. */
function failingAtOnce(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error('aborted'));
    },
  });
}

describe('putUpload', () => {
  it('writes the whole stream through the inspecting transform', async () => {
    let seen = 0;
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(null, chunk);
      },
    });
    await putUpload(store, 'tmp/a.part', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), inspect);
    const opened = await store.open('tmp/a.part');
    expect(opened?.size).toBe(8);
    expect(seen).toBe(8);
  });

  it('blames the client for a body that fails before the file is even open, leaving no file', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const failure = putUpload(store, `tmp/${attempt}.part`, failingAtOnce(), new PassThrough());
      await expect(failure).rejects.toBeInstanceOf(UploadStreamError);
      await expect(failure).rejects.toMatchObject({ reason: new Error('aborted') });
    }
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('blames the client for a body that closes mid-file without an error', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.from('%PDF-1.7 half'));
    setImmediate(() => source.destroy());
    await expect(putUpload(store, 'tmp/half.part', source, new PassThrough())).rejects.toBeInstanceOf(
      UploadStreamError,
    );
    expect(await store.open('tmp/half.part')).toBeNull();
  });

  it("passes on the store's own failure as it is (a 500, not the client's fault)", async () => {
    const broken: FileStore = {
      ...store,
      put: async (_key, source) => {
        source.resume();
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    const failure = putUpload(broken, 'tmp/x.part', Readable.from([Buffer.from('x')]), new PassThrough());
    await expect(failure).rejects.toThrow('no space left on device');
    await expect(failure).rejects.not.toBeInstanceOf(UploadStreamError);
  });
});
