import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server has started on once: migrated, seeded, with ADMIN. */
    e2eDataTemplate: string;
  }
}

export const ADMIN = { email: 'admin@kadirio.test', password: 'e2e-admin-password-long', name: 'E2E Admin' };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code (null when killed) once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data directory (a restart); it is then left in place on stop. */
  dataDir?: string;
  /** Listen on this port (a restart where a balancer expects it) instead of a free one. */
  port?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * One signing secret for every server this e2e run starts, as processes behind one balancer
 * share; drawn afresh each run, so no secret is written in the repository.
 */
const E2E_JWT_SECRET = randomBytes(32).toString('hex');

/**
 * The e2e projects' global set-up: the built server's first start, once, on an empty data
 * directory (it creates the PGlite database, migrates, seeds the catalogue and creates the first
 * admin from the environment: 8 s here), kept as the template every journey's server starts from
 * (3 s: a restart). Each server gets its own copy, so journeys share nothing. Both projects set up
 * in Vitest's one main process, each with its own copy of this module, so the template is kept on
 * `globalThis` and the last project to finish removes it.
 */
export async function prepareDataTemplate(project: TestProject): Promise<() => Promise<void>> {
  const shared = ((globalThis as WithDataTemplate)[DATA_TEMPLATE] ??= { dataDir: firstStart(), users: 0 });
  shared.users += 1;
  project.provide('e2eDataTemplate', await shared.dataDir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete (globalThis as WithDataTemplate)[DATA_TEMPLATE];
    await rm(await shared.dataDir, { recursive: true, force: true });
  };
}

const DATA_TEMPLATE = Symbol.for('kadirio.e2e.dataTemplate');
type WithDataTemplate = typeof globalThis & {
  [DATA_TEMPLATE]?: { dataDir: Promise<string>; users: number };
};

async function firstStart(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-e2e-template-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  return dataDir;
}

/** A data directory of its own, copied from the template: the server's start is a restart. */
async function copyOfTemplate(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-e2e-'));
  await cp(inject('e2eDataTemplate'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built server the way `npm start` runs it (node apps/server/dist/server.js) on a free
 * port with its own PGlite data directory (a copy of the template) and the first admin.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const root = resolve(import.meta.dirname, '..', '..');
  const dataDir = options.dataDir ?? (await copyOfTemplate());
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      // Required on PostgreSQL (every process signs alike); harmless on PGlite.
      JWT_SECRET: E2E_JWT_SECRET,
      // A journey's server stops with no balancer to drain from: no need to wait the 2 s default.
      // The files that test the drain (faults, scale-out) set their own.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  // A loaded CI machine may need longer: E2E_START_TIMEOUT_MS (the hook's own limit is 90 s).
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS ?? 80_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }

  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    baseUrl,
    dataDir,
    output: () => output,
    kill,
    async stop() {
      await kill('SIGTERM');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
