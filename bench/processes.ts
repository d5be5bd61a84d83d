import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createServer } from 'node:net';

/**
 * Where each side runs. With two or more cores and `taskset`, every server (the app and the
 * baselines) is pinned to CPU 0 and this process, the load generator, to CPU 1, so they do not
 * compete for one core; otherwise both float and the report says so.
 */
export const pinning: { server: string | null; loadGenerator: string | null } = (() => {
  const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  if (!hasTaskset || cpus().length < 2) return { server: null, loadGenerator: null };
  // -a: every thread of this process (autocannon's sockets and timers run on the main one).
  const pinned = spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)]).status === 0;
  return { server: '0', loadGenerator: pinned ? '1' : null };
})();

/**
 * Lets this process (and what it starts from now on) use every core again: Chromium for the
 * Lighthouse audits would otherwise inherit the load generator's single core.
 */
export function unpinLoadGenerator(): void {
  if (!pinning.loadGenerator) return;
  spawnSync('taskset', ['-a', '-cp', `0-${cpus().length - 1}`, String(process.pid)]);
}

/** Back to the load generator's core after the audits. */
export function repinLoadGenerator(): void {
  if (!pinning.loadGenerator) return;
  spawnSync('taskset', ['-a', '-cp', pinning.loadGenerator, String(process.pid)]);
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

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process printed, for the error message when it fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` pinned to the server core, waits until `readyPath` answers 200, and
 * stops it with SIGTERM (the app's graceful shutdown), waiting for the exit.
 */
export async function startNodeProcess(options: {
  args: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd: string;
}): Promise<ServerProcess> {
  const command = pinning.server
    ? ['taskset', ['-c', pinning.server, process.execPath, ...options.args]]
    : [process.execPath, options.args];
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}${options.readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`process did not answer ${options.readyPath} within 60 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseUrl,
    // taskset execs node in place, so the child's pid is the server's.
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident set size of a process in bytes, from /proc (null where /proc does not exist). */
export function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the samples with their times. */
export function sampleRss(pid: number, everyMs = 250): { stop(): { atMs: number; bytes: number }[] } {
  const started = Date.now();
  const samples: { atMs: number; bytes: number }[] = [];
  const take = () => {
    const bytes = residentBytes(pid);
    if (bytes !== null) samples.push({ atMs: Date.now() - started, bytes });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
