import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { checkAndIssue, expectNoElementScrollsSideways } from './support/client-journey';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * A later revision on a 360 × 740 phone in Swahili (docs/product.md, "Reading the bill" and "News
 * of a plan"): revision 2 is announced on the home with both totals and its reason, the bill opens
 * with its grand total on the first screen, and no box on the client's pages scrolls sideways.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
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
const owner = {
  name: 'Baraka Massawe',
  email: `baraka-${Date.now().toString(36)}@example.com`,
  phone: '0718 444 222',
  password: 'paa-la-bati-2026',
};
const TITLE = 'Nyumba ya Baraka, Moshi';
const PHONE_HEIGHT = 740;
const shillings = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/** The owner's plan, sent over the API with one drawing. */
async function sendPlan(ownerToken: string): Promise<string> {
  const map = await api<{ _id: string }>('/api/maps/', {
    method: 'POST',
    token: ownerToken,
    body: {
      title: TITLE,
      region: 'Kilimanjaro',
      district: 'Moshi',
      ward: 'Rau',
      startConstruction: '2027-04-01',
      desc: 'Vyumba vitatu vya kulala.',
      plinthArea: 108,
    },
  });
  const form = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'ramani.pdf');
  await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form });
  return map._id;
}

/** The bottom of the element, in px from the top of the page, as first opened. */
async function bottomOf(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not laid out`);
  return box.y + box.height;
}

describe('a later revision on a phone, in Swahili', () => {
  it(
    'is announced with both totals, and its bill opens on its grand total',
    { timeout: 300_000 },
    async () => {
      await api('/api/users/', { method: 'POST', body: { ...owner, language: 'sw' } });
      const { token } = await api<{ token: string }>('/api/users/login', {
        method: 'POST',
        body: { email: owner.email, password: owner.password },
      });
      const admin = await api<{ token: string }>('/api/users/login', {
        method: 'POST',
        body: { email: ADMIN.email, password: ADMIN.password },
      });
      const mapId = await sendPlan(token);
      await checkAndIssue(api, admin.token, mapId, 'Haipo katika nyumba hii');
      const { percentages } = await api<{ percentages: { vatPercent: number; version: number } }>(
        `/api/maps/${mapId}/boq`,
        { token: admin.token },
      );
      await api(`/api/maps/${mapId}/boq/percentages`, {
        method: 'PUT',
        token: admin.token,
        body: { contingencyPercent: 10, vatPercent: percentages.vatPercent, version: percentages.version },
      });
      await api(`/api/maps/${mapId}/boq/issue`, {
        method: 'POST',
        token: admin.token,
        body: { reason: 'Akiba ya dharura imeongezwa hadi 10 %' },
      });
      const revisions = await api<{ items: { grandTotal: number }[] }>(`/api/maps/${mapId}/boq/issues`, {
        token,
      });
      const [second, first] = revisions.items;

      const context = await browser.newContext({
        viewport: { width: 360, height: PHONE_HEIGHT },
        baseURL: server.baseUrl,
        locale: 'sw-TZ',
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Barua pepe au simu').fill(owner.phone);
      await page.getByLabel('Nenosiri', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Ingia', exact: true }).click();
      await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();

      // The home: revision 2 is its own notice, with the total before and after and why.
      const news = page.getByTestId('revision-news');
      await news.waitFor();
      const told = (await news.textContent()) ?? '';
      expect(told).toContain(`Toleo la 2 la BOQ ya “${TITLE}” limetolewa`);
      expect(told).toContain(`${shillings(first!.grandTotal)} → ${shillings(second!.grandTotal)}`);
      expect(told).toContain('Kwa nini: Akiba ya dharura imeongezwa hadi 10 %');
      await expectNoElementScrollsSideways(page);
      await screenshot(page, 'client-revision-1-home-sw', { fullPage: false });

      // The bill: its grand total and the revision's state on the first screen.
      await news.getByRole('link', { name: 'Ona mabadiliko' }).click();
      await page.waitForURL(`**/my-boq/${mapId}`);
      await page.getByTestId('bill-grand-total').waitFor();
      await page.getByText('Bado hujalikubali: likubali chini ya BOQ').waitFor();
      expect(await page.getByTestId('bill-grand-total').textContent()).toBe(shillings(second!.grandTotal));
      expect(await bottomOf(page, 'bill-grand-total')).toBeLessThanOrEqual(PHONE_HEIGHT);
      await page.getByRole('region', { name: 'Mabadiliko tangu toleo 1' }).first().waitFor();
      await expectNoElementScrollsSideways(page);
      await screenshot(page, 'client-revision-2-bill-first-screen-sw', { fullPage: false });
      await screenshot(page, 'client-revision-3-bill-sw');

      // Every tab of the bill, on a phone, with nothing scrolling sideways.
      for (const [tab, address] of [
        ['Fani kwa fani', `**/my-boq/${mapId}/trades/**`],
        ['Orodha ya manunuzi', `**/my-boq/${mapId}/shopping`],
        ['Hatua', `**/my-boq/${mapId}/stages`],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForURL(address);
        await page.waitForLoadState('networkidle');
        await expectNoElementScrollsSideways(page);
      }
      await screenshot(page, 'client-revision-4-stages-sw');

      // Accepted, the changes fold away and the total stays first.
      await page.goto(`/my-boq/${mapId}`);
      await page.getByRole('button', { name: 'Kubali toleo la 2' }).click();
      await page.getByText('Umelikubali', { exact: true }).waitFor();
      expect(
        await page.getByRole('button', { name: 'Mabadiliko tangu toleo 1' }).getAttribute('aria-expanded'),
      ).toBe('false');
      await page.getByText('Kwa nini: Akiba ya dharura imeongezwa hadi 10 %').waitFor({ state: 'detached' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'client-revision-5-accepted-sw', { fullPage: false });
      await context.close();
    },
  );
});
