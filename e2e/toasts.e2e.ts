import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { drawPdf } from './support/pdf';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { apiClient } from './support/api';

/**
 * Toasts never cover action buttons (a toast left open must not hide the next action; app/app.tsx
 * says where they sit): BOQ staff complete three sheets in a row, at a desk (1280×800) and on a
 * phone (360×740), leaving every toast open; each toast's box must not touch "Mark completed" (or
 * "Reopen" after it), "Previous" or "Next", wherever they are scrolled.
 */
let server: RunningServer;
let browser: Browser;
const api = apiClient(() => server.baseUrl);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const surveyor = {
  name: 'Rehema Toast',
  email: 'rehema@example.com',
  phone: '0717000999',
  password: 'vipimo-vyote-2026',
};
const owner = {
  name: 'Baraka Owner',
  email: 'baraka@example.com',
  phone: '0716000999',
  password: 'nyumba-ya-baraka-2026',
};

async function login(email: string, password: string): Promise<string> {
  return (await api<{ token: string }>('/api/users/login', { method: 'POST', body: { email, password } }))
    .token;
}

/** A plan through its checks, filled from a house model, and a BOQ staff account. */
async function filledBoq(): Promise<string> {
  const adminToken = await login(ADMIN.email, ADMIN.password);
  await api('/api/users/', { method: 'POST', body: owner });
  const { _id: staffId } = await api<{ _id: string }>('/api/users/', { method: 'POST', body: surveyor });
  await api(`/api/users/${staffId}`, { method: 'PUT', token: adminToken, body: { accessLevel: 'boq' } });
  const ownerToken = await login(owner.email, owner.password);
  const map = await api<{ _id: string }>('/api/maps/', {
    method: 'POST',
    token: ownerToken,
    body: {
      title: 'Toast check',
      region: 'Arusha',
      district: 'Arusha Mjini',
      ward: 'Njiro',
      startConstruction: '2026-09-01',
      desc: 'Two bedrooms.',
      plinthArea: 96,
    },
  });
  const form = new FormData();
  const drawing = await drawPdf((doc) => doc.rect(100, 150, 400, 300).stroke());
  form.append('file', new Blob([new Uint8Array(drawing)], { type: 'application/pdf' }), 'plan.pdf');
  await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form });
  for (const to of ['unitcheck', 'successful']) {
    await api(`/api/maps/${map._id}/transitions`, { method: 'POST', token: adminToken, body: { to } });
  }
  const staffToken = await login(surveyor.email, surveyor.password);
  await api(`/api/maps/${map._id}/boq/house`, {
    method: 'POST',
    token: staffToken,
    body: { length: 12, width: 9 },
  });
  return map._id;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Only what is on the screen can cover anything: a box outside the viewport (a toast leaving) is none. */
const onScreen = (box: Box, page: Page) => {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  return overlaps(box, { x: 0, y: 0, ...viewport });
};

/** Every open toast against every visible action button of the sheet, as the page is now scrolled. */
async function expectNoCover(page: Page, where: string) {
  const toasts = page.locator('.Toastify__toast');
  const actions: Locator[] = [
    page.getByRole('button', { name: /^(Mark completed|Reopen)/ }),
    page.getByRole('link', { name: /^Previous: / }),
    page.getByRole('link', { name: /^Next: / }),
  ];
  // One snapshot of every toast's box: a toast closes on its own after 5 s (app.tsx), so asking each
  // toast for its box in turn can wait on one that has gone in between.
  const toastBoxes = (
    await toasts.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    )
  ).filter((box) => box.width > 0 && box.height > 0 && onScreen(box, page));
  expect(toastBoxes.length, `${where}: a toast is open`).toBeGreaterThan(0);
  for (const action of actions) {
    for (const button of await action.all()) {
      const box = await button.boundingBox();
      if (!box || !onScreen(box, page)) continue;
      for (const toastBox of toastBoxes) {
        expect(
          overlaps(toastBox, box),
          `${where}: a toast ${JSON.stringify(toastBox)} covers ${await button.textContent()} ${JSON.stringify(box)}`,
        ).toBe(false);
      }
    }
  }
}

describe('toasts on the sheet screen', () => {
  it(
    'never cover Mark completed, Previous or Next while three sheets are completed in a row',
    { timeout: 180_000 },
    async () => {
      const mapId = await filledBoq();
      const staffToken = await login(surveyor.email, surveyor.password);
      const boq = await api<{ sheets: { trade: string; total: number }[] }>(`/api/maps/${mapId}/boq`, {
        token: staffToken,
      });
      // Three sheets in a row that the house filled (each can be completed), in sidebar order.
      const filled = boq.sheets.map((sheet) => sheet.total > 0);
      const start = filled.findIndex((value, index) => value && filled[index + 1] && filled[index + 2]);
      expect(start).toBeGreaterThanOrEqual(0);
      const trades = boq.sheets.slice(start, start + 3).map((sheet) => sheet.trade);

      for (const [width, height] of [
        [1280, 800],
        [360, 740],
      ] as const) {
        // The same three sheets at each size: back to draft first.
        for (const trade of trades) {
          const sheet = await api<{ status: string; version: number }>(`/api/maps/${mapId}/boq/${trade}`, {
            token: staffToken,
          });
          if (sheet.status === 'completed') {
            await api(`/api/maps/${mapId}/boq/${trade}/reopen`, {
              method: 'POST',
              token: staffToken,
              body: { version: sheet.version },
            });
          }
        }
        const context = await browser.newContext({ viewport: { width, height }, baseURL: server.baseUrl });
        const page = await context.newPage();
        await page.goto('/login');
        await page.getByLabel('Email').fill(surveyor.email);
        await page.getByLabel('Password', { exact: true }).fill(surveyor.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.goto(`/${trades[0]}?map=${mapId}`);
        for (const [index, trade] of trades.entries()) {
          const where = `${width}×${height}, sheet ${index + 1} (${trade})`;
          const complete = page.getByRole('button', { name: 'Mark completed' });
          await complete.waitFor();
          await complete.click();
          await page.getByRole('alert').filter({ hasText: 'Sheet completed' }).nth(0).waitFor();
          // A toast bounces in from above the screen: measured where it comes to rest.
          await page.waitForTimeout(1000);
          await expectNoCover(page, `${where}, at the top`);
          await screenshot(page, `toasts-${width}-${index + 1}-top`, { fullPage: false });
          // Where the surveyor goes next: the foot of the sheet, with the toasts still open.
          const next = page.getByRole('link', { name: /^Next: / });
          await next.scrollIntoViewIfNeeded();
          await expectNoCover(page, `${where}, at the foot`);
          await screenshot(page, `toasts-${width}-${index + 1}-foot`, { fullPage: false });
          await next.click();
          await page
            .getByRole('button', { name: /^(Mark completed|Reopen)/ })
            .first()
            .waitFor();
        }
        await context.close();
      }
    },
  );
});
