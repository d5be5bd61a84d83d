import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { expectNoSidewaysScroll } from './support/client-journey';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * No dead ends for a client without e-mail, on a 360 × 740 phone in Swahili (docs/product.md §2,
 * User and password reset): registration by phone alone, sign-in by that phone, and a forgotten
 * password on a server with no mail server, reset through the link the admin sends by WhatsApp
 * from the dashboard's list of requests.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // No SMTP_URL: this server sends no mail at all.
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function swahiliPhone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: server.baseUrl,
    locale: 'sw-TZ',
  });
  return context.newPage();
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Ingia' }).waitFor();
  await page.getByLabel('Barua pepe au simu').fill(identifier);
  await page.getByLabel('Nenosiri', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingia', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menyu ya akaunti' }).click();
  await page.getByRole('menuitem', { name: 'Toka' }).click();
  await page.getByRole('button', { name: 'Menyu ya akaunti' }).waitFor({ state: 'detached' });
}

const client = {
  name: 'Zuhura Mbwana',
  phone: '0767 404 212',
  password: 'nyumba-ya-bibi-2026',
  newPassword: 'paa-la-bati-jipya-8',
};

describe('a client without e-mail, in Swahili on a phone', () => {
  it('registers by phone alone and signs in by it', async () => {
    const page = await swahiliPhone();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Fungua akaunti yako' }).waitFor();
    await page.getByLabel('Jina').fill(client.name);
    await page.getByLabel('Simu').fill(client.phone);
    // The e-mail says it is optional, and stays empty.
    await page.getByLabel('Barua pepe (si lazima)').waitFor();
    await page.getByLabel('Nenosiri', { exact: true }).fill(client.password);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'phone-accounts-1-register-sw');
    await page.getByRole('button', { name: 'Sajili' }).click();
    await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();

    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('user') ?? '{}').token as string,
    );
    const me = await fetch(`${server.baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toMatchObject({ email: null, phone: client.phone, language: 'sw' });

    await page.goto('/Profile');
    await page.getByText('Hakuna: unaingia kwa namba yako ya simu').waitFor();
    expect(await page.getByText('null', { exact: true }).count()).toBe(0);

    await signOut(page);
    await signIn(page, '+255767404212', client.password);
    await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password with no mail server, through the link the admin sends by WhatsApp', async () => {
    // The client asks with the phone number; the page says how the link will come.
    const phone = await swahiliPhone();
    await signIn(phone, client.phone, 'nimesahau-kabisa-1');
    await phone.getByText('Barua pepe, simu au nenosiri si sahihi').first().waitFor();
    await phone.getByRole('link', { name: 'Umesahau nenosiri?' }).click();
    await phone.getByRole('heading', { name: 'Umesahau nenosiri?' }).waitFor();
    await phone.getByText(/Tovuti hii haitumi barua pepe/).waitFor();
    await phone.getByLabel('Barua pepe au simu', { exact: true }).fill('0767404212');
    await phone.getByRole('button', { name: 'Nitumie kiungo' }).click();
    await phone.getByText(/msimamizi atakutumia kiungo kwa WhatsApp au SMS/).waitFor();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'phone-accounts-2-forgot-sent-sw');

    // The admin, on a phone too, finds the request, makes the link and takes it from WhatsApp's href.
    const desk = await swahiliPhone();
    // The admin works in Swahili too: a sign-in that names a language keeps it on the account.
    const adminLogin = await fetch(`${server.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, language: 'sw' }),
    });
    expect(adminLogin.status).toBe(200);
    await signIn(desk, ADMIN.email, ADMIN.password);
    await desk.getByRole('heading', { name: 'Maombi ya kuweka nenosiri jipya' }).waitFor();
    const card = desk.getByRole('article', { name: `Ombi la nenosiri la ${client.name}` });
    await card.getByText(client.phone).waitFor();
    await card.getByRole('button', { name: 'Tengeneza kiungo' }).click();
    const whatsApp = card.getByRole('link', { name: 'Tuma kwa WhatsApp' });
    await whatsApp.waitFor();
    await card.getByRole('link', { name: 'Tuma kwa SMS' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(desk);
    await screenshot(desk, 'phone-accounts-3-admin-requests-sw', { fullPage: false });

    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/255767404212\?text=/);
    const text = decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
    expect(text).toMatch(/^Habari Zuhura Mbwana, fungua kiungo hiki uchague nenosiri jipya la Kadirio/);
    const resetUrl = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(resetUrl).toBeDefined();
    expect(resetUrl!.startsWith(server.baseUrl)).toBe(true);

    await card.getByRole('button', { name: 'Nimekituma' }).click();
    await desk.getByText('Ombi limefungwa').waitFor();
    await card.waitFor({ state: 'detached' });

    // The client opens the link from WhatsApp, sets a new password and signs in with it.
    await phone.goto(resetUrl!);
    await phone.getByRole('heading', { name: 'Chagua nenosiri jipya' }).waitFor();
    await phone.getByLabel('Nenosiri jipya').fill(client.newPassword);
    await phone.getByLabel('Thibitisha nenosiri').fill(client.newPassword);
    await phone.getByRole('button', { name: 'Weka nenosiri jipya' }).click();
    await phone.getByText('Nenosiri lako limebadilishwa. Ingia kwa nenosiri jipya.').waitFor();
    await screenshot(phone, 'phone-accounts-4-reset-sw');

    // The link works once.
    await phone.goto('/');
    await phone.goto(resetUrl!);
    await phone.getByLabel('Nenosiri jipya').fill('tena-nenosiri-jingine-9');
    await phone.getByLabel('Thibitisha nenosiri').fill('tena-nenosiri-jingine-9');
    await phone.getByRole('button', { name: 'Weka nenosiri jipya' }).click();
    await phone.getByText('Kiungo hiki kimeshatumika; omba kingine').waitFor();

    await signIn(phone, client.phone, client.newPassword);
    await phone.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
    await phone.context().close();
    await desk.context().close();
  });
});
