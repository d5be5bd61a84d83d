// `npm run check`: formatting, lint, the five TypeScript projects and the build. Each is one
// single-threaded process, so they run side by side, as many at once as the machine has cores,
// longest first: on two cores the whole check takes about as long as ESLint alone (docs/testing.md). A task's
// output is printed when it ends, whole, so the lines of two tasks never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const TASKS = [
  ['eslint', 'eslint', '.'],
  ['typecheck web', 'tsc', '-p', 'apps/web', '--noEmit'],
  ['prettier', 'prettier', '--check', '.'],
  ['typecheck server', 'tsc', '-p', 'apps/server', '--noEmit'],
  ['typecheck bench', 'tsc', '-p', 'bench', '--noEmit'],
  ['typecheck domain', 'tsc', '-p', 'packages/domain', '--noEmit'],
  ['typecheck e2e', 'tsc', '-p', 'e2e', '--noEmit'],
  // Last, in the time the other slot spends on ESLint: the build the e2e tier serves (it builds
  // again only if a source changed since, scripts/build-if-stale.mjs).
  ['build', 'node', 'scripts/build-if-stale.mjs', 'npm run check'],
];

function run([name, command, ...args]) {
  const started = Date.now();
  return new Promise((done) => {
    // npm puts node_modules/.bin first on PATH, so the commands are the project's own.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.info(`check: ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (!ok) console.info(output.trimEnd());
      done(ok);
    });
  });
}

const queue = [...TASKS];
const slots = Math.max(1, Math.min(availableParallelism(), TASKS.length));
const outcomes = await Promise.all(
  Array.from({ length: slots }, async () => {
    const results = [];
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
    return results;
  }),
);
if (outcomes.flat().includes(false)) process.exit(1);
