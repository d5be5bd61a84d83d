import type { PageAudit } from './lighthouse';
import { auditStackFloor, FLOOR_VARIANTS } from './stack-floor-audit';

/**
 * `npm run lighthouse:floor -w bench`: Lighthouse's mobile score of the stack's floor on this
 * machine (bench/stack-floor-audit.ts), LIGHTHOUSE_RUNS=<n> times (3 by default), with medians.
 */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const audits = await auditStackFloor(Number(process.env.LIGHTHOUSE_RUNS ?? 3));
for (const variant of FLOOR_VARIANTS) {
  const runs = audits.filter((audit) => audit.name === `floor: ${variant}`);
  const middle = (pick: (audit: PageAudit) => number | null) =>
    median(runs.map(pick).filter((value): value is number => value !== null));
  console.info(
    `${variant}: performance ${runs.map((audit) => audit.performance).join(', ')} (median ${middle((a) => a.performance)}), LCP ${middle((a) => a.lcpMs)} ms, TBT ${middle((a) => a.tbtMs)} ms, ${middle((a) => a.transferKb)} KB`,
  );
}
