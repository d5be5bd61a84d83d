import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { benchHouse, benchPricing } from './engine';
import { load, startBuiltServer, type LoadResult } from './http';

/**
 * `npm run bench`: the take-off engine in-process, then the built server under autocannon.
 * Results go to bench/results/latest.md and latest.json. Never part of `npm test`.
 */
const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

const engine = {
  houseMedianMs: benchHouse(),
  pricing10kLinesMedianMs: benchPricing(),
};
console.info('engine', engine);

execSync('npm run build', { cwd: root, stdio: 'inherit' });
const server = await startBuiltServer(5099);
const http: LoadResult[] = [];
try {
  for (const connections of [10, 50]) {
    http.push(await load('GET /api/health', { url: `${server.baseUrl}/api/health`, connections, seconds }));
    http.push(
      await load('POST /api/takeoff/house', {
        url: `${server.baseUrl}/api/takeoff/house`,
        connections,
        seconds,
        method: 'POST',
        body: { length: 12, width: 9, bedrooms: 3 },
      }),
    );
    console.info(http.slice(-2));
  }
} finally {
  await server.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const lines = [
  `# Benchmark results`,
  '',
  `Machine: ${machine}. Run: ${new Date().toISOString()}. Load: ${seconds} s per scenario after a 2 s warm-up.`,
  '',
  '## Take-off engine (in-process, medians)',
  '',
  '| measure | median | target |',
  '|---|---|---|',
  `| one house: 28 calculators + pricing + summary + shopping list | ${engine.houseMedianMs.toFixed(3)} ms | < 2 ms |`,
  `| pricing a synthetic BOQ of 10,000 lines | ${engine.pricing10kLinesMedianMs.toFixed(2)} ms | < 20 ms |`,
  '',
  '## HTTP (built server on PGlite, autocannon)',
  '',
  '| scenario | connections | requests/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|',
  ...http.map(
    (r) =>
      `| ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`,
  ),
  '',
];
const resultsDir = join(root, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.md'), lines.join('\n'));
await writeFile(join(resultsDir, 'latest.json'), JSON.stringify({ machine, engine, http }, null, 2) + '\n');
console.info(lines.join('\n'));
