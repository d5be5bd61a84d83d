import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readerMarkdown, readerTargets, runReaderBench } from './reader';

/**
 * `npm run reader -w bench`: only the drawing reader's bench of `npm run bench` (no build, no
 * database), for working on the reader. Writes bench/results/reader.md and reader.json, so the full
 * run's latest.* stay as they were.
 */
const root = resolve(import.meta.dirname, '..');
const reader = await runReaderBench();
const targets = readerTargets(reader);
const markdown = [
  '# Drawing reader bench',
  '',
  `Run: ${new Date().toISOString()}.`,
  '',
  '| target | met | figures |',
  '|---|---|---|',
  ...targets.map((target) => `| ${target.name} | ${target.met ? 'yes' : '**no**'} | ${target.figures} |`),
  '',
  ...readerMarkdown(reader),
].join('\n');
const resultsDir = join(root, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'reader.md'), markdown);
await writeFile(join(resultsDir, 'reader.json'), JSON.stringify({ reader, targets }, null, 2) + '\n');
console.info(`\n${markdown}`);
