// `npm run dev`: the API with reload (tsx watch) and the web app with hot reload (Vite, which
// forwards /api to the API), in one terminal. Ctrl-C stops both; if either exits, the other is
// stopped too. Node and the packages' own bin files are run directly, without a shell, so it works
// the same on Windows.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file a package's `bin` entry names, resolved from `fromDir` as npm would. */
function binOf(packageName, binName, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}

const processes = [
  {
    name: 'api',
    args: [binOf('tsx', 'tsx', root), 'watch', '--clear-screen=false', 'apps/server/src/server.ts'],
    cwd: root,
    env: { NODE_ENV: 'development' },
  },
  {
    name: 'web',
    args: [binOf('vite', 'vite', join(root, 'apps/web')), '--clearScreen', 'false'],
    cwd: join(root, 'apps/web'),
    env: {},
  },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

function stopAll(code) {
  if (!stopping) {
    stopping = true;
    exitCode = code;
  }
  for (const child of running) child.kill('SIGTERM');
}

for (const { name, args, cwd, env } of processes) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, ...process.env },
    stdio: 'inherit',
  });
  running.add(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      stopAll(code ?? 1);
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

// Ctrl-C in a terminal reaches the children directly, and tsx watch force-kills the server on a
// second signal, so they get a moment to stop by themselves first. Only those still running then
// (this process alone was signalled), or everyone at a second Ctrl-C, are told to stop.
const GRACE_MS = 3000;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return stopAll(exitCode);
    stopping = true;
    setTimeout(() => stopAll(0), GRACE_MS).unref();
  });
}
