import type { EstimateInp } from './estimate-inp';
import type { PageAudit } from './lighthouse';
import type { LoadResult } from './load';
import type { BaselineName } from './scenarios';
import type { Seeded } from './seed';
import type { TakeoffResult } from './takeoff';
import { readerMarkdown, type ReaderBench } from './reader';
import { takeoffMarkdown } from './takeoff-report';
import type { Target } from './target';

export interface ScenarioResult extends LoadResult {
  scenario: string;
  baseline: BaselineName;
  /** This scenario's requests/s over its baseline's at the same connection count. */
  ratioToBaseline: number | null;
}

export interface SkippedScenario {
  scenario: string;
  skipped: string;
}

export interface MixedResult extends LoadResult {
  firstWindowPeakRssMb: number;
  lastWindowPeakRssMb: number;
  rssGrowthPercent: number;
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  seeded: Seeded['counts'];
  /** The better of the primary-key baseline's two runs, per connection count. */
  baselines: (LoadResult & { baseline: BaselineName })[];
  baselineRuns: (LoadResult & { baseline: BaselineName })[];
  scenarios: (ScenarioResult | SkippedScenario)[];
  /** Null when only some scenarios ran (BENCH_ONLY). */
  mixed: MixedResult | null;
}

export type { Target } from './target';

export interface BenchReport {
  machine: string;
  pinning: string;
  startedAt: string;
  seconds: number;
  warmupSeconds: number;
  engine: { houseMedianMs: number; pricing10kLinesMedianMs: number };
  jsonBaseline: (LoadResult & { baseline: BaselineName })[];
  jsonBaselineRuns: (LoadResult & { baseline: BaselineName })[];
  runs: DatabaseRun[];
  lighthouse: PageAudit[] | { skipped: string };
  estimateInp: EstimateInp | { skipped: string };
  /** The take-off in the browser (docs/performance.md): a heavy set's first page, panning, an edit. */
  takeoff: TakeoffResult | { skipped: string };
  /** The drawing reader on a 50,000-segment A1 page, beside pdf.js's own parse of it. */
  reader: ReaderBench | { skipped: string };
  targets: Target[];
  notes: string[];
}

const isSkipped = (row: ScenarioResult | SkippedScenario): row is SkippedScenario => 'skipped' in row;
const percent = (ratio: number | null) => (ratio === null ? '–' : `${Math.round(ratio * 100)} %`);
const errors = (row: LoadResult) =>
  row.timeouts > 0 ? `${row.errors} (${row.timeouts})` : String(row.errors);
const ms = (value: number | null) => (value === null ? '–' : String(value));

/** The figures the HTTP targets are about (docs/performance.md), each with whether it is met. */
export function evaluateTargets(runs: DatabaseRun[]): Target[] {
  const targets: Target[] = [];
  const find = (run: DatabaseRun | undefined, prefix: string, connections: number) =>
    run?.scenarios.find(
      (row): row is ScenarioResult =>
        !isSkipped(row) && row.scenario.startsWith(prefix) && row.connections === connections,
    );
  const pglite = runs.find((run) => run.database === 'pglite');
  const postgres = runs.find((run) => run.database === 'postgres');
  for (const run of runs) {
    for (const connections of [10, 50]) {
      const health = find(run, 'GET /api/health', connections);
      if (health) {
        targets.push({
          name: `${run.database}: /api/health ≥ 50 % of bare node:http (${connections} connections)`,
          met: (health.ratioToBaseline ?? 0) >= 0.5,
          figures: `${health.requestsPerSecond} req/s = ${percent(health.ratioToBaseline)}`,
        });
      }
      const read = find(run, 'GET /api/maps/:id', connections);
      if (read) {
        targets.push({
          name: `${run.database}: signed-in single read ≥ 50 % of bare primary-key SELECT (${connections} connections)`,
          met: (read.ratioToBaseline ?? 0) >= 0.5,
          figures: `${read.requestsPerSecond} req/s = ${percent(read.ratioToBaseline)}`,
        });
      }
    }
    const read10 = find(run, 'GET /api/maps/:id', 10);
    if (read10) {
      targets.push({
        name: `${run.database}: signed-in single read p99 ≤ 25 ms at 10 connections`,
        met: read10.p99Ms <= 25,
        figures: `p99 ${read10.p99Ms} ms`,
      });
    }
    const measured = [
      ...run.scenarios.filter((row) => !isSkipped(row)),
      ...(run.mixed ? [run.mixed] : []),
    ] as LoadResult[];
    const errorCount = measured.reduce((sum, row) => sum + row.errors, 0);
    targets.push({
      name: `${run.database}: zero errors in every scenario`,
      met: errorCount === 0,
      figures: `${errorCount} errors`,
    });
    const mixed = run.mixed;
    if (mixed) {
      targets.push({
        name: `${run.database}: mixed load (50 connections) without RSS growth (≤ 5 % first → last third)`,
        met: mixed.errors === 0 && mixed.rssGrowthPercent <= 5,
        figures: `${mixed.firstWindowPeakRssMb} → ${mixed.lastWindowPeakRssMb} MB (${mixed.rssGrowthPercent} %), ${mixed.errors} errors`,
      });
    }
  }
  const pgliteRead = find(pglite, 'GET /api/maps/:id', 50);
  const postgresRead = find(postgres, 'GET /api/maps/:id', 50);
  if (pgliteRead && postgresRead) {
    const ratio = postgresRead.requestsPerSecond / Math.max(1, pgliteRead.requestsPerSecond);
    targets.push({
      name: 'PostgreSQL single read at 50 connections ≥ 2× PGlite',
      met: ratio >= 2,
      figures: `${postgresRead.requestsPerSecond} vs ${pgliteRead.requestsPerSecond} req/s = ${ratio.toFixed(2)}×`,
    });
  }
  return targets;
}

function runTable(run: DatabaseRun, jsonBaseline: BenchReport['jsonBaseline']): string[] {
  const lines = [
    `## HTTP on ${run.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`,
    '',
    `Seeded: ${run.seeded.users} users, ${run.seeded.maps} maps (${Object.entries(run.seeded.mapsByStatus)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ')}), ${run.seeded.catalogueItems} catalogue items.`,
    '',
    '| scenario | connections | requests/s | p50 ms | p99 ms | errors (timeouts) | peak RSS MB | baseline | ratio |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of [...jsonBaseline, ...run.baselines]) {
    lines.push(
      `| _baseline: ${row.baseline}_ | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${errors(row)} | ${ms(row.peakRssMb)} | – | – |`,
    );
  }
  for (const row of run.scenarios) {
    if (isSkipped(row)) {
      lines.push(`| ${row.scenario} | – | ${row.skipped} | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${row.scenario} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${errors(row)} | ${ms(row.peakRssMb)} | ${row.baseline} | ${percent(row.ratioToBaseline)} |`,
    );
  }
  const mixed = run.mixed;
  if (!mixed) return [...lines, ''];
  lines.push(
    '',
    `Mixed traffic, ${mixed.connections} connections for ${mixed.seconds} s: ${mixed.requestsPerSecond} requests/s, p50 ${mixed.p50Ms} ms, p99 ${mixed.p99Ms} ms, ${errors(mixed)} errors (timeouts); peak RSS ${mixed.firstWindowPeakRssMb} MB in the first third, ${mixed.lastWindowPeakRssMb} MB in the last (${mixed.rssGrowthPercent} %).`,
    '',
  );
  return lines;
}

/** The INP budget (docs/performance.md): an instant-estimate change answers within 200 ms, CPU 4× slower. */
export function inpTarget(inp: EstimateInp | { skipped: string }): Target[] {
  if ('skipped' in inp) return [];
  return [
    {
      name: `instant estimate: INP ≤ ${inp.targetMs} ms under ${inp.cpuThrottling}× CPU throttling`,
      met: inp.met,
      figures: `INP ${inp.inpMs} ms, p75 ${inp.p75Ms} ms over ${inp.interactions} interactions`,
    },
  ];
}

export function toMarkdown(report: BenchReport): string {
  const lines = [
    '# Benchmark results',
    '',
    `Machine: ${report.machine}. ${report.pinning}. Run: ${report.startedAt}. Load: ${report.seconds} s per scenario after a ${report.warmupSeconds} s warm-up.`,
    '',
    '## Targets',
    '',
    '| target | met | figures |',
    '|---|---|---|',
    ...report.targets.map(
      (target) => `| ${target.name} | ${target.met ? 'yes' : '**no**'} | ${target.figures} |`,
    ),
    '',
    '## Take-off engine (in-process, medians)',
    '',
    '| measure | median | target |',
    '|---|---|---|',
    `| one house: 30 calculators + pricing + summary + shopping list + both views | ${report.engine.houseMedianMs.toFixed(3)} ms | < 2 ms |`,
    `| pricing a synthetic BOQ of 10,000 lines, both views | ${report.engine.pricing10kLinesMedianMs.toFixed(2)} ms | < 20 ms |`,
    '',
    ...report.runs.flatMap((run) => runTable(run, report.jsonBaseline)),
    '## Lighthouse (mobile preset, performance)',
    '',
  ];
  if ('skipped' in report.lighthouse) {
    lines.push(report.lighthouse.skipped, '');
  } else {
    lines.push(
      '| page | path | performance | LCP ms | TBT ms | CLS | transferred KB | script ms |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const page of report.lighthouse) {
      lines.push(
        page.skipped
          ? `| ${page.name} | ${page.path} | ${page.skipped} | | | | | |`
          : `| ${page.name} | ${page.path} | ${ms(page.performance)} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${ms(page.cls)} | ${ms(page.transferKb)} | ${ms(page.scriptMs)} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Instant estimate: interaction to next paint', '');
  if ('skipped' in report.estimateInp) {
    lines.push(report.estimateInp.skipped, '');
  } else {
    const inp = report.estimateInp;
    lines.push(
      `${inp.path} at 360 × 740 with the CPU ${inp.cpuThrottling}× slower: ${inp.interactions} interactions (key presses and clicks changing the length and the bedrooms; ${inp.timedInteractions} of them 16 ms or more), INP ${inp.inpMs} ms (target ≤ ${inp.targetMs} ms), p75 ${inp.p75Ms} ms. Grand totals shown: ${inp.grandTotals.join(' → ')}.`,
      '',
    );
  }
  lines.push(...takeoffMarkdown(report.takeoff));
  lines.push(...readerMarkdown(report.reader));
  if (report.notes.length > 0) lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
