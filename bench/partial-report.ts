import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Target } from './target';

/**
 * The report of one part of `npm run bench` run alone (`npm run reader|takeoff -w bench`): its
 * targets and sections as bench/results/<name>.md and <name>.json, so the full run's latest.*
 * stay as they were.
 */
export async function writePartialReport(
  name: string,
  title: string,
  targets: readonly Target[],
  sections: readonly string[],
  result: object,
): Promise<void> {
  const markdown = [
    `# ${title}`,
    '',
    `Run: ${new Date().toISOString()}.`,
    '',
    '| target | met | figures |',
    '|---|---|---|',
    ...targets.map((target) => `| ${target.name} | ${target.met ? 'yes' : '**no**'} | ${target.figures} |`),
    '',
    ...sections,
  ].join('\n');
  const resultsDir = join(resolve(import.meta.dirname, '..'), 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, `${name}.md`), markdown);
  await writeFile(join(resultsDir, `${name}.json`), JSON.stringify({ ...result, targets }, null, 2) + '\n');
  console.info(`\n${markdown}`);
}
