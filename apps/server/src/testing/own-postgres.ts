import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 programs (initdb, pg_ctl), as CI's machine has them. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
export const ownPostgresAvailable = existsSync(join(POSTGRES_BIN, 'initdb'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a free port: a test may
 * stop and restart it (an outage) without touching the machine's shared server. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'kadirio-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, program), ...args])
      : run(join(POSTGRES_BIN, program), args);
  await as('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await as('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
