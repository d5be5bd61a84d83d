import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../apps/server/src/testing/smtp-inbox';
import { launchBrowser, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The client's accounts on a 360 × 740 phone in Swahili (docs/product.md §9, "A client who comes
 * back"): a first visit follows the browser's language, registration keeps it, a forgotten password
 * is reset through the e-mail a real SMTP server (started here) receives, and the client signs in
 * with their phone number.
 */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: RunningServer;
let browser: Browser;
const PUBLIC_URL = 'http://kadirio.e2e';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [server, browser] = await Promise.all([
    startServer({ SMTP_URL: inbox.url, SMTP_FROM: 'Kadirio <no-reply@kadirio.e2e>', PUBLIC_URL }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** A phone whose browser is set to Swahili, with nothing stored: a first visit. */
async function swahiliPhone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: server.baseUrl,
    locale: 'sw-TZ',
  });
  return context.newPage();
}

const person = {
  name: 'Rehema Swai',
  email: 'rehema@example.com',
  phone: '0754 111 333',
  password: 'mvua-ya-vuli-2026',
  newPassword: 'jua-kali-la-mchana-7',
};

describe('the client accounts, in Swahili on a phone', () => {
  let resetUrl = '';

  it('opens in Swahili, registers in Swahili and stays in Swahili', async () => {
    const page = await swahiliPhone();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Fungua akaunti yako' }).waitFor();
    await page.getByLabel('Jina').fill(person.name);
    await page.getByLabel('Barua pepe').fill(person.email);
    await page.getByLabel('Simu').fill(person.phone);
    await page.getByLabel('Nenosiri', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sajili' }).click();
    await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await screenshot(page, 'client-accounts-1-registered-sw');

    // Stored on the account: a reload, and the server, say Swahili.
    await page.reload();
    await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('user') ?? '{}').token as string,
    );
    const me = await fetch(`${server.baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await me.json()).language).toBe('sw');

    await page.getByRole('button', { name: 'Menyu ya akaunti' }).click();
    await page.getByRole('menuitem', { name: 'Toka' }).click();
    await page.getByRole('button', { name: 'Menyu ya akaunti' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('resets a forgotten password through the e-mail', async () => {
    const page = await swahiliPhone();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Umesahau nenosiri?' }).click();
    // The screen is a lazy chunk: until it shows, "Barua pepe au simu" would find the sign-in field.
    await page.getByRole('heading', { name: 'Umesahau nenosiri?' }).waitFor();
    await page.getByLabel('Barua pepe au simu', { exact: true }).fill(person.email);
    const seen = inbox.mails.length;
    await page.getByRole('button', { name: 'Nitumie kiungo' }).click();
    await page.getByText(/Kama akaunti ina barua pepe hii, kiungo kiko njiani/).waitFor();
    await screenshot(page, 'client-accounts-2-link-sent-sw');

    const mail = await inbox.next(seen);
    expect(mail.to).toEqual([person.email]);
    expect(mail.subject).toBe('Kadirio: weka nenosiri jipya');
    const link = /http:\/\/kadirio\.e2e\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    // The mail points at PUBLIC_URL; this test's server listens on its own port.
    resetUrl = link!.replace(PUBLIC_URL, server.baseUrl);

    await page.goto(resetUrl);
    await page.getByRole('heading', { name: 'Chagua nenosiri jipya' }).waitFor();
    await page.getByLabel('Nenosiri jipya').fill(person.newPassword);
    await page.getByLabel('Thibitisha nenosiri').fill(person.newPassword);
    await page.getByRole('button', { name: 'Weka nenosiri jipya' }).click();
    await page.getByText('Nenosiri lako limebadilishwa. Ingia kwa nenosiri jipya.').waitFor();
    await screenshot(page, 'client-accounts-3-reset-sw');

    // The link works once; the server says so in Swahili.
    await page.goto('/');
    await page.goto(resetUrl);
    await page.getByLabel('Nenosiri jipya').fill('tena-nenosiri-jingine-9');
    await page.getByLabel('Thibitisha nenosiri').fill('tena-nenosiri-jingine-9');
    await page.getByRole('button', { name: 'Weka nenosiri jipya' }).click();
    await page.getByText('Kiungo hiki kimeshatumika; omba kingine').waitFor();
    await page.context().close();
  });

  it('signs in with the phone number, written another way', async () => {
    const page = await swahiliPhone();
    await page.goto('/login');
    await page.getByLabel('Barua pepe au simu').fill('+255 754 111 333');
    await page.getByLabel('Nenosiri', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.getByText('Barua pepe, simu au nenosiri si sahihi').first().waitFor();

    await page.getByLabel('Nenosiri', { exact: true }).fill(person.newPassword);
    await page.getByLabel('Nibakize nimeingia').check();
    await screenshot(page, 'client-accounts-4-login-by-phone-sw');
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    await screenshot(page, 'client-accounts-5-phone-sign-in-sw');

    // Kept signed in: a new tab of the same browser is signed in too.
    const tab = await page.context().newPage();
    await tab.goto('/');
    await tab.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    await page.context().close();
  });
});
