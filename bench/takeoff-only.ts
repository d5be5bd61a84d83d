import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runTakeoffBenches } from './takeoff';
import { takeoffMarkdown, takeoffTargets } from './takeoff-report';

/**
 * `npm run takeoff -w bench`: only the take-off benches of `npm run bench` (the drawing set's first
 * page, panning over 500 marks, the measurement edit round trip), for working on the viewer.
 * BENCH_NO_BUILD=1 reuses the last build. Writes bench/results/takeoff.md and takeoff.json, so the
 * full run's latest.* stay as they were.
 */
const root = resolve(import.meta.dirname, '..');
if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const takeoff = await runTakeoffBenches();
const targets = takeoffTargets(takeoff);
const markdown = [
  '# Take-off benches',
  '',
  `Run: ${new Date().toISOString()}.`,
  '',
  '| target | met | figures |',
  '|---|---|---|',
  ...targets.map((target) => `| ${target.name} | ${target.met ? 'yes' : '**no**'} | ${target.figures} |`),
  '',
  ...takeoffMarkdown(takeoff),
].join('\n');
const resultsDir = join(root, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'takeoff.md'), markdown);
await writeFile(join(resultsDir, 'takeoff.json'), JSON.stringify({ takeoff, targets }, null, 2) + '\n');
console.info(`\n${markdown}`);
