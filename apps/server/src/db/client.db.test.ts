import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../testing/shared-database';
import { openMigratedPglite } from '../testing/pglite-template';
import { openDatabase, type DatabaseHandle } from './client';

/** The database this project runs the test on, and how to remove it afterwards. */
async function openOwnDatabase(): Promise<{ database: DatabaseHandle; remove: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres')
    return { database: await openMigratedPglite(), remove: async () => {} };
  const { url, drop } = await createEmptyPostgresDatabase();
  return { database: await openDatabase({ kind: 'postgres', url, maxConnections: 1 }), remove: drop };
}

describe('closing the database', () => {
  it('closes once however often it is asked, together or one after another', async () => {
    const { database, remove } = await openOwnDatabase();
    try {
      await database.db.execute(sql`select 1`);
      await expect(Promise.all([database.close(), database.close()])).resolves.toBeDefined();
      await expect(database.close()).resolves.toBeUndefined();
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      await remove();
    }
  });
});
