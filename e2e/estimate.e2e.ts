import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { expectNoElementScrollsSideways } from './support/client-journey';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** "TZS 52,046,553" → 52046553 */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('instant estimate', () => {
  it('shows a visitor the same grand total the API computes for the same house', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/');
    // The estimate's code loads as the visitor scrolls down to it, not with the hero.
    await page.getByRole('region', { name: 'Instant estimate' }).scrollIntoViewIfNeeded();
    const total = page.getByTestId('estimate-grand-total');
    await total.waitFor();

    await page.getByLabel('Length (m)').fill('14');
    await page.getByLabel('Width (m)').fill('10');
    await page.getByLabel('Bedrooms').fill('4');
    await page.getByLabel('Bathrooms').fill('2');

    const response = await fetch(`${server.baseUrl}/api/takeoff/house`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ length: 14, width: 10, bedrooms: 4, bathrooms: 2 }),
    });
    const expected = ((await response.json()) as { summary: { grandTotal: number } }).summary.grandTotal;
    expect(expected).toBeGreaterThan(0);

    await expect.poll(async () => amountOf(await total.innerText()), { timeout: 10_000 }).toBe(expected);
    await screenshot(page, 'instant-estimate-phone');
    await context.close();
  });

  it('leads a Swahili phone from the hero to the estimate: the total and the stages first, the lines on demand', async () => {
    const phoneHeight = 740;
    const context = await browser.newContext({
      viewport: { width: 360, height: phoneHeight },
      baseURL: server.baseUrl,
      locale: 'sw-TZ',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');

    // The hero's link to the estimate is on the first screen.
    const link = page.getByRole('link', { name: 'Pata makadirio ya haraka' });
    const linkBox = await link.boundingBox();
    expect(linkBox).not.toBeNull();
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(phoneHeight);
    await screenshot(page, 'instant-estimate-sw-1-landing', { fullPage: false });
    await link.click();
    await page.waitForURL('**/estimate');

    const total = page.getByTestId('estimate-grand-total');
    await total.waitFor();
    // The house's fields come first on a phone: the total is said above them, on the first screen.
    const phoneTotal = page.getByTestId('estimate-phone-total');
    await expect.poll(() => phoneTotal.innerText()).toContain(await total.innerText());
    const top = await phoneTotal.boundingBox();
    expect(top && top.y + top.height).toBeLessThanOrEqual(740);
    await screenshot(page, 'instant-estimate-sw-1b-first-screen', { fullPage: false });
    const stages = page.getByRole('figure', { name: 'Gharama kwa hatua ya ujenzi' });
    await stages.waitFor();
    const stageTotals = await stages.getByTestId('estimate-stage-total').allInnerTexts();
    expect(stageTotals).toHaveLength(6);
    expect(stageTotals.reduce((sum, text) => sum + amountOf(text), 0)).toBe(
      amountOf(await total.innerText()),
    );

    // The lines wait behind their button; nothing scrolls sideways, folded or open.
    const lines = page.getByTestId('estimate-lines');
    expect(await lines.count()).toBe(0);
    await expectNoElementScrollsSideways(page);
    // The result's first screen: its top just under the sticky top bar.
    await total.evaluate((element) => {
      const result = element.closest('.MuiPaper-root') ?? element;
      const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo(0, result.getBoundingClientRect().top + window.scrollY - bar - 8);
    });
    await screenshot(page, 'instant-estimate-sw-2-result-first-screen', { fullPage: false });

    await screenshot(page, 'instant-estimate-sw-3-page');
    await page.getByRole('button', { name: /^Onyesha mistari \(vifaa \d+\)$/ }).click();
    await lines.getByText('Kushughulikia kibali cha ujenzi').first().waitFor();
    await expectNoElementScrollsSideways(page);
    await context.close();
  });
});
