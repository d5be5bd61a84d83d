import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../storage/s3-file-store';

export interface TestS3Server {
  settings: S3Settings;
  /** The same settings as the S3_* variables a server process would be started with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver checks signatures against this pair; any other key is refused. */
const ACCESS_KEY = 'S3RVER';

/** Runs in the child: starts s3rver with the options in argv and prints its port. */
const CHILD = `
const S3rver = require(process.argv[1]);
new S3rver(JSON.parse(process.argv[2])).run().then(
  (address) => console.log(JSON.stringify({ port: address.port })),
  (error) => { console.error(error); process.exit(1); },
);
`;

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 at a free port, with one empty bucket, its
 * objects in a fresh temporary folder. It runs in a child process, so what the test measures of
 * its own memory is the driver's, not the server's. `close` stops it and removes the folder.
 */
export async function startTestS3Server(bucket = 'kadirio-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'kadirio-s3-'));
  const options = {
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  };
  const s3rverPath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['-e', CHILD, s3rverPath, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver stopped at start (exit ${String(code)})`);
    }),
  ])) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
