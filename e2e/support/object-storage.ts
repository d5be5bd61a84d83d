import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The bucket every instance keeps its files in. */
export const BUCKET = 'kadirio';

export interface RunningObjectStorage {
  /** S3_* settings for a server process: path-style addressing of this endpoint. */
  env: Record<string, string>;
  /** The content of every object in the bucket, whatever its key. */
  objects(): Promise<Buffer[]>;
  stop(): Promise<void>;
}

/** Every file under `dir`, depth first. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary
 * directory, with the bucket made. Its default credentials are the keys it accepts.
 */
export async function startObjectStorage(): Promise<RunningObjectStorage> {
  const directory = await mkdtemp(join(tmpdir(), 'kadirio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    async objects() {
      // s3rver's file store keeps an object's bytes in "<key>._S3rver_object" under the bucket.
      const files = await filesUnder(join(directory, BUCKET));
      return Promise.all(
        files.filter((file) => file.endsWith('._S3rver_object')).map((file) => readFile(file)),
      );
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
