import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/server';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The PATH of a shell outside npm: without the node_modules/.bin folders npm put in front of this
 * test's own PATH, so `npm` and `node` are whatever the machine has (Node 20 on ours).
 */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => !folder.includes('node_modules'))
    .join(delimiter);
}

/** Node's version as `major * 1000 + minor`, comparable with one number. */
function versionNumber(version: string): number {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major * 1000 + minor;
}

/**
 * `npm start` typed in a shell whose own Node may be older serves on the Node 24 the project
 * brings (docs/decisions/0022-node-24.md). It runs the real command, which builds when a source
 * is newer than the build (scripts/start.mjs); the tier built the app before any journey, so here
 * it serves the build as it is, beside the other journeys.
 */
describe('npm start', () => {
  it('serves on Node 24.7 or later, whatever Node the shell has', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kadirio-runtime-'));
    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      detached: true,
      env: {
        PATH: machinePath(),
        HOME: process.env.HOME ?? tmpdir(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    try {
      const serving = await new Promise<{ node: string }>((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`npm start did not serve in time:\n${output}`)),
          170_000,
        );
        const look = () => {
          const line = output.split('\n').find((text) => text.includes('Kadirio is serving at'));
          if (!line) return;
          clearTimeout(timer);
          done(JSON.parse(line) as { node: string });
        };
        child.stdout.on('data', look);
        child.once('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output}`)));
      });
      expect(versionNumber(serving.node), `served on Node ${serving.node}`).toBeGreaterThanOrEqual(24_007);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      // npm, its shell and the server are one process group: end them together.
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
