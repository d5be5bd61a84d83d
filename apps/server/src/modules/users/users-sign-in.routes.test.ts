import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { buildRegisterBody, FACTORY_PASSWORD, createSignedInUser } from '../../testing/factories';
import { createUsersWorld } from './users-testing';

/** Sign-in by phone, "keep me signed in", and the language a person registers or signs in with. */
const world = await createUsersWorld();
afterAll(() => world.close());
const { testApp, inject } = world;

const login = (payload: object) => inject({ method: 'POST', url: '/api/users/login', payload });
const sessionLifetimeHours = async (token: string) => {
  const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
};

describe('sign in with a phone number', () => {
  it('accepts the number however it is written', async () => {
    const body = buildRegisterBody({ phone: '0754 111 222' });
    expect((await inject({ method: 'POST', url: '/api/users/', payload: body })).statusCode).toBe(201);
    for (const phone of ['0754 111 222', '+255754111222', '255754111222', '0754-111-222']) {
      const response = await login({ email: phone, password: body.password });
      expect(response.statusCode, phone).toBe(200);
      expect(response.json().email).toBe(body.email);
    }
  });

  it('answers a wrong password or an unknown number 401 with the same words', async () => {
    const body = buildRegisterBody({ phone: '0776 555 666' });
    await inject({ method: 'POST', url: '/api/users/', payload: body });
    const wrong = await login({ email: '0776555666', password: 'not-the-password' });
    const unknown = await login({ email: '0700 000 001', password: body.password });
    const garbage = await login({ email: 'not a phone', password: body.password });
    for (const response of [wrong, unknown, garbage]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Email, phone or password is incorrect');
    }
  });

  it('keeps the phone key in step with a changed phone', async () => {
    const person = await createSignedInUser(testApp, 'user', { phone: '0711 000 111' });
    await inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: person.auth,
      payload: { phone: '+255 787 000 222' },
    });
    expect((await login({ email: '0787000222', password: FACTORY_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: '0711000111', password: FACTORY_PASSWORD })).statusCode).toBe(401);
  });
});

describe('keep me signed in', () => {
  it('opens a 30-day session when asked, the configured one otherwise', async () => {
    const body = buildRegisterBody();
    await inject({ method: 'POST', url: '/api/users/', payload: body });
    const kept = await login({ email: body.email, password: body.password, remember: true });
    const plain = await login({ email: body.email, password: body.password });
    expect(await sessionLifetimeHours(kept.json().token)).toBeCloseTo(30 * 24, 3);
    expect(await sessionLifetimeHours(plain.json().token)).toBeCloseTo(
      testApp.config.tokenTtlMinutes / 60,
      3,
    );
  });

  it('is revoked by signing out like any session', async () => {
    const body = buildRegisterBody();
    await inject({ method: 'POST', url: '/api/users/', payload: body });
    const { token } = (await login({ email: body.email, password: body.password, remember: true })).json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await inject({ method: 'POST', url: '/api/users/logout', headers: auth })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(401);
  });

  it('refuses a remember flag that is not a boolean', async () => {
    const response = await login({ email: 'a@example.com', password: 'x', remember: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the language of registration and sign-in', () => {
  it('keeps the language a person registers in', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: buildRegisterBody({ language: 'sw' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().language).toBe('sw');
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, response.json()._id));
    expect(row?.language).toBe('sw');
  });

  it('stores the language a person signs in with, and leaves it when none is sent', async () => {
    const body = buildRegisterBody();
    await inject({ method: 'POST', url: '/api/users/', payload: body });
    expect((await login({ email: body.email, password: body.password })).json().language).toBe('en');
    expect(
      (await login({ email: body.email, password: body.password, language: 'sw' })).json().language,
    ).toBe('sw');
    expect((await login({ email: body.email, password: body.password })).json().language).toBe('sw');
  });

  it('refuses a language it does not have', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { ...buildRegisterBody(), language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
  });
});
