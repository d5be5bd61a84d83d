import { auditSummaryLines } from './audit-summary';
import { auditStackFloor } from './stack-floor-audit';

/**
 * `npm run lighthouse:floor -w bench`: Lighthouse's mobile score of the stack's floor on this
 * machine (bench/stack-floor-audit.ts), LIGHTHOUSE_RUNS=<n> times (3 by default), with medians.
 */
const audits = await auditStackFloor(Number(process.env.LIGHTHOUSE_RUNS ?? 3));
for (const line of auditSummaryLines(audits)) console.info(line);
