import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ContactMessage, ContactPage } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createSignedInUser(testApp, 'admin', { name: 'Asha Admin' });
  user = await createSignedInUser(testApp, 'user');
});
afterAll(async () => {
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const send = (payload: Record<string, unknown>) => inject({ method: 'POST', url: '/api/contact', payload });

async function messageCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}

async function listAll(query = ''): Promise<ContactPage> {
  const response = await inject({
    method: 'GET',
    url: `/api/contact?limit=100${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ContactPage>();
}

describe('POST /api/contact', () => {
  it('stores a message with an email, a phone or both and answers 201', async () => {
    for (const reach of [
      { email: 'neema@example.com' },
      { phone: '0712 345 678' },
      { email: 'both@example.com', phone: '+255712345678' },
    ]) {
      const response = await send({ name: 'Neema', message: 'How much for a 3-bedroom house?', ...reach });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toContain('received');
    }
    const stored = (await listAll()).items.find((item) => item.phone === '0712 345 678');
    expect(stored).toMatchObject({ name: 'Neema', email: null, handled: false, handledAt: null });
  });

  it('treats empty optional fields as not given', async () => {
    const response = await send({ name: 'Baraka', email: '', phone: '0755000111', message: 'Hello' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ email: 'a@example.com', message: 'hi' }, 'name'],
    [{ name: 'A', message: 'hi' }, 'email or phone'],
    [{ name: 'A', email: '', phone: '', message: 'hi' }, 'email or phone'],
    [{ name: 'A', email: 'not-an-email', message: 'hi' }, 'email'],
    [{ name: 'A', phone: 'call me', message: 'hi' }, 'phone'],
    [{ name: 'A', email: 'a@example.com' }, 'message'],
    [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'message'],
    [{ name: 'A', email: 'a@example.com', message: 'hi', admin: true }, 'admin'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (payload, field) => {
    const before = await messageCount();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await messageCount()).toBe(before);
  });

  it('limits how often one address may write (429)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const payload = { name: 'Flood', email: 'flood@example.com', message: 'spam' };
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode,
        );
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/contact', () => {
  it('lists messages newest first, filtered by handled', async () => {
    await send({ name: 'Older', email: 'o@example.com', message: 'first' });
    await send({ name: 'Newer', email: 'n@example.com', message: 'second' });
    const page = await listAll();
    const names = page.items.map((item) => item.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    const newer = page.items.find((item) => item.name === 'Newer');
    await inject({
      method: 'PUT',
      url: `/api/contact/${newer?._id}`,
      headers: admin.auth,
      payload: { handled: true },
    });
    expect((await listAll('&handled=false')).items.map((item) => item.name)).not.toContain('Newer');
    expect((await listAll('&handled=true')).items.map((item) => item.name)).toEqual(['Newer']);
    const onePage = (
      await inject({ method: 'GET', url: '/api/contact?limit=1', headers: admin.auth })
    ).json<ContactPage>();
    expect(onePage.items).toHaveLength(1);
    expect(onePage.total).toBe(await messageCount());
  });

  it('answers 401, 403 and 400', async () => {
    expect((await inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/contact', headers: user.auth })).statusCode).toBe(403);
    const bad = await inject({ method: 'GET', url: '/api/contact?handled=maybe', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('handled');
  });
});

describe('PUT /api/contact/:id', () => {
  it('marks a message handled, by whom and when, and back', async () => {
    const { _id } = (await send({ name: 'Zawadi', phone: '0711222333', message: 'Call me' })).json<{
      _id: string;
    }>();
    const handled = await inject({
      method: 'PUT',
      url: `/api/contact/${_id}`,
      headers: admin.auth,
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json<ContactMessage>()).toMatchObject({ handled: true, handledByName: 'Asha Admin' });
    expect(handled.json<ContactMessage>().handledAt).not.toBeNull();
    const reopened = await inject({
      method: 'PUT',
      url: `/api/contact/${_id}`,
      headers: admin.auth,
      payload: { handled: false },
    });
    expect(reopened.json<ContactMessage>()).toMatchObject({
      handled: false,
      handledAt: null,
      handledByName: null,
    });
  });

  it('answers 400, 401, 403 and 404', async () => {
    const { _id } = (await send({ name: 'X', email: 'x@example.com', message: 'y' })).json<{ _id: string }>();
    const url = `/api/contact/${_id}`;
    const bad = await inject({ method: 'PUT', url, headers: admin.auth, payload: { handled: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('handled');
    expect((await inject({ method: 'PUT', url, payload: { handled: true } })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'PUT', url, headers: user.auth, payload: { handled: true } })).statusCode,
    ).toBe(403);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/contact/${UNKNOWN_ID}`,
          headers: admin.auth,
          payload: { handled: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await listAll()).items.find((item) => item._id === _id)?.handled).toBe(false);
  });
});
