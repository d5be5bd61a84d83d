import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { writePartialReport } from './partial-report';
import { runTakeoffBenches } from './takeoff';
import { takeoffMarkdown, takeoffTargets } from './takeoff-report';

/**
 * `npm run takeoff -w bench`: only the take-off benches of `npm run bench` (the drawing set's first
 * page, panning over 500 marks, the measurement edit round trip), for working on the viewer.
 * BENCH_NO_BUILD=1 reuses the last build. Writes bench/results/takeoff.md and takeoff.json.
 */
const root = resolve(import.meta.dirname, '..');
if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const takeoff = await runTakeoffBenches();
await writePartialReport('takeoff', 'Take-off benches', takeoffTargets(takeoff), takeoffMarkdown(takeoff), {
  takeoff,
});
