// `npm test`: every check and test tier, once, on the Node the project brings (Node 24, see
// docs/decisions/0022-node-24.md), each tier timed. A tier over its budget prints a warning and
// does not fail the run: a slow suite is a bug to mend, not a reason to withhold a result
// (docs/testing.md, "Budgets"). The first tier that fails stops the run with its exit code.
import { spawnSync } from 'node:child_process';

/**
 * Minutes each tier may take on a 2-core machine: its measured share of the whole with a little
 * slack, so the warning names the tier that grew (docs/testing.md). The contract is the total, 20.
 */
const TIERS = [
  { name: 'check', script: 'check', budgetMinutes: 3 },
  { name: 'unit', script: 'test:unit', budgetMinutes: 9.5 },
  { name: 'e2e', script: 'test:e2e', budgetMinutes: 8 },
];
const TOTAL_BUDGET_MINUTES = 20;

const minutes = (ms) => (ms / 60_000).toFixed(1);
console.info(`npm test: Node ${process.version}`);

const results = [];
const started = Date.now();
let failed = null;
for (const tier of TIERS) {
  const tierStarted = Date.now();
  const run = spawnSync('npm', ['run', tier.script], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  const ms = Date.now() - tierStarted;
  results.push({ ...tier, ms, status: run.status ?? 1 });
  if (run.status !== 0) {
    failed = tier;
    break;
  }
}
const totalMs = Date.now() - started;

console.info('\nnpm test: tier durations');
for (const { name, ms, budgetMinutes, status } of results) {
  const over = ms > budgetMinutes * 60_000 ? `  OVER its budget of ${budgetMinutes} min` : '';
  console.info(
    `  ${name.padEnd(6)} ${minutes(ms).padStart(5)} min ${status === 0 ? 'passed' : 'FAILED'}${over}`,
  );
}
console.info(`  ${'total'.padEnd(6)} ${minutes(totalMs).padStart(5)} min`);
for (const { name, ms, budgetMinutes } of results) {
  if (ms > budgetMinutes * 60_000) {
    console.info(
      `warning: the ${name} tier took ${minutes(ms)} min, over its budget of ${budgetMinutes} min`,
    );
  }
}
if (totalMs > TOTAL_BUDGET_MINUTES * 60_000) {
  console.info(
    `warning: npm test took ${minutes(totalMs)} min, over its budget of ${TOTAL_BUDGET_MINUTES} min`,
  );
}
if (failed) {
  console.info(`npm test: the ${failed.name} tier failed`);
  process.exit(results.at(-1).status);
}
