import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built server as `npm start` runs it, on a fresh PGlite data directory, pinned to CPU 0
 * when `taskset` exists so the load generator (this process) can have the other core.
 */
export async function startBuiltServer(port: number): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-bench-'));
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const server = join(root, 'apps/server/dist/server.js');
  const hasTaskset = await new Promise<boolean>((done) => {
    const probe = spawn('taskset', ['-c', '0', 'true']);
    probe.on('error', () => done(false));
    probe.on('exit', (code) => done(code === 0));
  });
  const child: ChildProcess = hasTaskset
    ? spawn('taskset', ['-c', '0', process.execPath, server], { env, stdio: 'inherit' })
    : spawn(process.execPath, [server], { env, stdio: 'inherit' });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function load(
  scenario: string,
  options: { url: string; connections: number; seconds: number; method?: string; body?: unknown },
): Promise<LoadResult> {
  const request = {
    url: options.url,
    connections: options.connections,
    method: options.method ?? 'GET',
    ...(options.body === undefined
      ? {}
      : { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
  };
  await autocannon({ ...request, duration: 2 }); // warm-up
  const result = await autocannon({ ...request, duration: options.seconds });
  return {
    scenario,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
