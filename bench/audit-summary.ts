import type { PageAudit } from './lighthouse';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * One line per page for audits repeated on a noisy machine: every run's score, then the medians of
 * LCP, TBT and bytes (one run's figures can differ by ten points or more from the next one's).
 */
export function auditSummaryLines(audits: PageAudit[]): string[] {
  const names = [...new Set(audits.map((audit) => audit.name))];
  return names.map((name) => {
    const runs = audits.filter((audit) => audit.name === name);
    const middle = (pick: (audit: PageAudit) => number | null) =>
      median(runs.map(pick).filter((value): value is number => value !== null));
    const skipped = runs.find((audit) => audit.skipped)?.skipped;
    return `${name} ${runs[0]?.path ?? ''}: performance ${runs.map((audit) => audit.performance).join(', ')} (median ${middle((a) => a.performance)}), LCP ${middle((a) => a.lcpMs)} ms, TBT ${middle((a) => a.tbtMs)} ms, CLS ${middle((a) => a.cls)}, ${middle((a) => a.transferKb)} KB, script ${middle((a) => a.scriptMs)} ms${skipped ? ` (${skipped})` : ''}`;
  });
}
