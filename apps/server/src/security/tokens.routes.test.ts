import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../modules/users/tokens';
import { createSignedInUser, type SignedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Forged, stale and revoked bearer tokens all get 401 on a signed-in route. Each forgery starts from
 * a real session, so the only thing wrong with it is the one thing the case names.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** The claims of a live session, to re-sign with one thing changed. */
async function liveClaims(): Promise<{ session: SignedInUser; claims: Record<string, unknown> }> {
  const session = await createSignedInUser(testApp, 'user');
  return { session, claims: decodePart(session.token, 1) };
}

async function sign(
  claims: Record<string, unknown>,
  secret = testApp.jwtSecret,
  header: { alg: string; typ?: string } = { alg: 'HS256', typ: 'JWT' },
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader(header).sign(new TextEncoder().encode(secret));
}

async function statusWith(token: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bearer tokens', () => {
  it('accepts the real token and a faithful re-signing of it (the forgeries below differ in one thing)', async () => {
    const { session, claims } = await liveClaims();
    expect(await statusWith(session.token)).toBe(200);
    expect(await statusWith(await sign(claims))).toBe(200);
  });

  it('refuses alg "none"', async () => {
    const { claims } = await liveClaims();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await statusWith(unsigned)).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const { claims } = await liveClaims();
    expect(await statusWith(await sign(claims, 'another-secret-that-is-at-least-32-chars'))).toBe(401);
  });

  it('refuses another algorithm even with the right secret', async () => {
    const { claims } = await liveClaims();
    expect(await statusWith(await sign(claims, testApp.jwtSecret, { alg: 'HS512', typ: 'JWT' }))).toBe(401);
  });

  it('refuses a changed payload under the old signature', async () => {
    const { session } = await liveClaims();
    const admin = await createSignedInUser(testApp, 'admin');
    const [header, payload, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = base64url({ ...claims, sub: admin.user.id });
    expect(await statusWith(`${header}.${tampered}.${signature}`)).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { claims } = await liveClaims();
    expect(
      await statusWith(await sign({ ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 })),
    ).toBe(401);
  });

  it('refuses a token that is not yet valid', async () => {
    const { claims } = await liveClaims();
    expect(await statusWith(await sign({ ...claims, nbf: nowSeconds() + 3600 }))).toBe(401);
  });

  it('refuses a wrong audience or issuer, and a token without them', async () => {
    const { claims } = await liveClaims();
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect(await statusWith(await sign({ ...claims, aud: 'someone-else' }))).toBe(401);
    expect(await statusWith(await sign({ ...claims, iss: 'evil' }))).toBe(401);
    const { aud: _aud, iss: _iss, ...bare } = claims;
    expect(await statusWith(await sign(bare))).toBe(401);
  });

  it('refuses garbage in the header', async () => {
    for (const token of ['', 'a.b.c', 'not-a-jwt', `${'x'.repeat(5000)}.y.z`]) {
      expect(await statusWith(token), token.slice(0, 20)).toBe(401);
    }
  });

  it('refuses the token after logout', async () => {
    const { session } = await liveClaims();
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: session.auth,
    });
    expect(logout.statusCode).toBe(200);
    expect(await statusWith(session.token)).toBe(401);
  });

  it('refuses the old token after a role change', async () => {
    const { session } = await liveClaims();
    const admin = await createSignedInUser(testApp, 'admin');
    const change = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${session.user.id}`,
      headers: admin.auth,
      payload: { accessLevel: 'boq' },
    });
    expect(change.statusCode).toBe(200);
    expect(await statusWith(session.token)).toBe(401);
  });

  it('refuses the token of a deleted account', async () => {
    const { session } = await liveClaims();
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/${session.user.id}`,
      headers: session.auth,
    });
    expect(removal.statusCode).toBe(200);
    expect(await statusWith(session.token)).toBe(401);
  });
});
