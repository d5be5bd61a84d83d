import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findNulCharacter } from '../plugins/input-hygiene';
import { createSignedInUser, type SignedInUser } from '../testing/factories';
import { fittingValue, type JsonSchema } from '../testing/fuzz-arbitraries';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Request hygiene on every route: unknown fields never stored, bodies over the limit refused,
 * prototype pollution attempts harmless, internal errors generic to the client and logged with
 * their request id, and no password or token ever written to the log.
 */
const logLines: string[] = [];
let testApp: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp({}, { logLines });
  admin = await createSignedInUser(testApp, 'admin');
});
afterAll(async () => {
  await testApp.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, ID);
const writeRoutes = () =>
  testApp.app.apiRoutes.filter((route) => route.method === 'POST' || route.method === 'PUT');

/** Every row of every table as JSON text, to search for what must never have been stored. */
async function everyStoredRow(): Promise<string> {
  // Both drivers answer execute() with { rows }; the shared type leaves it open.
  const query = async <Row>(statement: ReturnType<typeof sql>) => {
    const result: unknown = await testApp.database.db.execute(statement);
    return (result as { rows: Row[] }).rows;
  };
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    dumps.push(...rows.map((row) => row.row));
  }
  expect(dumps.length).toBeGreaterThan(0);
  return dumps.join('\n');
}

describe('unknown fields', () => {
  it('are ignored or refused by every create route and never stored', async () => {
    const marker = 'unknown-field-marker-5d1f';
    const openApi = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
    }>();
    let accepted = 0;
    for (const [path, methods] of Object.entries(openApi.paths)) {
      const schema = methods.post?.requestBody?.content?.['application/json']?.schema;
      if (!schema || path.includes('{')) continue;
      for (const body of fc.sample(fittingValue(schema, { knownIds: [] }), { numRuns: 6, seed: 3 })) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: path,
          headers: admin.auth,
          payload: { ...(body as object), [marker]: marker, isAdmin: marker, passwordHash: marker, _id: ID },
        });
        expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode < 300) {
          accepted += 1;
          expect(response.body).not.toContain(marker);
        }
      }
    }
    expect(accepted, 'no create route accepted a fitting body').toBeGreaterThan(0);
    expect(await everyStoredRow()).not.toContain(marker);
  });

  it('cannot make a registering visitor an admin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        name: 'Mallory',
        email: 'mallory@example.com',
        phone: '0712345678',
        password: 'a-long-enough-password',
        accessLevel: 'admin',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().accessLevel).toBe('user');
  });
});

describe('body size', () => {
  it('answers 413 on every write route when the body is over the limit', async () => {
    const oversized = JSON.stringify({ filler: 'x'.repeat(testApp.config.bodyLimitBytes) });
    for (const route of writeRoutes()) {
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: oversized,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
    }
  });
});

describe('prototype pollution', () => {
  const pollutingBodies = [
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"name":"x","nested":{"__proto__":{"polluted":"yes"}}}',
  ];
  const pollutingQuery =
    '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes';

  it('leaves Object.prototype clean on every route, through body, query and params', async () => {
    for (const route of testApp.app.apiRoutes) {
      const withBody = route.method === 'POST' || route.method === 'PUT';
      for (const payload of withBody ? pollutingBodies : [undefined]) {
        const response = await testApp.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z]+/g, '__proto__') + pollutingQuery,
          headers: { ...admin.auth, ...(payload ? { 'content-type': 'application/json' } : {}) },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    }
  });

  it('refuses a body carrying __proto__ or constructor.prototype with 400', async () => {
    for (const payload of pollutingBodies.slice(0, 2)) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('NUL characters', () => {
  it('are refused with 400 naming the field, not stored as a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: {
        name: 'Nul\u0000Person',
        email: 'nul@example.com',
        phone: '0712345678',
        password: 'long-enough-pw',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: /);
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findNulCharacter({ a: ['fine'] }, 'body')).toBeNull();
  });
});

describe('internal errors', () => {
  it('answer a generic 500 without stack or SQL, logged with the request id', async () => {
    const secretDetail = 'relation users does not exist: select * from users where id = $1';
    const failure = vi
      .spyOn(testApp.app.services.users, 'listUsers')
      .mockRejectedValue(new Error(secretDetail));
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/users/', headers: admin.auth });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side; please try again',
        code: 'server.unexpected',
      });
      expect(response.body).not.toMatch(/select|relation|at .*\.ts|stack/i);
      const logged = logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => JSON.stringify(entry.err ?? '').includes(secretDetail));
      expect(logged?.level).toBe(50);
      expect(typeof logged?.reqId).toBe('string');
      const requestLine = logLines.find(
        (line) => line.includes(`"reqId":"${String(logged?.reqId)}"`) && line.includes('/api/users/'),
      );
      expect(requestLine, 'the request line shares the error’s request id').toBeDefined();
    } finally {
      failure.mockRestore();
    }
  });
});

describe('the log', () => {
  it('never holds a password or a token through register, login, password change and logout', async () => {
    const firstPassword = 'first-secret-password-7781';
    const secondPassword = 'second-secret-password-9932';
    const email = 'log-check@example.com';
    const from = logLines.length;
    const tokens: string[] = [];

    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { name: 'Log Check', email, phone: '0713 211 211', password: firstPassword },
    });
    expect(registered.statusCode).toBe(201);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: firstPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token, _id: id } = login.json<{ token: string; _id: string }>();
    tokens.push(token);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: secondPassword },
    });
    expect(wrong.statusCode).toBe(401);
    const change = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password: secondPassword, currentPassword: firstPassword },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json<{ token: string }>().token;
    tokens.push(fresh);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(logout.statusCode).toBe(200);

    const written = logLines.slice(from).join('\n');
    expect(written).toContain('/api/users/login'); // the log was captured at all
    for (const secret of [firstPassword, secondPassword, ...tokens]) expect(written).not.toContain(secret);
    // No part of a token either (a JWT's signature is its secret-bearing part).
    for (const part of tokens.map((value) => value.split('.')[2] ?? 'missing'))
      expect(written).not.toContain(part);
  });
});
