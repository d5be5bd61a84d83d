import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { findPostgres, freshPglite, freshPostgres, type BenchDatabase } from './databases';
import { benchHouse, benchPricing } from './engine';
import { seedFreshDatabase, startApp } from './app-server';
import { measureEstimateInp, type EstimateInp } from './estimate-inp';
import { auditPages, pagesToAudit, type PageAudit } from './lighthouse';
import { auditStackFloor } from './stack-floor-audit';
import { jsonRequest, load, type LoadResult } from './load';
import {
  freePort,
  pinning,
  repinLoadGenerator,
  startNodeProcess,
  unpinLoadGenerator,
  type ServerProcess,
} from './processes';
import {
  evaluateTargets,
  inpTarget,
  toMarkdown,
  type BenchReport,
  type DatabaseRun,
  type MixedResult,
  type ScenarioResult,
  type SkippedScenario,
} from './report';
import { mixedRequests, SCENARIOS, signIn, type AppUnderTest, type BaselineName } from './scenarios';
import type { Seeded } from './seed';
import { runTakeoffBenches, type TakeoffResult } from './takeoff';
import { takeoffTargets } from './takeoff-report';
import { readerTargets, runReaderBench, type ReaderBench } from './reader';

/**
 * `npm run bench`: the take-off engine and the drawing reader in-process; bare baselines; then, on PGlite and on
 * PostgreSQL (when one answers), the built server in production mode on a fresh seeded database
 * under autocannon; a mixed steady-state load; Lighthouse on the web pages and on the stack's
 * floor (stack-floor-audit.ts); the instant estimate's INP; the take-off in the browser (a heavy
 * drawing set's first page, panning over 500 marks, the edit round trip).
 * Results: bench/results/latest.md and latest.json (partial.* under BENCH_ONLY). Never part of
 * `npm test`.
 *
 * BENCH_SECONDS (default 20) sets the measured seconds per scenario, e.g. 3 for a smoke run;
 * the mixed load runs 1.5× as long (30 s by default). BENCH_POSTGRES=0 skips PostgreSQL,
 * BENCH_LIGHTHOUSE=0 skips Lighthouse and the instant estimate's INP, BENCH_TAKEOFF=0 the take-off
 * benches, BENCH_READER=0 the drawing reader's, BENCH_CPU_PROF=<dir> profiles the app servers,
 * BENCH_ONLY=<part of a scenario name> runs only those scenarios (with BENCH_CPU_PROF: a profile
 * of one route). BENCH_FUZZ=1 also runs the fuzz suite with FUZZ_RUNS=1000 afterwards,
 * BENCH_FUZZ=only runs just that.
 */
const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = Math.min(3, Math.max(1, Math.round(seconds / 5)));
const mixedSeconds = Math.round(seconds * 1.5);
const CONNECTIONS = [10, 50] as const;
/** The fuzz suite's shards (security/fuzz-<n>.routes.test.ts) and the module that makes them. */
const FUZZ_FILES = 'apps/server/src/security/fuzz-';
const FUZZ_MODULE = 'apps/server/src/testing/route-fuzzing.ts';
/**
 * BENCH_ONLY=<part of a scenario's name>[,<another part>…]: only those scenarios, no mixed load
 * or audits (for profiling).
 */
const only = process.env.BENCH_ONLY;
const onlyParts = only?.split(',').filter((part) => part !== '') ?? [];
const isSelected = (name: string) => onlyParts.length === 0 || onlyParts.some((part) => name.includes(part));
const notes: string[] = [];

function runFuzz(): void {
  if (!existsSync(join(root, FUZZ_MODULE))) {
    console.warn(`No fuzz suite at ${FUZZ_MODULE}; nothing to run.`);
    return;
  }
  const runs = process.env.FUZZ_RUNS ?? '1000';
  console.info(`Fuzz suite with FUZZ_RUNS=${runs}: ${FUZZ_FILES}*`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api-pglite', FUZZ_FILES], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: process.env.FUZZ_SEED ?? 'random' },
  });
  if (result.status !== 0) process.exitCode = 1;
}

// Environment rather than flags: `npm run bench -- --fuzz` would reach npm, not this script.
const fuzz = process.env.BENCH_FUZZ;
if (fuzz === 'only') {
  runFuzz();
  process.exit();
}

async function startBaseline(file: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  return startNodeProcess({
    args: ['--import', 'tsx', join(root, 'bench/baselines', file)],
    env: { ...env, PORT: String(port) },
    port,
    readyPath: '/',
    cwd: join(root, 'bench'),
  });
}

async function measureBaseline(
  baseline: BaselineName,
  server: ServerProcess,
): Promise<(LoadResult & { baseline: BaselineName })[]> {
  const results = [];
  try {
    for (const connections of CONNECTIONS) {
      const result = await load({
        baseUrl: server.baseUrl,
        connections,
        seconds,
        warmupSeconds,
        serverPid: server.pid,
        requests: [jsonRequest('GET', '/')],
      });
      console.info(
        `baseline ${baseline} ×${connections}: ${result.requestsPerSecond} req/s, server CPU ${result.serverCpuMsPerRequest} ms a request`,
      );
      results.push({ ...result, baseline });
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** Peak RSS in the first and the last third of a run, and the growth between them. */
function rssWindows(result: LoadResult): MixedResult {
  const third = (result.seconds * 1000) / 3;
  const peak = (inWindow: (atMs: number) => boolean) =>
    Math.max(0, ...result.rss.filter((sample) => inWindow(sample.atMs)).map((sample) => sample.mb));
  const first = peak((atMs) => atMs < third);
  const last = peak((atMs) => atMs >= 2 * third);
  const growth = first > 0 ? Math.round(((last - first) / first) * 1000) / 10 : 0;
  return { ...result, firstWindowPeakRssMb: first, lastWindowPeakRssMb: last, rssGrowthPercent: growth };
}

type BaselineResult = LoadResult & { baseline: BaselineName };

/**
 * The better of two runs of a baseline at each connection count. Baselines run before and after
 * the app's scenarios; on a machine shared with other work, the better run is the fairer
 * yardstick (it makes the app's ratios smaller, never larger).
 */
function bestOf(first: BaselineResult[], second: BaselineResult[]): BaselineResult[] {
  return first.map((row) => {
    const other = second.find((candidate) => candidate.connections === row.connections);
    return other && other.requestsPerSecond > row.requestsPerSecond ? other : row;
  });
}

/** Each scenario's requests/s over its baseline's at the same connection count. */
function withRatios(run: DatabaseRun, jsonBaseline: BaselineResult[]): DatabaseRun {
  const scenarios = run.scenarios.map((row) => {
    if ('skipped' in row) return row;
    const baselines = row.baseline === 'node:http JSON' ? jsonBaseline : run.baselines;
    const baseline = baselines.find((candidate) => candidate.connections === row.connections);
    const ratio = baseline ? row.requestsPerSecond / baseline.requestsPerSecond : null;
    return { ...row, ratioToBaseline: ratio === null ? null : Math.round(ratio * 1000) / 1000 };
  });
  return { ...run, scenarios };
}

async function benchDatabase(
  database: BenchDatabase,
  audit: ((baseUrl: string, seeded: Seeded) => Promise<void>) | null,
): Promise<DatabaseRun> {
  console.info(`\n=== ${database.kind} ===`);
  const seeded = await seedFreshDatabase(database);

  const pkEnv: Record<string, string> =
    database.kind === 'pglite'
      ? { PGLITE_DIR: join(database.serverEnv.DATA_DIR!, 'pglite') }
      : { DATABASE_URL: database.serverEnv.DATABASE_URL! };
  const pkBefore = await measureBaseline('primary-key SELECT', await startBaseline('pk-server.ts', pkEnv));

  const app = await startApp(database);
  const tokens = new Map<string, string>();
  const appUnderTest: AppUnderTest = {
    baseUrl: app.baseUrl,
    seeded,
    async tokenFor(email) {
      if (!tokens.has(email)) tokens.set(email, String((await signIn(app.baseUrl, email)).token));
      return tokens.get(email)!;
    },
  };
  const scenarios: (ScenarioResult | SkippedScenario)[] = [];
  let mixed: MixedResult | null = null;
  try {
    for (const scenario of SCENARIOS.filter((candidate) => isSelected(candidate.name))) {
      const requests = await scenario.prepare(appUnderTest);
      if ('skip' in requests) {
        console.info(`${scenario.name}: ${requests.skip}`);
        scenarios.push({ scenario: scenario.name, skipped: requests.skip });
        continue;
      }
      for (const connections of CONNECTIONS) {
        const result = await load({
          baseUrl: app.baseUrl,
          connections,
          seconds,
          warmupSeconds,
          serverPid: app.pid,
          requests,
        });
        console.info(
          `${scenario.name} ×${connections}: ${result.requestsPerSecond} req/s p50 ${result.p50Ms} p99 ${result.p99Ms} errors ${result.errors}, server CPU ${result.serverCpuMsPerRequest} ms a request`,
          result.errors > 0 ? result.statusCodes : '',
        );
        scenarios.push({
          scenario: scenario.name,
          baseline: scenario.baseline,
          ratioToBaseline: null,
          ...result,
        });
      }
    }
    if (!only) {
      mixed = rssWindows(
        await load({
          baseUrl: app.baseUrl,
          connections: 50,
          seconds: mixedSeconds,
          warmupSeconds,
          serverPid: app.pid,
          requests: await mixedRequests(appUnderTest),
        }),
      );
      console.info(`mixed ×50: ${mixed.requestsPerSecond} req/s, errors ${mixed.errors}`, mixed.statusCodes);
      if (audit) await audit(app.baseUrl, seeded);
    }
  } finally {
    await app.stop();
  }
  const pkAfter = await measureBaseline('primary-key SELECT', await startBaseline('pk-server.ts', pkEnv));
  return {
    database: database.kind,
    seeded: seeded.counts,
    baselines: bestOf(pkBefore, pkAfter),
    baselineRuns: [...pkBefore, ...pkAfter],
    scenarios,
    mixed,
  };
}

const startedAt = new Date().toISOString();
const engine = { houseMedianMs: benchHouse(), pricing10kLinesMedianMs: benchPricing() };
console.info('engine', engine);
// The drawing reader (reader.ts) in-process like the engine, before any server loads the machine.
let reader: ReaderBench | { skipped: string } = {
  skipped: 'The drawing reader bench was skipped (BENCH_READER=0).',
};
if (process.env.BENCH_READER !== '0') {
  try {
    reader = await runReaderBench();
    console.info('drawing reader', reader);
  } catch (error) {
    reader = {
      skipped: `The drawing reader bench could not run: ${error instanceof Error ? error.message : String(error)}`,
    };
    console.error(reader.skipped);
  }
}

execSync('npm run build', { cwd: root, stdio: 'inherit' });
const jsonBefore = await measureBaseline('node:http JSON', await startBaseline('json-server.ts', {}));

let lighthouse: PageAudit[] | { skipped: string } = {
  skipped: 'Lighthouse was skipped (BENCH_LIGHTHOUSE=0).',
};
let estimateInp: EstimateInp | { skipped: string } = {
  skipped: 'The instant estimate was not measured (BENCH_LIGHTHOUSE=0).',
};
/** The stack's floor, once each; if it cannot be built or audited, a row saying why. */
async function floorOrReason(): Promise<PageAudit[]> {
  try {
    return await auditStackFloor(1);
  } catch (error) {
    const reason = `the stack's floor could not be audited: ${error instanceof Error ? error.message : String(error)}`;
    console.error(reason);
    return [
      {
        name: 'floor',
        path: 'bench/stack-floor',
        performance: null,
        lcpMs: null,
        tbtMs: null,
        cls: null,
        transferKb: null,
        scriptMs: null,
        skipped: reason,
      },
    ];
  }
}
const auditWebPages = async (baseUrl: string, seeded: Seeded) => {
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  unpinLoadGenerator();
  try {
    const pages = await auditPages(baseUrl, await pagesToAudit(baseUrl, seeded));
    // The stack's floor beside the app's pages: how much of their score is this machine.
    lighthouse = [...pages, ...(await floorOrReason())];
    console.info('lighthouse', lighthouse);
  } catch (error) {
    // A missing browser must not cost the load figures already measured.
    lighthouse = {
      skipped: `Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`,
    };
    console.error(lighthouse.skipped);
  }
  try {
    estimateInp = await measureEstimateInp(baseUrl);
    console.info('instant estimate INP', estimateInp);
  } catch (error) {
    estimateInp = {
      skipped: `The instant estimate's INP could not be measured: ${error instanceof Error ? error.message : String(error)}`,
    };
    console.error(estimateInp.skipped);
  } finally {
    repinLoadGenerator();
  }
};

const runs: DatabaseRun[] = [];
const pglite = await freshPglite();
try {
  runs.push(await benchDatabase(pglite, auditWebPages));
} finally {
  await pglite.dispose();
}

// The take-off benches start their own database and app, after the PGlite load so neither
// disturbs the other; under BENCH_ONLY they are left out like the mixed load and the audits.
let takeoff: TakeoffResult | { skipped: string } = only
  ? { skipped: 'The take-off benches were skipped (BENCH_ONLY).' }
  : { skipped: 'The take-off benches were skipped (BENCH_TAKEOFF=0).' };
if (!only && process.env.BENCH_TAKEOFF !== '0') {
  unpinLoadGenerator(); // Chromium and the app share both cores, as on a surveyor's laptop
  try {
    takeoff = await runTakeoffBenches();
  } catch (error) {
    // A missing browser must not cost the load figures already measured.
    takeoff = {
      skipped: `The take-off benches could not run: ${error instanceof Error ? error.message : String(error)}`,
    };
    console.error(takeoff.skipped);
  } finally {
    repinLoadGenerator();
  }
}

const postgresUrl = await findPostgres();
if (postgresUrl) {
  const postgres = await freshPostgres(postgresUrl);
  try {
    runs.push(await benchDatabase(postgres, null));
  } finally {
    await postgres.dispose();
  }
} else {
  notes.push('PostgreSQL: no server answered (set DATABASE_URL); only PGlite was measured.');
}

const jsonAfter = await measureBaseline('node:http JSON', await startBaseline('json-server.ts', {}));
const jsonBaseline = bestOf(jsonBefore, jsonAfter);
const finalRuns = runs.map((run) => withRatios(run, jsonBaseline));

notes.push(
  'Baselines run before and after the scenarios they are compared with; the tables show the better run of the two.',
  'The bench server runs with AUTH_RATE_LIMIT_PER_MINUTE and PUBLIC_RATE_LIMIT_PER_MINUTE at 100,000,000: all load comes from one address, which the production limits would answer with 429s. The lock-out after 5 failed sign-ins stays on (the bench never fails one).',
);
if (!pinning.server) notes.push('No CPU pinning: fewer than two cores or no taskset.');

const cpu = cpus();
const report: BenchReport = {
  machine: `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}`,
  pinning: pinning.server
    ? `Servers pinned to CPU ${pinning.server}, load generator to CPU ${pinning.loadGenerator ?? '(not pinned)'}`
    : 'No CPU pinning',
  startedAt,
  seconds,
  warmupSeconds,
  engine,
  jsonBaseline,
  jsonBaselineRuns: [...jsonBefore, ...jsonAfter],
  runs: finalRuns,
  lighthouse,
  estimateInp,
  takeoff,
  reader,
  targets: [
    ...evaluateTargets(finalRuns),
    ...inpTarget(estimateInp),
    ...takeoffTargets(takeoff),
    ...readerTargets(reader),
  ],
  notes,
};
const resultsDir = join(root, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const markdown = toMarkdown(report);
// A partial run (BENCH_ONLY) must not replace the full figures.
const baseName = only ? 'partial' : 'latest';
await writeFile(join(resultsDir, `${baseName}.md`), markdown);
await writeFile(
  join(resultsDir, `${baseName}.json`),
  JSON.stringify(report, (key, value: unknown) => (key === 'rss' ? undefined : value), 2) + '\n',
);
console.info(`\n${markdown}`);
if (fuzz === '1') runFuzz();
