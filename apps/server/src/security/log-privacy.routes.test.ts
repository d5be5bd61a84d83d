import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { describeError } from '../logger';
import { buildRegisterBody, createSignedInUser, FACTORY_PASSWORD } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The log holds no personal data: an error whose message or query parameters carry an e-mail or
 * a phone number is logged by its class, code and query, not by those values — a database outage
 * during sign-in included — and the pool's own errors are JSON lines of the same logger.
 */
const logLines: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, { logLines });
});
afterAll(async () => {
  await testApp.close();
});

const EMAIL = 'amina.private@example.com';
const PHONE = '+255 712 345 678';

type LogEntry = { level: number; reqId?: string; msg?: string; err?: Record<string, unknown> };
const entriesSince = (from: number) => logLines.slice(from).map((line) => JSON.parse(line) as LogEntry);

describe('errors in the log', () => {
  it('a 500 whose error message holds an e-mail and a phone logs neither', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const from = logLines.length;
    const failure = vi
      .spyOn(testApp.app.services.users, 'listUsers')
      .mockRejectedValue(new Error(`no row for ${EMAIL} (phone ${PHONE})`));
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/users/', headers: admin.auth });
      expect(response.statusCode).toBe(500);
    } finally {
      failure.mockRestore();
    }
    const written = logLines.slice(from).join('\n');
    expect(written).not.toContain(EMAIL);
    expect(written).not.toContain('712 345 678');
    const logged = entriesSince(from).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.err).toMatchObject({ type: 'Error', message: 'no row for [email] (phone [number])' });
  });

  it('a failed query logs its class, code and SQL, not its parameters nor the row it clashed with', async () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: `Key (email)=(${EMAIL}) already exists.`,
      },
    );
    const failed = new DrizzleQueryError(
      'select "id" from "users" where "email" = $1',
      [EMAIL, 's3cret'],
      cause,
    );
    const described = JSON.stringify(describeError(failed));
    for (const secret of [EMAIL, 's3cret', 'already exists']) expect(described).not.toContain(secret);
    expect(describeError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select "id" from "users" where "email" = $1\nparams: [redacted]',
      cause: { type: 'Error', code: '23505', constraint: 'users_email_key' },
    });
    expect(String(describeError(failed).stack)).toMatch(
      /^Error: Failed query: [^\n]+\nparams: \[redacted\]\n\s+at /,
    );
  });

  it('keeps what is not personal: ids, line numbers, short numbers, package paths', () => {
    const error = new Error('map 0b9c5e0e-3f6b-4d1e-9a43-8f2d4c1b7a10 has 12 sheets at row 4031');
    expect(describeError(error).message).toBe(error.message);
    const inPackage = new Error('PGlite is closed');
    inPackage.stack =
      'Error: PGlite is closed\n    at q (file:///srv/node_modules/@electric-sql/pglite/dist/index.js:3:198805)';
    expect(describeError(inPackage).stack).toBe(inPackage.stack);
    expect(describeError('a thrown string with ' + EMAIL)).toEqual({
      type: 'string',
      message: 'a thrown string with [email]',
    });
  });
});

describe('the pool', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'reports a dropped idle connection as a JSON line of the logger',
    async () => {
      const serverUrl = new URL(String(process.env.DATABASE_URL));
      serverUrl.searchParams.set('application_name', 'kadirio_pool_log_test');
      const warnings: { details: object; message: string }[] = [];
      const database = await openDatabase(
        { kind: 'postgres', url: serverUrl.toString(), maxConnections: 1 },
        { warn: (details, message) => void warnings.push({ details, message }) },
      );
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kadirio_pool_log_test'`,
        );
        await vi.waitFor(() => expect(warnings).toHaveLength(1));
        expect(warnings[0]?.message).toBe('PostgreSQL dropped an idle connection');
        expect(warnings[0]?.details).toEqual({ err: expect.any(Error) });
      } finally {
        await admin.end();
        await database.close();
      }
    },
  );
});

// Last: it takes the database away from the app.
describe('a database outage', () => {
  it('during sign-in logs the failure without the e-mail that was signing in', async () => {
    const body = buildRegisterBody({ email: EMAIL });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(
      201,
    );
    // The app's own close at the end closes it once only (db/client.ts).
    await testApp.database.close();
    const from = logLines.length;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: EMAIL, password: FACTORY_PASSWORD },
    });
    // PostgreSQL's closed pool is an unavailable database (503, a warning); a closed PGlite is not
    // recognised as one, so it is the generic 500. Either way the address stays out of the log.
    const onPostgres = testApp.database.kind === 'postgres';
    expect(response.statusCode).toBe(onPostgres ? 503 : 500);
    const written = logLines.slice(from).join('\n');
    expect(written).toContain(onPostgres ? 'database unavailable' : 'unhandled error');
    expect(written).not.toContain(EMAIL);
    expect(written).not.toContain(FACTORY_PASSWORD);
  });
});
