import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrationsFolder } from '../db/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied, saved by `dumpDataDir`. */
    pgliteTemplate: string;
  }
}

/**
 * The api-pglite project's global set-up: one in-memory PGlite, migrated once and saved to a
 * file, from which every test app's database starts. Building a PGlite from nothing and migrating
 * it takes 1.6–2.7 s; loading the saved directory about half a second (docs/testing.md).
 */
export default async function buildPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'kadirio-pglite-template-'));
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const saved = await client.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await saved.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await client.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

let template: Promise<Blob> | undefined;

/** An in-memory PGlite, already migrated: the template, read once per test process. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: 'pglite', dataDir: null, startFrom: await template });
}
