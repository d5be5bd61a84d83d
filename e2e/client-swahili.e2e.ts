import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../apps/server/src/testing/smtp-inbox';
import { apiClient } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { checkAndIssue, expectNoSidewaysScroll } from './support/client-journey';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * The whole client's journey in Swahili on a 360 × 740 phone (docs/product.md §9, "A client who
 * comes back"): an instant estimate kept through registering, a plan sent (a file that is not a
 * drawing refused first), the news of its moves on the home, the issued-bill e-mail in Swahili
 * caught by a real SMTP server started here, the bill opened from its card and read without
 * sideways scrolling, shared and opened signed out, and a building stage ticked done.
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

const api = apiClient(() => server.baseUrl);
const owner = {
  name: 'Zawadi Mrema',
  email: `zawadi-${Date.now().toString(36)}@example.com`,
  phone: '0716 222 444',
  password: 'mvua-za-masika-2026',
};
const TITLE = 'Nyumba ya Zawadi, Bagamoyo';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const WORD = Buffer.from('PK\u0003\u0004word/document.xml not a drawing', 'latin1');

/** A phone whose browser is set to Swahili, with nothing stored. */
async function swahiliPhone(): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: server.baseUrl,
    locale: 'sw-TZ',
    isMobile: true,
    hasTouch: true,
  });
}

describe('the client in Swahili on a phone', () => {
  it(
    'estimates, registers, sends a plan, hears of it, reads, shares and budgets the bill',
    { timeout: 300_000 },
    async () => {
      const context = await swahiliPhone();
      const page = await context.newPage();

      // An estimate before having an account, kept through registering.
      await page.goto('/estimate');
      await page.getByRole('heading', { name: 'Makadirio ya haraka' }).waitFor();
      await page.getByTestId('estimate-grand-total').waitFor();
      await page.getByLabel('Urefu (m)').fill('14');
      await page
        .getByRole('group', { name: 'Hifadhi makadirio haya' })
        .getByRole('button', { name: 'Hifadhi' })
        .click();
      await page.getByTestId('estimate-needs-account').getByRole('link', { name: 'Jisajili' }).click();
      await page.getByRole('heading', { name: 'Fungua akaunti yako' }).waitFor();
      await page.getByLabel('Jina').fill(owner.name);
      await page.getByLabel('Barua pepe').fill(owner.email);
      await page.getByLabel('Simu').fill(owner.phone);
      await page.getByLabel('Nenosiri', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sajili' }).click();
      await page.getByRole('heading', { name: 'Ramani zangu za nyumba' }).waitFor();
      const offer = page.getByTestId('pending-estimate-offer');
      await offer.getByText('Nyumba ya vyumba 2 vya kulala, 14 × 9 m').waitFor();
      await screenshot(page, 'client-sw-1-estimate-offered');
      await offer.getByRole('button', { name: 'Hifadhi kwenye akaunti yangu' }).click();
      await offer.waitFor({ state: 'detached' });
      const { token } = await api<{ token: string }>('/api/users/login', {
        method: 'POST',
        body: { email: owner.email, password: owner.password },
      });
      const estimates = await api<{ items: { name: string; house: { length: number } }[] }>(
        '/api/estimates',
        {
          token,
        },
      );
      expect(estimates.items.map((item) => [item.name, item.house.length])).toEqual([
        ['Nyumba ya vyumba 2 vya kulala, 14 × 9 m', 14],
      ]);

      // Send a plan: the Word file named plan.pdf is refused, in Swahili, before anything is sent.
      await page.getByRole('button', { name: 'Tuma ramani' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Tuma ramani ya nyumba' });
      const drawings = dialog.getByLabel('Michoro (PDF)');
      await drawings.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: WORD });
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toContain('“plan.pdf” si PDF wala picha');
      await screenshot(page, 'client-sw-2-refused-file');
      await drawings.setInputFiles({ name: 'ramani.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByLabel('Jina la ramani', { exact: true }).fill(TITLE);
      await dialog.getByLabel('Mkoa', { exact: true }).fill('Pwani');
      await dialog.getByLabel('Wilaya', { exact: true }).fill('Bagamoyo');
      await dialog.getByLabel('Kata', { exact: true }).fill('Dunda');
      await dialog.getByLabel('Kuanza ujenzi').fill('2027-03-01');
      await dialog.getByLabel('Eneo la msingi (m²)').fill('108');
      await dialog.getByRole('button', { name: 'Tuma ramani' }).click();
      await page.getByText(`Ramani yako “${TITLE}” imetumwa ikaguliwe`).waitFor();

      const plans = await api<{ items: { _id: string }[] }>('/api/maps/?page=1&limit=10', { token });
      const mapId = plans.items[0]!._id;
      const admin = await api<{ token: string }>('/api/users/login', {
        method: 'POST',
        body: { email: ADMIN.email, password: ADMIN.password },
      });
      await checkAndIssue(api, admin.token, mapId, 'Haipo katika nyumba hii');

      // The issued bill's e-mail, in Swahili, to the owner.
      await expect
        .poll(() => inbox.mails.find((mail) => mail.text.includes('iko tayari')), { timeout: 30_000 })
        .toBeDefined();
      const issuedMail = inbox.mails.find((mail) => mail.text.includes('iko tayari'))!;
      expect(issuedMail.to).toEqual([owner.email]);
      expect(issuedMail.subject).toBe(`Kadirio: habari za ramani yako "${TITLE}"`);
      expect(issuedMail.text).toContain(`Habari ${owner.name},`);
      expect(issuedMail.text).toMatch(
        /BOQ \(jedwali la gharama\) ya ".+" iko tayari: toleo la 1, jumla kuu TZS [\d,]+\./,
      );
      // The mail links to the bill itself.
      expect(issuedMail.text).toMatch(new RegExp(`Soma BOQ hapa: ${PUBLIC_URL}/my-boq/[0-9a-f-]{36}`));

      // Home: the ready bill first, then the news of the plan's moves, in Swahili.
      await page.reload();
      const ready = page.getByTestId('boq-ready');
      await ready.getByText(/BOQ iko tayari — TZS/).waitFor();
      await page
        .getByTestId('plan-news')
        .getByText(`Ramani yako “${TITLE}” sasa iko katika hatua: Imekubaliwa.`)
        .waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'client-sw-3-home');
      await ready.getByRole('link', { name: 'Tazama BOQ' }).click();
      await page.waitForURL(`**/my-boq/${mapId}`);
      await page.getByText('Jumla kuu').first().waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'client-sw-4-summary');

      await page.getByRole('tab', { name: 'Orodha ya manunuzi' }).click();
      await page.waitForURL(`**/my-boq/${mapId}/shopping`);
      await page
        .getByText(/^Jumla ya orodha ya manunuzi: TZS/)
        .first()
        .waitFor();
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'client-sw-5-shopping');

      // Share the bill; the link opens signed out with nothing about its owner.
      await page.goto(`/my-boq/${mapId}`);
      await page.getByRole('button', { name: 'Shiriki' }).click();
      await page.getByRole('button', { name: 'Tengeneza kiungo' }).click();
      const link = await page.getByTestId('share-link').inputValue();
      expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
      const whatsApp = await page.getByRole('link', { name: 'Shiriki kwa WhatsApp' }).getAttribute('href');
      expect(decodeURIComponent(whatsApp ?? '')).toContain(`BOQ ya “${TITLE}”: jumla kuu TZS`);
      await page.getByRole('button', { name: 'Funga' }).click();
      const stranger = await swahiliPhone();
      const shared = await stranger.newPage();
      await shared.goto(link);
      await shared.getByRole('heading', { name: TITLE }).waitFor();
      await shared.getByText('Jumla kuu').first().waitFor();
      const sharedText = (await shared.textContent('body')) ?? '';
      for (const secret of [owner.name, owner.email, '716 222 444']) expect(sharedText).not.toContain(secret);
      await expectNoSidewaysScroll(shared);
      await screenshot(shared, 'client-sw-6-shared');
      await stranger.close();

      // Stages: msingi ticked done, kept by the server.
      await page.getByRole('tab', { name: 'Hatua' }).click();
      await page.waitForURL(`**/my-boq/${mapId}/stages`);
      await page.getByRole('button', { name: /^Msingi/ }).click();
      await page.getByLabel('Msingi umejengwa').check();
      await expect
        .poll(async () => {
          const ticks = await api<{ items: { stage: string }[] }>(`/api/maps/${mapId}/stages`, { token });
          return ticks.items.map((item) => item.stage);
        })
        .toEqual(['msingi']);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'client-sw-7-stages');
      await context.close();
    },
  );
});
