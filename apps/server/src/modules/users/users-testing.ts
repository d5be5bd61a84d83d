import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users as usersTable } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';

/** One test file's app (and database) for the account routes, with the calls the tests share. */
export async function createUsersWorld() {
  const testApp = await createTestApp();
  return {
    testApp,
    inject: (options: InjectOptions) => testApp.app.inject(options),
    countUsers: async () => (await testApp.database.db.select({ value: count() }).from(usersTable))[0]!.value,
    close: () => testApp.close(),
  };
}
