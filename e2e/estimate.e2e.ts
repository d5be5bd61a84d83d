import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
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
});
