import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index';
import type { AppError } from '../../lib/errors';
import { createSignedInUser, FACTORY_PASSWORD } from '../../testing/factories';
import { createTokenSigner } from './tokens';
import { createUsersWorld } from './users-testing';
import { createUsersService, LOGIN_LOCKOUT } from './users.service';
import { createLocalChangeFeed } from '../../db/change-feed';

/** The sign-in lock-out holds under parallel guesses: each check is counted before it is made. */
const world = await createUsersWorld();
afterAll(() => world.close());
const { testApp, inject } = world;

function login(email: string, password: string) {
  return inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
}

function statusCounts(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

async function failureRows(email: string): Promise<number> {
  const rows = await testApp.database.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.emailLower, email.toLowerCase()));
  return rows.length;
}

describe('sign-in lock-out under parallel guesses', () => {
  it('checks at most 5 of 12 parallel wrong passwords: five 401s, then 429s with Retry-After', async () => {
    const { user } = await createSignedInUser(testApp);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => login(user.email, `wrong-${attempt}-password`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LOCKOUT.maxFailures, 429: 7 });
    for (const locked of responses.filter((response) => response.statusCode === 429)) {
      expect(locked.json().message).toBe(
        'Too many failed sign-in attempts for this account; try again later',
      );
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect(await failureRows(user.email)).toBe(LOGIN_LOCKOUT.maxFailures);
  });

  it('does not sign in a burst of 16 whose last guess is the right password', async () => {
    const { user } = await createSignedInUser(testApp);
    const guesses = [
      ...Array.from({ length: 15 }, (_, attempt) => `wrong-${attempt}-password`),
      FACTORY_PASSWORD,
    ];
    const responses = await Promise.all(guesses.map((password) => login(user.email, password)));
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LOCKOUT.maxFailures, 429: 11 });
    expect(responses.at(-1)!.statusCode).toBe(429);
    expect((await login(user.email, FACTORY_PASSWORD)).statusCode).toBe(429);
  });

  it('answers an unknown email exactly as a known one (no way to tell which has an account)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        login('nobody-here@example.com', `wrong-${attempt}-password`),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LOCKOUT.maxFailures, 429: 7 });
  });

  it('lets the right password in once the window has passed, and clears the failures', async () => {
    const { user } = await createSignedInUser(testApp);
    let clock = Date.parse('2026-06-01T10:00:00Z');
    const users = createUsersService({
      db: testApp.database.db,
      signer: createTokenSigner(testApp.jwtSecret),
      tokenTtlMinutes: 60,
      changes: createLocalChangeFeed(),
      now: () => new Date(clock),
    });
    const wrong = { email: user.email, password: 'not-the-password' };
    const right = { email: user.email, password: FACTORY_PASSWORD };
    const first = await Promise.allSettled(Array.from({ length: 8 }, () => users.login(wrong)));
    expect(
      first
        .map((result) => (result.status === 'rejected' ? (result.reason as AppError).statusCode : 200))
        .sort(),
    ).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    clock += (LOGIN_LOCKOUT.windowMinutes - 1) * 60_000;
    await expect(users.login(right)).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '60' },
    });

    clock += 60_000 + 1;
    await expect(users.login(right)).resolves.toMatchObject({ _id: user.id, message: 'Login successful' });
    expect(await failureRows(user.email)).toBe(0);
    // A fresh count: four wrong passwords do not lock the account again.
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures - 1; attempt += 1) {
      await expect(users.login(wrong)).rejects.toMatchObject({ statusCode: 401 });
    }
    await expect(users.login(right)).resolves.toMatchObject({ _id: user.id });
  });
});

describe('the current password of a password change', () => {
  function changePassword(
    caller: { user: { id: string }; auth: Record<string, string> },
    currentPassword: string,
  ) {
    return inject({
      method: 'PUT',
      url: `/api/users/${caller.user.id}`,
      headers: caller.auth,
      payload: { password: 'a-new-long-password', currentPassword },
    });
  }

  it('is limited: after 5 wrong ones even the right one is refused (429), and sign-in is locked too', async () => {
    const caller = await createSignedInUser(testApp);
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures; attempt += 1) {
      const wrong = await changePassword(caller, `wrong-${attempt}-password`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('currentPassword is incorrect');
    }
    const locked = await changePassword(caller, FACTORY_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(caller.user.email, FACTORY_PASSWORD)).statusCode).toBe(429);
    // Nothing changed: the old token still works.
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: caller.auth })).statusCode).toBe(
      200,
    );
  });

  it('checks at most 5 of 12 parallel guesses', async () => {
    const caller = await createSignedInUser(testApp);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => changePassword(caller, `wrong-${attempt}-password`)),
    );
    expect(statusCounts(responses)).toEqual({ 400: LOGIN_LOCKOUT.maxFailures, 429: 7 });
  });

  it('shares the count with sign-in, and the right current password clears it', async () => {
    const caller = await createSignedInUser(testApp);
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures - 1; attempt += 1) {
      expect((await login(caller.user.email, `wrong-${attempt}-password`)).statusCode).toBe(401);
    }
    expect((await changePassword(caller, FACTORY_PASSWORD)).statusCode).toBe(200);
    expect(await failureRows(caller.user.email)).toBe(0);
  });

  it('is not asked of an admin resetting someone else, who is not limited by it', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const target = await createSignedInUser(testApp);
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.maxFailures; attempt += 1) {
      expect((await login(target.user.email, `wrong-${attempt}-password`)).statusCode).toBe(401);
    }
    const reset = await inject({
      method: 'PUT',
      url: `/api/users/${target.user.id}`,
      headers: admin.auth,
      // The body asks for a currentPassword always; for an admin's reset of another it is not checked.
      payload: { password: 'a-new-long-password', currentPassword: 'anything-at-all' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
