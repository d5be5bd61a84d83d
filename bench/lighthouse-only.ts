import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { seedFreshDatabase, startApp } from './app-server';
import { freshPglite } from './databases';
import { auditPages, pagesToAudit } from './lighthouse';

/**
 * `npm run lighthouse -w bench`: only the Lighthouse audits of `npm run bench`, on a fresh seeded
 * PGlite database, for working on a page's load. BENCH_NO_BUILD=1 reuses the last build.
 * LIGHTHOUSE_PAGES=<part of a name> audits only the matching pages.
 */
const root = resolve(import.meta.dirname, '..');
if (process.env.BENCH_NO_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const database = await freshPglite();
try {
  const seeded = await seedFreshDatabase(database);
  const app = await startApp(database);
  try {
    const pages = (await pagesToAudit(app.baseUrl, seeded)).filter((page) =>
      page.name.includes(process.env.LIGHTHOUSE_PAGES ?? ''),
    );
    for (const audit of await auditPages(app.baseUrl, pages)) {
      console.info(
        `${audit.name} ${audit.path}: performance ${audit.performance}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms, CLS ${audit.cls}, ${audit.transferKb} KB, script ${audit.scriptMs} ms${audit.skipped ? ` (${audit.skipped})` : ''}`,
      );
    }
  } finally {
    await app.stop();
  }
} finally {
  await database.dispose();
}
