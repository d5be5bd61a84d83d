import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamToNewFile } from './stream-to-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kadirio-stream-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A request body that breaks before its first byte, as a client that hangs up at once. */
function failingAtOnce(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error('aborted'));
    },
  });
}

describe('streaming an upload to a new file', () => {
  it('writes the whole stream', async () => {
    await streamToNewFile(
      Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]),
      new PassThrough(),
      join(dir, 'a.part'),
    );
    expect(await readFile(join(dir, 'a.part'), 'utf8')).toBe('%PDF-1.7');
  });

  it('leaves no file behind when the source fails before the file is even open', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(
        streamToNewFile(failingAtOnce(), new PassThrough(), join(dir, `${attempt}.part`)),
      ).rejects.toThrow('aborted');
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('never overwrites an existing file', async () => {
    await streamToNewFile(Readable.from([Buffer.from('first')]), new PassThrough(), join(dir, 'b.part'));
    await expect(
      streamToNewFile(Readable.from([Buffer.from('second')]), new PassThrough(), join(dir, 'b.part')),
    ).rejects.toThrow(/EEXIST/);
    expect(await readFile(join(dir, 'b.part'), 'utf8')).toBe('first');
  });
});
