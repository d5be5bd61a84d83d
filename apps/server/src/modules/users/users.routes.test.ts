import { afterAll, describe, expect, it } from 'vitest';
import { buildRegisterBody, createSignedInUser, FACTORY_PASSWORD, UNKNOWN_ID } from '../../testing/factories';
import { createTokenSigner } from './tokens';
import { createUsersWorld } from './users-testing';

/** Registering, signing in and out, and what a bearer token must be. */
const world = await createUsersWorld();
afterAll(() => world.close());
const { testApp, inject, countUsers } = world;

describe('POST /api/users/', () => {
  it('registers a user, ignoring any accessLevel sent, and answers the session', async () => {
    const body = { ...buildRegisterBody({ phone: '0754000111' }), accessLevel: 'admin' };
    const response = await inject({ method: 'POST', url: '/api/users/', payload: body });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '0754000111',
      accessLevel: 'user',
      message: 'User registered successfully',
    });
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(session)).not.toMatch(/hash|argon/i);
  });

  it('also answers on the path without the trailing slash', async () => {
    const response = await inject({ method: 'POST', url: '/api/users', payload: buildRegisterBody() });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['email', { email: 'not-an-email' }, /email/],
    ['short password', { password: 'short' }, /password must be at least 8/],
    ['common password', { password: 'password123' }, /password is too common/],
    ['phone', { phone: 'call me' }, /phone/],
    ['name', { name: '   ' }, /name/],
  ])('refuses a bad %s with 400 naming the field and stores nothing', async (_label, override, message) => {
    const before = await countUsers();
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: buildRegisterBody(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a missing body field with 400', async () => {
    const { phone: _phone, ...withoutPhone } = buildRegisterBody();
    const response = await inject({ method: 'POST', url: '/api/users/', payload: withoutPhone });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/phone/);
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const body = buildRegisterBody();
    expect((await inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(201);
    const again = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...buildRegisterBody(), email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...buildRegisterBody(), name: 'x'.repeat(testApp.config.bodyLimitBytes + 10) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a __proto__ key without polluting objects', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__": {"polluted": true}, "name": "x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password and the token works', async () => {
    const { user } = await createSignedInUser(testApp, 'boq');
    const response = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email.toUpperCase(), password: FACTORY_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ _id: user.id, accessLevel: 'boq', message: 'Login successful' });
    const me = await inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().lastLoginAt).not.toBeNull();
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const { user } = await createSignedInUser(testApp);
    const unknown = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account for 15 minutes after 5 failures, with Retry-After, even for the right password', async () => {
    const { user } = await createSignedInUser(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: `wrong-${attempt}-password` },
      });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a missing password with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token on the server', async () => {
    const { auth } = await createSignedInUser(testApp);
    const response = await inject({ method: 'POST', url: '/api/users/logout', headers: auth });
    expect(response.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: '/api/users/me', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('refuses a token signed with another secret, a tampered one, and an expired one', async () => {
    const { user, token } = await createSignedInUser(testApp);
    const foreign = await createTokenSigner('another-secret-another-secret-0123456789').sign(
      { userId: user.id, sessionId: UNKNOWN_ID, tokenVersion: 0 },
      new Date(Date.now() + 60_000),
    );
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, ver: 7 })).toString('base64url'),
      signature,
    ].join('.');
    const expired = await createTokenSigner(testApp.jwtSecret).sign(
      { userId: user.id, sessionId: claims.sid, tokenVersion: 0 },
      new Date(Date.now() - 1000),
    );
    for (const bad of [foreign, tampered, expired, 'not-a-token']) {
      const response = await inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
