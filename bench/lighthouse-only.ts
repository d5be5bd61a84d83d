import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { seedFreshDatabase, startApp } from './app-server';
import { freshPglite } from './databases';
import { auditSummaryLines } from './audit-summary';
import { auditPages, pagesToAudit, type PageAudit } from './lighthouse';

/**
 * `npm run lighthouse -w bench`: only the Lighthouse audits of `npm run bench`, on a fresh seeded
 * PGlite database, for working on a page's load. BENCH_NO_BUILD=1 reuses the last build.
 * LIGHTHOUSE_PAGES=<part of a name> audits only the matching pages; LIGHTHOUSE_RUNS=<n> audits them
 * n times in turn (1 by default) and reports every score with the medians.
 */
const root = resolve(import.meta.dirname, '..');
if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const database = await freshPglite();
try {
  const seeded = await seedFreshDatabase(database);
  const app = await startApp(database);
  try {
    const pages = (await pagesToAudit(app.baseUrl, seeded)).filter((page) =>
      page.name.includes(process.env.LIGHTHOUSE_PAGES ?? ''),
    );
    const audits: PageAudit[] = [];
    for (let run = 0; run < runs; run++) audits.push(...(await auditPages(app.baseUrl, pages)));
    for (const line of auditSummaryLines(audits)) console.info(line);
  } finally {
    await app.stop();
  }
} finally {
  await database.dispose();
}
