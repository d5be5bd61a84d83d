// The Dockerfile's steps without Docker (no image can be pulled where CI runs): the build stage
// (`npm ci`, `npm run build`) in a copy of the repository, then the runtime stage (`npm ci
// --omit=dev …` and the built output) in a fresh folder, whose server must start on PGlite and
// answer /api/health/ready, then stop on SIGTERM with exit code 0 (docs/operations.md).
//   node scripts/docker-steps.mjs                  both stages, from a copy (about 5 min here)
//   node scripts/docker-steps.mjs --checkout-build the runtime stage on this checkout's build
// `.ci/run` uses the second as its own timed step: its `npm ci` step and `npm test`'s build are
// the build stage already, on the same files; the build is made again here only if it is stale.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { whyRebuild } from './build-freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line) => console.info(`docker-steps: ${line} (${seconds()})`);

/** A `RUN` line of the Dockerfile, continuation lines joined, found by how it starts. */
function dockerfileRun(prefix) {
  const joined = dockerfile.replace(/\\\n\s*/g, '');
  const line = joined.split('\n').find((text) => text.startsWith(`RUN ${prefix}`));
  if (!line) throw new Error(`the Dockerfile has no "RUN ${prefix}…" step`);
  return line.slice('RUN '.length).split('&&')[0].trim();
}

/** Runs a shell command in `cwd`, printing its output; stops the script when it fails. */
function run(command, cwd) {
  say(`${command}   [in ${cwd}]`);
  const result = spawnSync(command, { cwd, shell: true, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"${command}" failed with exit code ${result.status}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The workspaces' manifests, which both stages copy before `npm ci` (the Dockerfile's COPY lines). */
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/domain/package.json',
  'e2e/package.json',
  'bench/package.json',
];
for (const manifest of MANIFESTS) {
  if (!dockerfile.includes(`COPY ${manifest}`) && !dockerfile.includes(` ${manifest} `)) {
    throw new Error(`the Dockerfile does not copy ${manifest}; keep this script's list and it alike`);
  }
}

const work = mkdtempSync(join(tmpdir(), 'kadirio-docker-steps-'));
let server = null;
try {
  let build = root;
  if (process.argv.includes('--checkout-build')) {
    const reason = whyRebuild(root);
    if (reason) run(`${dockerfileRun('npm run build')}   # ${reason}`, root);
    else say('the build stage: this checkout, whose build is current');
  } else {
    // Build stage: the repository's files as `COPY . .` sends them (tracked and new files; what
    // .gitignore and .dockerignore leave out, such as node_modules, dist and .env, stays out).
    build = join(work, 'build');
    const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.split('\0');
    for (const file of files.filter((path) => path && existsSync(join(root, path)))) {
      mkdirSync(dirname(join(build, file)), { recursive: true });
      cpSync(join(root, file), join(build, file));
    }
    say(`copied ${files.length - 1} files`);
    run(dockerfileRun('npm ci'), build);
    run(dockerfileRun('npm run build'), build);
  }

  // Runtime stage: the manifests, the production dependencies, the built output.
  const runtime = join(work, 'runtime');
  for (const manifest of MANIFESTS) {
    mkdirSync(dirname(join(runtime, manifest)), { recursive: true });
    cpSync(join(build, manifest), join(runtime, manifest));
  }
  run(dockerfileRun('npm ci --omit=dev'), runtime);
  for (const output of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']) {
    cpSync(join(build, output), join(runtime, output), { recursive: true });
  }
  for (const devOnly of ['vitest', 'typescript', 'esbuild', 'vite', 'react']) {
    if (existsSync(join(runtime, 'node_modules', devOnly))) {
      throw new Error(`the runtime stage installed ${devOnly}, which the server does not need`);
    }
  }
  const size = spawnSync('du', ['-sm', join(runtime, 'node_modules')], { encoding: 'utf8' }).stdout.split(
    '\t',
  )[0];
  say(`runtime node_modules: ${size} MB`);

  // Start it as the image's CMD does, on the Node the project brings (the image's is Node 24 too).
  const port = await freePort();
  const dataDir = join(work, 'data');
  mkdirSync(dataDir);
  let output = '';
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: runtime,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline)
      throw new Error(`/api/health/ready did not answer 200 within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await fetch(`http://127.0.0.1:${port}/`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) {
    throw new Error(`GET / did not answer the web app (${page.status})`);
  }
  say(`the server answered /api/health/ready 200 and / with the web app, on Node ${process.version}`);
  server.kill('SIGTERM');
  const code = await exited;
  server = null;
  if (code !== 0) throw new Error(`the server exited ${code} after SIGTERM:\n${output}`);
  say('the server stopped on SIGTERM with exit code 0; passed');
} catch (error) {
  console.error(`docker-steps: FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
  say('removed the temporary folders');
}
