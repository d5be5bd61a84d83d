import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { drawPdf } from './support/pdf';
import { pdfPages, renderPdfPage } from './support/printed-pdf';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { apiClient } from './support/api';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: server.baseUrl,
    acceptDownloads: true,
  });
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const api = apiClient(() => server.baseUrl);

interface Person {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * The client's documents sit in one "Download" menu on the bill page (docs/product.md): opens it,
 * picks the documents' language when asked, and takes the file the item downloads.
 */
async function downloadFromMenu(page: Page, item: string, language?: 'Kiswahili') {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  if (language) await page.getByRole('button', { name: language }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return file;
}

async function register(person: Person): Promise<{ _id: string; token: string }> {
  await api('/api/users/', { method: 'POST', body: person });
  return api('/api/users/login', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  });
}

const owner: Person = {
  name: 'Neema Mushi',
  email: 'neema@example.com',
  phone: '0716000444',
  password: 'nyumba-ya-neema-2026',
};
const surveyor: Person = {
  name: 'Daudi Lyimo',
  email: 'daudi@example.com',
  phone: '0717000555',
  password: 'vipimo-na-bei-zote',
};

const TITLE = 'Nyumba ya Neema, Njiro';
/** Extra electrical items, so the electrical sheet has about 300 lines for the latency check. */
const EXTRA_ITEMS = 280;

/**
 * A plan that passed its checks, over the API as the maps journey does it in the browser: the
 * owner sends a plan with one PDF, the admin moves it through typecheck and unitcheck.
 */
async function successfulMap(adminToken: string, ownerToken: string): Promise<string> {
  const map = await api<{ _id: string }>('/api/maps/', {
    method: 'POST',
    token: ownerToken,
    body: {
      title: TITLE,
      region: 'Arusha',
      district: 'Arusha Mjini',
      ward: 'Njiro',
      startConstruction: '2026-09-01',
      desc: 'Three bedrooms, one bathroom.',
      plinthArea: 108,
    },
  });
  const form = new FormData();
  // A real one-page drawing: the workspace's drawing pane opens it beside the sheets.
  const drawing = await drawPdf((doc) => {
    doc.rect(100, 150, 400, 300).stroke();
    doc.fontSize(14).text('GROUND FLOOR PLAN', 100, 480);
    doc.fontSize(10).text('SCALE 1:100', 100, 500);
  });
  form.append('file', new Blob([new Uint8Array(drawing)], { type: 'application/pdf' }), 'plan.pdf');
  await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form });
  for (const to of ['unitcheck', 'successful']) {
    await api(`/api/maps/${map._id}/transitions`, { method: 'POST', token: adminToken, body: { to } });
  }
  return map._id;
}

async function addElectricalItems(adminToken: string) {
  for (let index = 1; index <= EXTRA_ITEMS; index += 1) {
    const number = String(index).padStart(3, '0');
    await api('/api/catalogue', {
      method: 'POST',
      token: adminToken,
      body: {
        code: `ELE-FITTING-${number}`,
        trade: 'electrical',
        material: `electrical-fitting-${number}`,
        description: `Electrical fitting ${number}`,
        descriptionSw: `Kifaa cha umeme ${number}`,
        unit: 'pcs',
        baseUnit: 'pcs',
        perUnit: 1,
        rate: 1000 + index,
        wastageClass: null,
      },
    });
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface LatencyReport {
  samples: number;
  p50: number;
  p95: number;
  max: number;
  slowEvents: number;
  slowestEvent: number;
}

/**
 * Keypress → next frame in the page: from the keydown's timestamp to a task queued after the next
 * animation frame (the frame that shows the keystroke), plus Chromium's own Event Timing entries
 * longer than 16 ms.
 */
async function startLatencyProbe(page: Page) {
  await page.evaluate(() => {
    const probe = { latencies: [] as number[], slowEvents: [] as number[] };
    (window as unknown as { latencyProbe: typeof probe }).latencyProbe = probe;
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => probe.latencies.push(performance.now() - start), 0));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.slowEvents.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

async function readLatencyProbe(page: Page): Promise<LatencyReport> {
  const probe = await page.evaluate(
    () => (window as unknown as { latencyProbe: { latencies: number[]; slowEvents: number[] } }).latencyProbe,
  );
  const sorted = [...probe.latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? Number.NaN),
    slowEvents: probe.slowEvents.length,
    slowestEvent: round(Math.max(0, ...probe.slowEvents)),
  };
}

/** Types into a few quantity fields and one calculator field of the open sheet, then reads the probe. */
async function measureTyping(page: Page, codes: readonly string[], calculatorField: string) {
  await startLatencyProbe(page);
  for (const code of codes) {
    await page.getByRole('textbox', { name: `Quantity of ${code}` }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12.5', { delay: 40 });
  }
  await page.getByLabel(calculatorField, { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('14', { delay: 40 });
  await page.getByText('All changes saved').waitFor();
  return readLatencyProbe(page);
}

/** Waits for the toast with `text` and closes it, so toasts do not pile up over the buttons. */
async function toast(page: Page, text: string | RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.first().waitFor();
  await alert.first().click();
}

describe('BOQ journey', () => {
  it('starts a successful plan from the house model, overrides, completes every sheet, issues; the owner downloads it', async () => {
    const { token: adminToken } = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    const { token: ownerToken } = await register(owner);
    const { _id: staffId } = await register(surveyor);
    await api(`/api/users/${staffId}`, { method: 'PUT', token: adminToken, body: { accessLevel: 'boq' } });
    // A role change ends the person's sessions: log in again with the new role.
    const staff = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: surveyor.email, password: surveyor.password },
    });
    const mapId = await successfulMap(adminToken, ownerToken);
    await addElectricalItems(adminToken);

    // Before issue, the owner is told their BOQ is being prepared.
    const ownerPage = await newPage();
    await logIn(ownerPage, owner.email, owner.password);
    await ownerPage.getByRole('button', { name: 'View my BOQ' }).click();
    await ownerPage
      .getByText(/expect your bill of quantities within \d+ working days/)
      .first()
      .waitFor();
    await screenshot(ownerPage, 'boq-01-client-before-issue');

    // The surveyor sees the plan with its progress and starts it from the house model.
    const page = await newPage();
    await logIn(page, surveyor.email, surveyor.password);
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('0 of 30 sheets completed').waitFor();
    await screenshot(page, 'boq-02-staff-plans');
    await card.getByRole('link', { name: 'Open BOQ' }).click();
    await page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Start from house model' }).click();
    const house = page.getByRole('dialog', { name: 'Start from a house model' });
    await house.getByLabel('Length (m)', { exact: true }).fill('12');
    await house.getByLabel('Width (m)', { exact: true }).fill('9');
    await house.getByRole('button', { name: 'Fill the sheets' }).click();
    await toast(page, 'The draft sheets were filled from the house model');
    await house.waitFor({ state: 'detached' });
    // The house fills the walling: its total is no longer zero.
    const summaryResponse = await api<{ summary: { grandTotal: number } }>(`/api/maps/${mapId}/boq`, {
      token: staff.token,
    });
    expect(summaryResponse.summary.grandTotal).toBeGreaterThan(10_000_000);
    await screenshot(page, 'boq-03-summary-after-house');

    // One quantity typed over the calculator's value on the blinding sheet. With the drawing open
    // beside the sheet, a 1280 px window lists the sheets in a select instead of the sidebar.
    await page.getByRole('combobox', { name: 'Sheet', exact: true }).selectOption({ label: 'Blinding' });
    await page.getByRole('heading', { name: 'Blinding', level: 1 }).waitFor();
    const area = page.getByLabel('Area (m²)', { exact: true });
    expect(Number(await area.inputValue())).toBeGreaterThan(0);
    const sand = page.getByRole('textbox', { name: 'Quantity of BLD-SAND' });
    await sand.fill('0.75');
    await page.getByText('typed by hand').waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'How BLD-CEMENT was calculated' }).click();
    await page.locator('#derivation-BLD-CEMENT').getByText(/V = /).waitFor();
    await screenshot(page, 'boq-04-trade-blinding');
    const blinding = await api<{ lines: { code: string; quantity: number; source: string }[] }>(
      `/api/maps/${mapId}/boq/blinding`,
      { token: staff.token },
    );
    expect(blinding.lines.find((line) => line.code === 'BLD-SAND')).toMatchObject({
      quantity: 0.75,
      source: 'manual',
    });

    // Typing in a 300-line sheet: keypress → next frame, measured in the page; the 3-line blinding
    // sheet first, as the baseline of this machine.
    const small = await measureTyping(page, ['BLD-CEMENT', 'BLD-SAND', 'BLD-AGGREGATE'], 'Thickness (m)');
    await page.goto(`/electrical?map=${mapId}`);
    await page.getByRole('heading', { name: 'Electrical installation', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Quantity of ELE-FITTING-280' }).waitFor();
    const lineCount = await page.locator('tbody tr').count();
    expect(lineCount).toBeGreaterThanOrEqual(300);
    const large = await measureTyping(
      page,
      ['001', '050', '100', '150', '200', '250', '280'].map((number) => `ELE-FITTING-${number}`),
      'Light points',
    );
    console.info(
      `BOQ input latency, keypress → next frame (ms): 4-line sheet ${JSON.stringify(small)}; ` +
        `${lineCount}-line sheet ${JSON.stringify(large)}`,
    );
    expect(large.samples).toBeGreaterThanOrEqual(30);
    // A loose bound on a shared 2-core machine: it catches a sheet that re-renders every row per key.
    expect(large.p50).toBeLessThan(150);
    await page.getByText('typed by hand').first().waitFor();

    // Every sheet settled, one after the other, with the sheet's own buttons: completed when it
    // has quantities, marked not applicable with a reason when the house left it empty.
    await page.goto(`/pre?map=${mapId}`);
    for (let index = 0; index < 30; index += 1) {
      const complete = page.getByRole('button', { name: 'Mark completed' });
      await complete.waitFor();
      await page.getByText('All changes saved').waitFor();
      if (await complete.isEnabled()) {
        await complete.click();
        await page.getByRole('button', { name: 'Reopen for editing' }).waitFor();
        await toast(page, 'Sheet completed');
      } else {
        await page.getByRole('button', { name: 'Not applicable' }).click();
        const why = page.getByRole('dialog', { name: /not applicable\?/ });
        await why.getByRole('textbox', { name: 'Reason' }).fill('Not in this house');
        await why.getByRole('button', { name: 'Mark not applicable' }).click();
        await page.getByRole('button', { name: 'Reopen for editing' }).waitFor();
        await toast(page, 'Sheet marked not applicable');
      }
      // "Next" lands at the top of the next sheet.
      const next = page.getByRole('link', { name: /^Next: / });
      if (index < 29) {
        const heading = page.getByRole('heading', { level: 1 });
        const sheetBefore = await heading.textContent();
        await next.click();
        // The next sheet is shown once its own heading is (the last one stays while it loads).
        await expect.poll(() => heading.textContent()).not.toBe(sheetBefore);
        await page
          .getByRole('button', { name: 'Mark completed' })
          .or(page.getByRole('button', { name: 'Reopen for editing' }))
          .first()
          .waitFor();
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(200);
      }
    }
    await page.getByRole('combobox', { name: 'Sheet', exact: true }).selectOption({ label: 'Summary' });
    await page.getByText('30 of 30 sheets completed').waitFor();
    await screenshot(page, 'boq-05-summary-ready');

    // This map's contingency: 7.5 % instead of the default 5 %, before issue. The summary is read
    // afresh on opening (the cached one is shown meanwhile): once it knows every sheet is settled,
    // nothing above the button moves any more.
    await expect.poll(() => page.getByRole('button', { name: 'Issue to the client' }).isEnabled()).toBe(true);
    // And the page has finished opening: the drawing shows beside it.
    await page
      .getByTestId('drawing-pane')
      .getByRole('application', { name: /plan\.pdf, page 1/ })
      .waitFor();
    // In some CI runs the dialog vanished just after it was filled, the drawing beside it opening
    // again (cause not yet found). The screenshot is of the viewport: a full-page capture changes
    // the page's size under an open dialog. If the dialog is gone all the same, the journey opens
    // it once more and says so in its output.
    const settings = page.getByRole('dialog', { name: 'BOQ-wide settings' });
    for (let attempt = 1; ; attempt += 1) {
      await page.getByRole('button', { name: 'Contingency, VAT and labour' }).click();
      await settings.getByRole('textbox', { name: 'Contingency' }).fill('7.5');
      await screenshot(page, 'boq-05b-settings', { fullPage: false });
      try {
        await settings.getByRole('button', { name: 'Save' }).click({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt >= 2 || (await settings.isVisible())) throw error;
        console.warn('BOQ journey: the settings dialog closed before Save; opening it again');
      }
    }
    await toast(page, 'BOQ settings saved: every sheet is priced again');
    await page.getByText('Contingency (7.5 %)').waitFor();

    // The surveyor previews exactly what the client will get, then issues it.
    await page.getByRole('button', { name: 'Issue to the client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue revision 1?' });
    await confirm.getByText(/Neema Mushi receives this bill, grand total TZS/).waitFor();
    const [preview] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Preview PDF' }).click(),
    ]);
    expect(preview.suggestedFilename()).toMatch(/-boq-rev1-preview\.pdf$/);
    const previewBytes = await readFile((await preview.path()) ?? '');
    expect(previewBytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'boq-05c-issue-preview');
    await confirm.getByRole('button', { name: 'Issue revision 1' }).click();
    await toast(page, 'Revision 1 issued; the client was told');
    await page.getByText('Latest issue: revision 1').waitFor();
    // The same PDF as previewed, now issued (only the date of issue may differ).
    const issuedPdf = await fetch(`${server.baseUrl}/api/maps/${mapId}/boq/issues/1.pdf`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(Math.abs((await issuedPdf.arrayBuffer()).byteLength - previewBytes.length)).toBeLessThan(64);

    // Phone width: the trade screen and the summary.
    const phone = await newPage(360);
    await logIn(phone, surveyor.email, surveyor.password);
    await phone.getByRole('article', { name: TITLE }).waitFor();
    await phone.goto(`/boq?map=${mapId}`);
    await phone.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await screenshot(phone, 'boq-06-summary-360');
    await phone.goto(`/blinding?map=${mapId}`);
    await phone.getByRole('heading', { name: 'Blinding', level: 1 }).waitFor();
    await screenshot(phone, 'boq-07-trade-360');

    // The owner reads the issued BOQ and downloads it.
    // The owner is told on their dashboard (the server's notification on their plan).
    await ownerPage.goto('/');
    const ready = ownerPage.getByTestId('boq-ready');
    await ready.getByText(/BOQ ready — TZS/).waitFor();
    await ready.getByRole('link', { name: 'View BOQ' }).click();
    await ownerPage.getByText(/Revision 1, issued/).waitFor();
    await screenshot(ownerPage, 'boq-08-client-summary');
    const pdf = await downloadFromMenu(ownerPage, 'Download PDF');
    expect(pdf.suggestedFilename()).toMatch(/-boq-rev1\.pdf$/);
    const pdfBytes = await readFile((await pdf.path()) ?? '');
    expect(pdfBytes.length).toBeGreaterThan(1000);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    const excel = await downloadFromMenu(ownerPage, 'Download Excel');
    expect(excel.suggestedFilename()).toMatch(/-boq-rev1\.xlsx$/);
    const excelBytes = await readFile((await excel.path()) ?? '');
    expect(excelBytes.length).toBeGreaterThan(1000);
    // An .xlsx is a zip archive.
    expect(excelBytes.subarray(0, 2).toString()).toBe('PK');

    for (const [path, type] of [
      [`/api/maps/${mapId}/boq/issues/1.pdf`, 'application/pdf'],
      [
        `/api/maps/${mapId}/boq/issues/1.xlsx`,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
    }

    await ownerPage.getByRole('tab', { name: 'Shopping list' }).click();
    await ownerPage.getByRole('heading', { name: 'Shopping list' }).waitFor();
    await screenshot(ownerPage, 'boq-09-client-shopping-list');

    const ownerPhone = await newPage(360);
    await logIn(ownerPhone, owner.email, owner.password);
    await ownerPhone.getByRole('button', { name: 'View my BOQ' }).click();
    await ownerPhone.getByText(/Revision 1, issued/).waitFor();
    await screenshot(ownerPhone, 'boq-10-client-360');

    // One dimension changes (the strip footing's length): revision 2 with a reason; an unchanged
    // reissue is refused in the dialog first.
    await page.getByRole('button', { name: 'Issue to the client' }).click();
    const again = page.getByRole('dialog', { name: 'Issue revision 2?' });
    await again.getByText('Nothing changed since revision 1: the client already has this bill.').waitFor();
    expect(await again.getByRole('button', { name: 'Issue revision 2' }).isDisabled()).toBe(true);
    await again.getByRole('button', { name: 'Cancel' }).click();
    // The strip footing (its lines are the calculator's, not typed over) gets 6 m longer.
    await page.goto(`/strip?map=${mapId}`);
    await page.getByRole('button', { name: 'Reopen for editing' }).click();
    await toast(page, 'Sheet reopened');
    const length = page.getByLabel('Length (m)', { exact: true });
    const longer = Number(await length.inputValue()) + 6;
    await length.fill(String(longer));
    // Saved on the server before completing (the save is debounced).
    await expect
      .poll(
        async () =>
          (await api<{ inputs: { length: number } }>(`/api/maps/${mapId}/boq/strip`, { token: staff.token }))
            .inputs.length,
        { timeout: 15_000 },
      )
      .toBe(longer);
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Mark completed' }).click();
    await toast(page, 'Sheet completed');
    await page.goto(`/boq?map=${mapId}`);
    await page.getByRole('button', { name: 'Issue to the client' }).click();
    const second = page.getByRole('dialog', { name: 'Issue revision 2?' });
    await second.getByRole('region', { name: 'Changes since revision 1' }).waitFor();
    await second
      .getByRole('textbox', { name: /What changed, and why/ })
      .fill('Strip footing 6 m longer after the site visit');
    await screenshot(page, 'boq-11a-issue-revision-2');
    await second.getByRole('button', { name: 'Issue revision 2' }).click();
    await toast(page, 'Revision 2 issued; the client was told');
    await page.getByRole('region', { name: 'Issued revisions' }).getByText('Revision 2').waitFor();
    await screenshot(page, 'boq-11b-staff-revisions');

    // The client reads why and what changed, then opens revision 1 as it was issued.
    await ownerPage.goto('/');
    await ownerPage.getByRole('button', { name: 'View my BOQ' }).click();
    await ownerPage.getByText(/Revision 2, issued/).waitFor();
    const changes = ownerPage.getByRole('region', { name: 'Changes since revision 1' });
    await changes.getByText('Why: Strip footing 6 m longer after the site visit').waitFor();
    await changes.getByText(/Grand total TZS [\d,]+ → TZS [\d,]+ \(\+TZS [\d,]+\)/).waitFor();
    await changes
      .getByText(/Strip foundation/)
      .first()
      .waitFor();
    await screenshot(ownerPage, 'boq-11c-client-changes');
    const ownerPhoneChanges = await newPage(360);
    await logIn(ownerPhoneChanges, owner.email, owner.password);
    await ownerPhoneChanges.getByRole('button', { name: 'View my BOQ' }).click();
    await ownerPhoneChanges.getByText('Why: Strip footing 6 m longer after the site visit').waitFor();
    await screenshot(ownerPhoneChanges, 'boq-11d-client-changes-360');
    await ownerPage.getByRole('combobox', { name: 'Issued revision' }).selectOption('1');
    await ownerPage.getByText(/Revision 1, issued/).waitFor();
    await ownerPage.getByText('Contingency (7.5 %)').waitFor();
    await screenshot(ownerPage, 'boq-11-client-earlier-revision');
    const earlier = await downloadFromMenu(ownerPage, 'Download PDF');
    expect(earlier.suggestedFilename()).toMatch(/-boq-rev1\.pdf$/);

    // The client downloads both revisions in Swahili (the documents' language is picked beside
    // the buttons), and each prints its own grand total in Swahili words.
    for (const revision of [1, 2]) {
      await ownerPage.getByRole('combobox', { name: 'Issued revision' }).selectOption(String(revision));
      await ownerPage.getByText(new RegExp(`Revision ${revision}, issued`)).waitFor();
      const swahili = await downloadFromMenu(ownerPage, 'Download PDF', 'Kiswahili');
      expect(swahili.suggestedFilename()).toMatch(new RegExp(`-boq-rev${revision}-sw\\.pdf$`));
      const path = (await swahili.path()) ?? '';
      const pages = await pdfPages(path);
      const issuedRevision = await api<{ summary: { grandTotal: number } }>(
        `/api/maps/${mapId}/boq/issues/${revision}`,
        { token: ownerToken },
      );
      const grandTotal = issuedRevision.summary.grandTotal.toLocaleString('en-US');
      const summaryPage = pages.findIndex((text) => text.includes('MUHTASARI MKUU'));
      expect(summaryPage).toBeGreaterThan(0);
      expect(pages[summaryPage]).toMatch(new RegExp(`JUMLA KUU\\s+TZS\\s+${grandTotal}`));
      expect(pages[0]).toContain('JEDWALI LA GHARAMA (BOQ)');
      expect(pages.join('\n')).not.toContain('GRAND TOTAL');
      if (revision === 2) expect(pages[0]).toContain('Strip footing 6 m longer');
      await renderPdfPage(path, 1, `boq-12-rev${revision}-sw-cover`);
      await renderPdfPage(path, summaryPage + 1, `boq-13-rev${revision}-sw-summary`);
    }
  }, 400_000);

  // Reads the plan the journey above prepares.
  it('lets the admin switch into the BOQ view and back', async () => {
    const page = await newPage();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Open BOQ workspace' }).click();
    await page.getByRole('heading', { name: 'Plans ready for a bill of quantities' }).waitFor();
    await page
      .getByRole('article', { name: TITLE })
      .getByText(/of 30 sheets completed/)
      .waitFor();
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
  });
});
