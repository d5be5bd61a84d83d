import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { checkAndIssue, expectNoSidewaysScroll } from './support/client-journey';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * The client's side on a 360 × 740 phone: send a plan (a file that is not a PDF refused first),
 * find the issued bill at the top of home, read every amount without sideways scrolling, share
 * the bill and open the link signed out, tick a building stage done.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // E2E_DATABASE_URL runs it on PostgreSQL (a loaded machine starts PGlite slowly); PGlite otherwise.
  const database = process.env.E2E_DATABASE_URL;
  [server, browser] = await Promise.all([
    startServer(database ? { DATABASE_URL: database } : {}),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = apiClient(() => server.baseUrl);
const PHONE = { width: 360, height: 740 };
const owner = {
  name: 'Rehema Kimaro',
  // Unique per run, so a run on a kept PostgreSQL database registers afresh.
  email: `rehema-${Date.now().toString(36)}@example.com`,
  phone: '0715000333',
  password: 'nyumba-ya-rehema-2026',
};
const TITLE = 'Nyumba ya Rehema, Kibaha';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const WORD = Buffer.from('PK\u0003\u0004word/document.xml not a drawing', 'latin1');

async function phoneContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, baseURL: server.baseUrl, isMobile: true, hasTouch: true });
}

/** No part of the page reaches past the screen's right edge. */
describe('the client on a phone', () => {
  it('sends a plan, reads the issued bill, shares it and ticks a stage', { timeout: 240_000 }, async () => {
    await api('/api/users/', { method: 'POST', body: owner });
    const admin = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Send a plan: the Word file named plan.pdf is refused by its bytes before anything is sent.
    await page.getByRole('button', { name: 'Send a plan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Send a house plan' });
    const drawings = dialog.getByLabel('Drawings (PDF)');
    await drawings.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: WORD });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('“plan.pdf” is not a PDF or a photo');
    await screenshot(page, 'client-phone-refused-file');
    await drawings.setInputFiles({ name: 'ground-floor.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Region', { exact: true }).fill('Pwani');
    await dialog.getByLabel('District', { exact: true }).fill('Kibaha');
    await dialog.getByLabel('Ward', { exact: true }).fill('Tumbi');
    await dialog.getByLabel('Start of construction').fill('2027-02-01');
    await dialog.getByLabel('Plinth area (m²)').fill('108');
    await dialog.getByRole('button', { name: 'Send plan' }).click();
    await page.getByText(`Your plan “${TITLE}” has been sent for checking`).waitFor();

    const plans = await api<{ items: { _id: string; drawings: unknown[] }[] }>('/api/maps/?page=1&limit=10', {
      token: (await api<{ token: string }>('/api/users/login', { method: 'POST', body: owner })).token,
    });
    const mapId = plans.items[0]!._id;
    expect(plans.items[0]!.drawings).toHaveLength(1);
    await checkAndIssue(api, admin.token, mapId, 'Not in this house');

    // Home: the ready bill comes first, with its total and a way in.
    await page.reload();
    const ready = page.getByTestId('boq-ready');
    await ready.getByText(/BOQ ready — TZS/).waitFor();
    await screenshot(page, 'client-phone-home');
    await ready.getByRole('link', { name: 'View BOQ' }).click();
    await page.waitForURL(`**/my-boq/${mapId}`);
    await page.getByText('Grand total').first().waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'client-phone-summary');

    // The shopping list: its own address, every amount on screen, the total stated.
    await page.getByRole('tab', { name: 'Shopping list' }).click();
    await page.waitForURL(`**/my-boq/${mapId}/shopping`);
    await page.reload();
    await page
      .getByText(/^Total of the shopping list: TZS/)
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'client-phone-shopping');

    // A trade at its own address.
    await page.goto(`/my-boq/${mapId}/trades/walling`);
    await page.getByRole('combobox', { name: 'Trade' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'client-phone-walling');

    // Share: a link that opens signed out, with no contact data.
    await page.goto(`/my-boq/${mapId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Make a link' }).click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const whatsApp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(whatsApp).toContain('https://wa.me/?text=');
    expect(decodeURIComponent(whatsApp ?? '')).toContain(link);
    await page.getByRole('button', { name: 'Close' }).click();

    const stranger = await phoneContext();
    const shared = await stranger.newPage();
    await shared.goto(link);
    await shared.getByRole('heading', { name: TITLE }).waitFor();
    await shared.getByText('Grand total').first().waitFor();
    const sharedText = (await shared.textContent('body')) ?? '';
    expect(sharedText).not.toContain(owner.name);
    expect(sharedText).not.toContain(owner.phone);
    expect(sharedText).not.toContain(owner.email);
    await expectNoSidewaysScroll(shared);
    await screenshot(shared, 'client-phone-shared');
    await stranger.close();

    // Stages: tick msingi done; the server keeps it.
    await page.getByRole('tab', { name: 'Stages' }).click();
    await page.waitForURL(`**/my-boq/${mapId}/stages`);
    await page.getByRole('button', { name: /Msingi \(foundation\)/ }).click();
    await page.getByLabel('Msingi (foundation) is built').check();
    await expect
      .poll(async () => {
        const ticks = await api<{ items: { stage: string }[] }>(`/api/maps/${mapId}/stages`, {
          token: admin.token,
        });
        return ticks.items.map((item) => item.stage);
      })
      .toEqual(['msingi']);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'client-phone-stages');
    await context.close();

    // The same bill on a laptop.
    const laptop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.baseUrl,
    });
    const wide = await laptop.newPage();
    await wide.goto(link);
    await wide.getByText('Grand total').first().waitFor();
    await screenshot(wide, 'client-laptop-shared');
    await wide.goto(`${link}/shopping`);
    await wide
      .getByText(/^Total of the shopping list: TZS/)
      .first()
      .waitFor();
    await screenshot(wide, 'client-laptop-shared-shopping');
    await laptop.close();
  });
});
