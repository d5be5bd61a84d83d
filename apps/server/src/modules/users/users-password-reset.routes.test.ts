import { sql } from 'drizzle-orm';
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_MESSAGES } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/index';
import { createSignedInUser, FACTORY_PASSWORD, UNKNOWN_ID } from '../../testing/factories';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Password reset by e-mail, through a real SMTP server this test starts, and by an admin's link. */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let testApp: TestApp;
const NEW_PASSWORD = 'mvua-ya-masika-2026';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({
    SMTP_URL: inbox.url,
    SMTP_FROM: 'Kadirio <no-reply@kadirio.test>',
    PUBLIC_URL: 'https://kadirio.test',
  });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
const tokenIn = (text: string) => /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const signIn = (email: string, password: string) => post('/api/users/login', { email, password });

/** Asks for a reset of `email` and answers the token of the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  const seen = inbox.mails.length;
  const asked = await post('/api/users/password-reset/request', { email });
  expect(asked.statusCode).toBe(200);
  const mail = await inbox.next(seen);
  expect(mail.to).toEqual([email]);
  const token = tokenIn(mail.text);
  if (!token) throw new Error(`no link in: ${mail.text}`);
  return token;
}

describe('password reset by e-mail', () => {
  it('says it can e-mail a link when SMTP is set up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/password-reset' });
    expect(response.json()).toEqual({ byEmail: true });
  });

  it('mails a link that sets a new password once and ends every session', async () => {
    const person = await createSignedInUser(testApp, 'user');
    const token = await mailedToken(person.user.email);
    const mail = inbox.mails.at(-1)!;
    expect(mail.from).toBe('no-reply@kadirio.test');
    expect(mail.subject).toBe('Kadirio: set a new password');
    expect(mail.text).toContain(`https://kadirio.test/reset-password#token=${token}`);
    expect(mail.text).toContain('within 30 minutes');
    // Only the token's hash is stored.
    const stored = await testApp.database.db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);

    const reset = await post('/api/users/password-reset', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });

    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: person.auth });
    expect(me.statusCode).toBe(401);
    expect((await signIn(person.user.email, FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/users/password-reset', { token, password: 'another-new-password-1' });
    expect(again.statusCode).toBe(409);
    expect((await signIn(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('writes the mail in the account language', async () => {
    const person = await createSignedInUser(testApp, 'user');
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${person.user.id}`,
      headers: person.auth,
      payload: { language: 'sw' },
    });
    await mailedToken(person.user.email);
    const mail = inbox.mails.at(-1)!;
    expect(mail.subject).toBe('Kadirio: weka nenosiri jipya');
    expect(mail.text).toContain('ndani ya dakika 30');
  });

  it('refuses a link after 30 minutes', async () => {
    const person = await createSignedInUser(testApp, 'user');
    const token = await mailedToken(person.user.email);
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${passwordResets.userId} = ${person.user.id}`);
    const late = await post('/api/users/password-reset', { token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/not valid or has expired/);
    expect((await signIn(person.user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const seen = inbox.mails.length;
    const unknown = await post('/api/users/password-reset/request', { email: 'nobody-here@example.com' });
    const person = await createSignedInUser(testApp, 'user');
    const known = await post('/api/users/password-reset/request', { email: person.user.email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested, delivery: 'email' });
    await testApp.app.services.mailer.idle();
    expect(inbox.mails.slice(seen).map((mail) => mail.to)).toEqual([[person.user.email]]);
  });

  it(`sends at most ${PASSWORD_RESET_LIMITS.emailsPerAccountPerHour} mails an hour to one account`, async () => {
    const person = await createSignedInUser(testApp, 'user');
    const seen = inbox.mails.length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/users/password-reset/request', { email: person.user.email });
      expect(response.statusCode).toBe(200);
    }
    await testApp.app.services.mailer.idle();
    expect(inbox.mails.slice(seen)).toHaveLength(PASSWORD_RESET_LIMITS.emailsPerAccountPerHour);
  });

  it('refuses a malformed request or token with 400', async () => {
    expect((await post('/api/users/password-reset/request', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await post('/api/users/password-reset/request', {})).statusCode).toBe(400);
    expect(
      (await post('/api/users/password-reset', { token: 'short', password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    const unknownToken = 'A'.repeat(43);
    expect(
      (await post('/api/users/password-reset', { token: unknownToken, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    const person = await createSignedInUser(testApp, 'user');
    const token = await mailedToken(person.user.email);
    const weak = await post('/api/users/password-reset', { token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    // The weak attempt did not spend the link.
    expect((await post('/api/users/password-reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/users/:id/password-reset-link', () => {
  it('gives an admin a one-time link to pass on, valid a day', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const person = await createSignedInUser(testApp, 'user');
    const response = await post(`/api/users/${person.user.id}/password-reset-link`, undefined, admin.auth);
    expect(response.statusCode).toBe(201);
    const link = response.json<{ url: string; expiresAt: string }>();
    expect(link.url).toMatch(/^https:\/\/kadirio\.test\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = tokenIn(link.url)!;
    expect((await post('/api/users/password-reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/users/password-reset', { token, password: NEW_PASSWORD })).statusCode).toBe(409);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: person.auth })).statusCode,
    ).toBe(401);
  });

  it('is for admin only, and knows only real accounts', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const boq = await createSignedInUser(testApp, 'boq');
    const person = await createSignedInUser(testApp, 'user');
    const url = `/api/users/${person.user.id}/password-reset-link`;
    expect((await post(url, undefined)).statusCode).toBe(401);
    expect((await post(url, undefined, boq.auth)).statusCode).toBe(403);
    expect((await post(url, undefined, person.auth)).statusCode).toBe(403);
    expect(
      (await post(`/api/users/${UNKNOWN_ID}/password-reset-link`, undefined, admin.auth)).statusCode,
    ).toBe(404);
    expect((await post('/api/users/not-an-id/password-reset-link', undefined, admin.auth)).statusCode).toBe(
      400,
    );
  });
});

describe('without SMTP', () => {
  it('queues the request for an admin instead of refusing it', async () => {
    const plain = await createTestApp();
    try {
      const options = await plain.app.inject({ method: 'GET', url: '/api/users/password-reset' });
      expect(options.json()).toEqual({ byEmail: false });
      const asked = await plain.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/request',
        payload: { email: 'someone@example.com' },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestedByAdmin, delivery: 'admin' });
    } finally {
      await plain.close();
    }
  });
});
