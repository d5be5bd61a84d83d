import { eq } from 'drizzle-orm';
import { usersEndpoints as endpoints } from '@kadirio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildRegisterBody, createSignedInUser } from '../../testing/factories';
import { inject, invalid } from '../../testing/inject';
import { createTestApp } from '../../testing/test-app';
import { hashPassword } from './passwords';
import { insertUser } from './users.repository';

/** Registration by phone alone: the e-mail optional, the phone required and one account's own. */
const testApp = await createTestApp();
afterAll(() => testApp.close());

const byPhone = (phone: string, password = 'mchanga-na-saruji-2026') => ({
  name: 'Neema Mushi',
  phone,
  password,
});

describe('POST /api/users/ by phone alone', () => {
  it('registers without an e-mail and signs in by the phone however it is written', async () => {
    const registered = await inject(testApp, endpoints.register, {
      body: byPhone('0754 210 001'),
      as: null,
    });
    expect(registered.status).toBe(201);
    expect(registered.result).toMatchObject({ name: 'Neema Mushi', email: null, phone: '0754 210 001' });

    for (const written of ['0754210001', '+255 754 210 001', '255754210001']) {
      const signedIn = await inject(testApp, endpoints.login, {
        body: { email: written, password: 'mchanga-na-saruji-2026' },
        as: null,
      });
      expect(signedIn.status, written).toBe(200);
      expect(signedIn.result.email).toBeNull();
    }
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${registered.result.token}` },
    });
    expect(me.json()).toMatchObject({ email: null, phone: '0754 210 001' });
  });

  it("shows in the admin's list, found by its phone, with no e-mail", async () => {
    await inject(testApp, endpoints.register, { body: byPhone('0754 210 005'), as: null });
    const admin = await createSignedInUser(testApp, 'admin');
    const { result } = await inject(testApp, endpoints.listUsers, {
      query: { page: 1, limit: 10, search: '210 005' },
      as: admin,
    });
    expect(result.items).toEqual([expect.objectContaining({ phone: '0754 210 005', email: null })]);
  });

  it('takes an empty e-mail as none', async () => {
    const registered = await inject(testApp, endpoints.register, {
      body: { ...byPhone('0754 210 002'), email: '' },
      as: null,
    });
    expect(registered.status).toBe(201);
    expect(registered.result.email).toBeNull();
  });

  it('answers 409 naming the phone when another account has the number, however written', async () => {
    await inject(testApp, endpoints.register, { body: byPhone('0754 210 003'), as: null });
    const again = await inject(testApp, endpoints.register, {
      body: { ...byPhone('+255754210003'), name: 'Mtu Mwingine' },
      as: null,
    });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('An account with the phone number +255754210003 already exists');
    const inSwahili = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { 'accept-language': 'sw' },
      payload: { ...byPhone('0754-210-003'), name: 'Mtu Mwingine' },
    });
    expect(inSwahili.statusCode).toBe(409);
    expect(inSwahili.json().message).toBe('Akaunti yenye namba ya simu 0754-210-003 tayari ipo');
  });

  it('still answers 409 for a taken e-mail', async () => {
    const first = buildRegisterBody();
    expect((await inject(testApp, endpoints.register, { body: first, as: null })).status).toBe(201);
    const second = await inject(testApp, endpoints.register, {
      body: buildRegisterBody({ email: first.email.toUpperCase() }),
      as: null,
    });
    expect(second.status).toBe(409);
    expect(second.error.message).toBe('An account with this email already exists');
  });

  it('refuses a missing phone, or one that cannot be dialled, with 400 naming the phone', async () => {
    const { phone: _phone, ...noPhone } = byPhone('0754 210 004');
    for (const body of [noPhone, byPhone('123456'), byPhone('call me')]) {
      const refused = await inject(testApp, endpoints.register, { body: invalid(body), as: null });
      expect(refused.status).toBe(400);
      expect(refused.error.message).toMatch(/^phone: /);
    }
  });
});

describe('PUT /api/users/:id phone', () => {
  it("refuses another account's number with 409, and takes one's own written another way", async () => {
    const holder = await createSignedInUser(testApp, 'user', { phone: '0754 210 010' });
    const person = await createSignedInUser(testApp, 'user', { phone: '0754 210 011' });
    const taken = await inject(testApp, endpoints.updateUser, {
      params: { id: person.user.id },
      body: { phone: '+255 754 210 010' },
      as: person,
    });
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('An account with the phone number +255 754 210 010 already exists');
    const own = await inject(testApp, endpoints.updateUser, {
      params: { id: holder.user.id },
      body: { phone: '+255754210010' },
      as: holder,
    });
    expect(own.status).toBe(200);
    expect(own.result.phone).toBe('+255754210010');
  });
});

describe('accounts that shared a phone before numbers were unique', () => {
  it('keep signing in by it, told apart by their password, until one changes its number', async () => {
    const db = testApp.database.db;
    const oldest = await insertUser(db, {
      name: 'Mama',
      email: 'mama-shared@example.com',
      phone: '0765 333 444',
      accessLevel: 'user',
      passwordHash: await hashPassword('mama-password-2026'),
    });
    // As the migration leaves them: the later account on the same number, marked as sharing it.
    const later = await insertUser(db, {
      name: 'Baba',
      email: 'baba-shared@example.com',
      phone: '0765 333 000',
      accessLevel: 'user',
      passwordHash: await hashPassword('baba-password-2026'),
    });
    await db
      .update(users)
      .set({ phone: '+255765333444', phoneKey: '+255765333444', sharesPhone: true })
      .where(eq(users.id, later.id));

    const signIn = (password: string) =>
      inject(testApp, endpoints.login, { body: { email: '0765333444', password }, as: null });
    expect((await signIn('mama-password-2026')).result._id).toBe(oldest.id);
    const baba = (await signIn('baba-password-2026')).result;
    expect(baba._id).toBe(later.id);

    const changePhone = (phone: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/users/${later.id}`,
        headers: { authorization: `Bearer ${baba.token}` },
        payload: { phone },
      });
    // The same number written another way keeps the mark; a new number drops it.
    expect((await changePhone('0765 333 444')).statusCode).toBe(200);
    const [same] = await db.select().from(users).where(eq(users.id, later.id));
    expect(same?.sharesPhone).toBe(true);
    expect((await changePhone('0765 333 999')).statusCode).toBe(200);
    const [moved] = await db.select().from(users).where(eq(users.id, later.id));
    expect(moved).toMatchObject({ sharesPhone: false, phoneKey: '+255765333999' });
  });
});
