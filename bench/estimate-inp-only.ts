import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { seedFreshDatabase, startApp } from './app-server';
import { freshPglite } from './databases';
import { measureEstimateInp } from './estimate-inp';

/**
 * `npm run inp -w bench`: only the instant estimate's INP of `npm run bench`, on a fresh PGlite
 * database (the estimate prices the seeded catalogue), for working on the page's responsiveness.
 * BENCH_NO_BUILD=1 reuses the last build.
 */
const root = resolve(import.meta.dirname, '..');
if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const database = await freshPglite();
try {
  await seedFreshDatabase(database);
  const app = await startApp(database);
  try {
    const inp = await measureEstimateInp(app.baseUrl);
    console.info(
      `estimate INP (CPU ${inp.cpuThrottling}× slower): ${inp.inpMs} ms (target ≤ ${inp.targetMs}, ${inp.met ? 'met' : 'missed'}), p75 ${inp.p75Ms} ms, ${inp.interactions} interactions (${inp.timedInteractions} of 16 ms or more); totals ${inp.grandTotals.join(' → ')}`,
    );
  } finally {
    await app.stop();
  }
} finally {
  await database.dispose();
}
