import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_MESSAGES, usersEndpoints as endpoints } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, UNKNOWN_ID } from '../../testing/factories';
import { inject, invalid } from '../../testing/inject';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * "Forgot your password?" by phone, or without a mail server: the request waits in the admin's
 * list, the admin makes the link to send by WhatsApp or SMS and closes the request.
 */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let withMail: TestApp;
let withoutMail: TestApp;
const NEW_PASSWORD = 'mvua-ya-masika-2026';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  withMail = await createTestApp({
    SMTP_URL: inbox.url,
    SMTP_FROM: 'Kadirio <no-reply@kadirio.test>',
    PUBLIC_URL: 'https://kadirio.test',
  });
  withoutMail = await createTestApp();
});
afterAll(async () => {
  await withMail.close();
  await withoutMail.close();
  await inbox.close();
});

const ask = (app: TestApp, identifier: string) =>
  inject(app, endpoints.requestPasswordReset, { body: { email: identifier }, as: null });
const tokenIn = (url: string) => /#token=([A-Za-z0-9_-]{43})$/.exec(url)?.[1] ?? '';

/** A phone-only account, registered as a client would. */
async function registerByPhone(app: TestApp, phone: string) {
  const { result } = await inject(app, endpoints.register, {
    body: { name: `Mteja ${phone}`, phone, password: 'mchanga-na-saruji-2026' },
    as: null,
  });
  return result;
}

describe('POST /api/users/password-reset/request by phone', () => {
  it('queues the request for an admin, with the same answer for a number with no account', async () => {
    const client = await registerByPhone(withMail, '0754 300 001');
    const seen = inbox.mails.length;
    const known = await ask(withMail, '+255 754 300 001');
    const unknown = await ask(withMail, '0754 300 999');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.result).toEqual({ message: PASSWORD_RESET_MESSAGES.requestedByAdmin, delivery: 'admin' });
    expect(unknown.result).toEqual(known.result);

    const admin = await createSignedInUser(withMail, 'admin');
    const { result } = await inject(withMail, endpoints.listPasswordResetRequests, { as: admin });
    const mine = result.items.filter((item) => item.userId === client._id);
    expect(mine).toEqual([
      expect.objectContaining({ name: client.name, phone: '0754 300 001', email: null, language: 'en' }),
    ]);
    expect(result.items.some((item) => item.phone === '0754 300 999')).toBe(false);
    // No mail is attempted for an account without an address, even where mail is set up.
    await withMail.app.services.mailer.idle();
    expect(inbox.mails.slice(seen)).toEqual([]);
  });

  it('keeps one open request per account however often it is asked, and counts toward a limit', async () => {
    const client = await registerByPhone(withoutMail, '0754 300 002');
    const admin = await createSignedInUser(withoutMail, 'admin');
    const openOf = async () =>
      (await inject(withoutMail, endpoints.listPasswordResetRequests, { as: admin })).result.items.filter(
        (item) => item.userId === client._id,
      );
    for (let attempt = 0; attempt < 3; attempt += 1) await ask(withoutMail, '0754300002');
    const [open] = await openOf();
    expect(await openOf()).toHaveLength(1);

    // Dismissed and asked again, up to the hourly limit of new requests.
    let closed = 1;
    let current = open!;
    await inject(withoutMail, endpoints.closePasswordResetRequest, {
      params: { id: current._id },
      body: { outcome: 'dismissed' },
      as: admin,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await ask(withoutMail, '0754300002')).status).toBe(200);
      const [next] = await openOf();
      if (!next) break;
      current = next;
      closed += 1;
      await inject(withoutMail, endpoints.closePasswordResetRequest, {
        params: { id: current._id },
        body: { outcome: 'dismissed' },
        as: admin,
      });
    }
    expect(closed).toBe(PASSWORD_RESET_LIMITS.adminRequestsPerAccountPerHour);
  });

  it('queues an e-mail too where the server sends no mail', async () => {
    const person = await createSignedInUser(withoutMail, 'user');
    const admin = await createSignedInUser(withoutMail, 'admin');
    const asked = await ask(withoutMail, person.user.email.toUpperCase());
    expect(asked.result.delivery).toBe('admin');
    const { result } = await inject(withoutMail, endpoints.listPasswordResetRequests, { as: admin });
    expect(result.items.find((item) => item.userId === person.user.id)?.email).toBe(person.user.email);
  });

  it('e-mails the link, as before, for an e-mail where mail is set up', async () => {
    const person = await createSignedInUser(withMail, 'user');
    const seen = inbox.mails.length;
    expect((await ask(withMail, person.user.email)).result.delivery).toBe('email');
    const mail = await inbox.next(seen);
    expect(mail.to).toEqual([person.user.email]);
  });

  it('refuses something that is neither an e-mail nor a phone with 400', async () => {
    for (const identifier of ['not a number', 'x@', '12']) {
      const refused = await inject(withMail, endpoints.requestPasswordReset, {
        body: invalid({ email: identifier }),
        as: null,
      });
      expect(refused.status, identifier).toBe(400);
      expect(refused.error.message).toMatch(/^email: /);
    }
  });
});

describe('the admin answers a request', () => {
  it('makes a link that sets a new password once, and the request closes itself when it is used', async () => {
    const client = await registerByPhone(withoutMail, '0754 300 003');
    const admin = await createSignedInUser(withoutMail, 'admin');
    await ask(withoutMail, '0754300003');
    const list = await inject(withoutMail, endpoints.listPasswordResetRequests, { as: admin });
    const request = list.result.items.find((item) => item.userId === client._id)!;

    const issued = await inject(withoutMail, endpoints.issuePasswordResetRequestLink, {
      params: { id: request._id },
      as: admin,
    });
    expect(issued.status).toBe(201);
    expect(issued.result.url).toMatch(/\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    const reset = await inject(withoutMail, endpoints.resetPassword, {
      body: { token: tokenIn(issued.result.url), password: NEW_PASSWORD },
      as: null,
    });
    expect(reset.status).toBe(200);
    const again = await inject(withoutMail, endpoints.resetPassword, {
      body: { token: tokenIn(issued.result.url), password: NEW_PASSWORD },
      as: null,
    });
    expect(again.status).toBe(409);
    const signIn = (password: string) =>
      inject(withoutMail, endpoints.login, { body: { email: '0754300003', password }, as: null });
    expect((await signIn('mchanga-na-saruji-2026')).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);

    const after = await inject(withoutMail, endpoints.listPasswordResetRequests, { as: admin });
    expect(after.result.items.some((item) => item._id === request._id)).toBe(false);
    const late = await inject(withoutMail, endpoints.issuePasswordResetRequestLink, {
      params: { id: request._id },
      as: admin,
    });
    expect(late.status).toBe(409);
    expect(late.error.message).toBe('This reset request is already closed');
  });

  it('closes a request as sent once: a second close is 409, an unknown one 404', async () => {
    const client = await registerByPhone(withoutMail, '0754 300 004');
    const admin = await createSignedInUser(withoutMail, 'admin');
    await ask(withoutMail, '0754300004');
    const list = await inject(withoutMail, endpoints.listPasswordResetRequests, { as: admin });
    const request = list.result.items.find((item) => item.userId === client._id)!;
    const close = (id: string) =>
      inject(withoutMail, endpoints.closePasswordResetRequest, {
        params: { id },
        body: { outcome: 'sent' },
        as: admin,
      });
    const closed = await close(request._id);
    expect(closed.status).toBe(200);
    expect(closed.result).toEqual({ message: PASSWORD_RESET_MESSAGES.requestClosed });
    expect((await close(request._id)).status).toBe(409);
    const unknown = await close(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Reset request not found');
    expect(
      (
        await inject(withoutMail, endpoints.issuePasswordResetRequestLink, {
          params: { id: UNKNOWN_ID },
          as: admin,
        })
      ).status,
    ).toBe(404);
    const badOutcome = await inject(withoutMail, endpoints.closePasswordResetRequest, {
      params: { id: request._id },
      body: invalid({ outcome: 'lost' }),
      as: admin,
    });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.error.message).toMatch(/outcome/);
  });

  it('is for admins only', async () => {
    const client = await createSignedInUser(withoutMail, 'user');
    const boq = await createSignedInUser(withoutMail, 'boq');
    for (const as of [null, client, boq]) {
      const expected = as === null ? 401 : 403;
      expect((await inject(withoutMail, endpoints.listPasswordResetRequests, { as })).status).toBe(expected);
      expect(
        (
          await inject(withoutMail, endpoints.issuePasswordResetRequestLink, {
            params: { id: UNKNOWN_ID },
            as,
          })
        ).status,
      ).toBe(expected);
      expect(
        (
          await inject(withoutMail, endpoints.closePasswordResetRequest, {
            params: { id: UNKNOWN_ID },
            body: { outcome: 'sent' },
            as,
          })
        ).status,
      ).toBe(expected);
    }
  });
});
