import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { drawPdf } from './support/pdf';
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

const api = apiClient(() => server.baseUrl);

/** 1 m on site at 1:100 is 10 mm on paper: 10 / 25.4 × 72 pt. */
const PT_PER_M = (1000 / 100 / 25.4) * 72;
const ORIGIN = { x: 300, y: 250 };
const HOUSE = { length: 12, width: 9 };
const PERIMETER = 2 * (HOUSE.length + HOUSE.width);

/** The house's four corners in page points (pdfkit's origin is the top-left corner, y down, as pdf.js's viewport). */
const CORNERS = [
  { x: ORIGIN.x, y: ORIGIN.y },
  { x: ORIGIN.x + HOUSE.length * PT_PER_M, y: ORIGIN.y },
  { x: ORIGIN.x + HOUSE.length * PT_PER_M, y: ORIGIN.y + HOUSE.width * PT_PER_M },
  { x: ORIGIN.x, y: ORIGIN.y + HOUSE.width * PT_PER_M },
];

/**
 * A CAD-like A3 plan at 1:100: the external walls as vector lines (a 12 × 9 m outline), an
 * internal wall, dimension text and the title block's "SCALE 1:100".
 */
function vectorPlan(): Promise<Buffer> {
  return drawPdf(
    (doc) => {
      doc.lineWidth(1.5);
      CORNERS.forEach((corner, index) => {
        const next = CORNERS[(index + 1) % CORNERS.length]!;
        doc.moveTo(corner.x, corner.y).lineTo(next.x, next.y).stroke();
      });
      const inner = ORIGIN.x + 4 * PT_PER_M;
      doc
        .moveTo(inner, ORIGIN.y)
        .lineTo(inner, ORIGIN.y + HOUSE.width * PT_PER_M)
        .stroke();
      doc.fontSize(10).text('12000', ORIGIN.x + 150, ORIGIN.y - 20);
      doc.text('9000', ORIGIN.x - 40, ORIGIN.y + 120);
      doc.fontSize(12).text('GROUND FLOOR PLAN', 800, 700);
      doc.text('SCALE 1:100', 800, 720);
    },
    { size: 'A3', layout: 'landscape', margin: 36 },
  );
}

interface Person {
  name: string;
  email: string;
  phone: string;
  password: string;
}
const owner: Person = {
  name: 'Rehema Kweka',
  email: 'rehema@example.com',
  phone: '0716000777',
  password: 'nyumba-ya-rehema-2026',
};
const surveyor: Person = {
  name: 'Baraka Swai',
  email: 'baraka@example.com',
  phone: '0717000888',
  password: 'vipimo-kwenye-mchoro',
};

async function register(person: Person): Promise<{ _id: string; token: string }> {
  await api('/api/users/', { method: 'POST', body: person });
  return api('/api/users/login', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  });
}

async function logIn(page: Page, person: Person) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

interface Sheet {
  version: number;
  inputs: Record<string, unknown>;
  lines: { code: string; quantity: number }[];
  bindings?: { field: string; usedValue: number | null; citation: string }[];
}

/** Where a page point is on the screen: the drawing layer is the page at the viewer's zoom. */
async function screenPoint(page: Page, point: { x: number; y: number }, pageWidth: number) {
  const box = (await page.getByTestId('drawing-layer').boundingBox())!;
  const zoom = box.width / pageWidth;
  return { x: box.x + point.x * zoom, y: box.y + point.y * zoom, zoom };
}

const A3_WIDTH = 1190.55;

describe('take-off on the drawing', () => {
  it('the surveyor scales, traces the walls with snapping, binds walling to them, and edits the mark', async () => {
    const { token: adminToken } = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    const { token: ownerToken } = await register(owner);
    const { _id: staffId } = await register(surveyor);
    await api(`/api/users/${staffId}`, { method: 'PUT', token: adminToken, body: { accessLevel: 'boq' } });
    const staff = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: surveyor.email, password: surveyor.password },
    });

    // The owner sends the plan with its PDF; the checkers pass it (as the maps journey does).
    const map = await api<{ _id: string }>('/api/maps/', {
      method: 'POST',
      token: ownerToken,
      body: {
        title: 'Nyumba ya Rehema, Moshi',
        region: 'Kilimanjaro',
        district: 'Moshi Mjini',
        ward: 'Rau',
        startConstruction: '2026-10-01',
        desc: 'Three bedrooms.',
        bedrooms: 3,
        floors: 1,
        plinthArea: 108,
      },
    });
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await vectorPlan())], { type: 'application/pdf' }),
      'A-101.pdf',
    );
    await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form });
    await api(`/api/maps/${map._id}/transitions`, {
      method: 'POST',
      token: adminToken,
      body: { to: 'unitcheck', comment: 'Drawings complete.' },
    });
    await api(`/api/maps/${map._id}/transitions`, {
      method: 'POST',
      token: adminToken,
      body: { to: 'successful', comment: 'Room widths add up to 12.0 m overall.' },
    });

    // What walling gives for the known perimeter, typed: the figure the drawing must reproduce.
    const sheetUrl = `/api/maps/${map._id}/boq/walling`;
    const blank = await api<Sheet>(sheetUrl, { token: staff.token });
    const typed = await api<Sheet>(sheetUrl, {
      method: 'PUT',
      token: staff.token,
      body: { version: blank.version, inputs: { ...blank.inputs, length: PERIMETER } },
    });
    expect(typed.lines.length).toBeGreaterThan(0);

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    page.on('console', (message) => message.type() === 'error' && console.error('console', message.text()));
    await logIn(page, surveyor);
    await page.goto(`/walling?map=${map._id}`);
    const pane = page.getByTestId('drawing-pane');
    // The plan's facts and the checkers' comments, with their author, beside the sheet.
    await pane.getByText('Room widths add up to 12.0 m overall.').waitFor();
    await pane.getByText('Bedrooms:').waitFor();
    await pane.getByRole('application', { name: /A-101\.pdf, page 1/ }).waitFor();
    // Scrolled to the pane, it sticks to the top of the window, whole.
    await page.evaluate(() => {
      const top = document.querySelector('[data-testid="drawing-pane"]')!.getBoundingClientRect().top;
      window.scrollBy(0, top - 8);
    });

    // The page's text says SCALE 1:100: accept it, then check one dimension (the 12 m wall).
    await pane.getByRole('button', { name: 'The drawing says 1:100: use it' }).click();
    await pane.getByTestId('page-scale').filter({ hasText: 'Scale 1:100 (from the drawing)' }).waitFor();
    await pane.getByRole('button', { name: 'Check the scale' }).click();
    for (const corner of [CORNERS[0]!, CORNERS[1]!]) {
      const at = await screenPoint(page, corner, A3_WIDTH);
      await page.mouse.click(at.x + 2, at.y + 2);
    }
    await pane.getByLabel('Known length (m)').fill('12');
    await pane.getByRole('button', { name: 'Compare' }).click();
    await expect(pane.getByTestId('scale-verdict').textContent()).resolves.toMatch(/error -?0(\.0\d)? %/);

    // Trace the external walls with the perimeter tool, a few pixels off each corner: it snaps.
    await pane.getByRole('button', { name: 'Perimeter', exact: true }).click();
    for (const corner of CORNERS) {
      const at = await screenPoint(page, corner, A3_WIDTH);
      await page.mouse.move(at.x + 4, at.y - 3);
      await pane.getByTestId('snap-mark').and(page.locator('[data-snap="end"]')).waitFor();
      await page.mouse.click(at.x + 4, at.y - 3);
    }
    await pane.getByRole('button', { name: 'Finish' }).click();
    const naming = page.getByRole('dialog', { name: 'Name this perimeter' });
    await naming.getByLabel('Name').fill('External walls');
    await naming.getByLabel('Group').fill('Walls');
    await naming.getByRole('button', { name: 'Save' }).click();
    await naming.waitFor({ state: 'detached' });
    // A note offers to undo the new mark for a few seconds.
    const undoNote = page.getByRole('alert').filter({ hasText: '“External walls” saved' });
    await undoNote.getByRole('button', { name: 'Undo' }).waitFor();
    await page.screenshot({ path: 'e2e/screenshots/takeoff-01a-undo-note-1280.png' });
    const measurements = await api<{ _id: string; value: number; key: string }[]>(
      `/api/maps/${map._id}/measurements`,
      {
        token: staff.token,
      },
    );
    expect(measurements).toHaveLength(1);
    expect(Math.abs(measurements[0]!.value / PERIMETER - 1)).toBeLessThan(0.005);
    await screenshot(page, 'takeoff-01-traced-1280');

    // Bind walling's length to the measurement: the quantities match the typed perimeter's.
    const bindings = page.getByRole('region', { name: 'From the drawing' });
    await bindings.getByRole('combobox', { name: 'Length (m)', exact: true }).click();
    await page.getByRole('option', { name: /External walls/ }).click();
    await page
      .getByText(/measured: External walls/)
      .first()
      .waitFor();
    const bound = await api<Sheet>(sheetUrl, { token: staff.token });
    expect(bound.bindings?.[0]?.field).toBe('length');
    for (const line of typed.lines) {
      const measured = bound.lines.find((candidate) => candidate.code === line.code)!;
      expect(Math.abs(measured.quantity - line.quantity)).toBeLessThanOrEqual(
        Math.abs(line.quantity) * 0.005 + 1e-9,
      );
    }
    await screenshot(page, 'takeoff-02-bound-1280');

    // Edit the outline: drag the top-right corner 3 m to the right (beyond the snap radius of the
    // corner it leaves); walling is re-priced.
    await pane.getByRole('row', { name: /External walls/ }).click();
    const handles = pane.getByTestId('vertex-handle');
    await handles.first().waitFor();
    const corner = await screenPoint(page, CORNERS[1]!, A3_WIDTH);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x + PT_PER_M * corner.zoom * 1.5, corner.y, { steps: 4 });
    await page.mouse.move(corner.x + 3 * PT_PER_M * corner.zoom, corner.y, { steps: 4 });
    await page.mouse.up();
    await pane.getByTestId('repriced-sheets').filter({ hasText: 'Walling' }).waitFor();
    const edited = await api<Sheet>(sheetUrl, { token: staff.token });
    const block = (sheet: Sheet) => sheet.lines.find((line) => line.code === 'WAL-BLOCK')!.quantity;
    // A 15 m top wall and a √(3² + 9²) = 9.49 m slanted end: 45.49 m instead of 42 m.
    expect(edited.bindings?.[0]?.usedValue).toBeGreaterThan(PERIMETER + 3);
    expect(edited.bindings?.[0]?.usedValue).toBeLessThan(PERIMETER + 4);
    expect(block(edited)).toBeGreaterThan(block(bound));
    await screenshot(page, 'takeoff-03-edited-1280');

    // The take-off sheet as it is now, for the checker to sign beside the bill.
    const [sheetPdf] = await Promise.all([
      page.waitForEvent('download'),
      pane.getByRole('button', { name: 'Take-off sheet (PDF)' }).click(),
    ]);
    expect(sheetPdf.suggestedFilename()).toMatch(/-takeoff-en\.pdf$/);
    expect((await readFile((await sheetPdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

    // Deleting asks first; a measurement walling uses is refused until it is unbound there.
    await pane.getByRole('button', { name: 'Delete External walls' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete the measurement “External walls”?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await pane
      .getByText(/"External walls" is bound in Walling; unbind it there before deleting it/)
      .waitFor();
    await pane.getByRole('row', { name: /External walls/ }).waitFor();

    // On a phone the drawing stacks above the sheet.
    const phoneContext = await browser.newContext({
      viewport: { width: 360, height: 740 },
      baseURL: server.baseUrl,
      hasTouch: true,
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    await logIn(phone, surveyor);
    await phone.goto(`/walling?map=${map._id}`);
    await phone
      .getByTestId('drawing-pane')
      .getByRole('application', { name: /A-101\.pdf, page 1/ })
      .waitFor();
    await phone
      .getByText(/measured: External walls/)
      .first()
      .waitFor();
    await phone.waitForTimeout(500);
    await phone.screenshot({ path: 'e2e/screenshots/takeoff-04-phone-360.png' });

    // A scale region is set on a phone as at a desk: two taps span it, its ratio is typed.
    const phonePane = phone.getByTestId('drawing-pane');
    await phonePane.getByRole('button', { name: 'Add a scale region' }).click();
    await phonePane.getByText(/^Click two opposite corners of a part drawn at another scale/).waitFor();
    await phone.screenshot({ path: 'e2e/screenshots/takeoff-06-region-prompt-phone-360.png' });
    // The surveyor scrolls to the drawing and taps within what the screen shows of it.
    const phoneLayer = phonePane.getByTestId('drawing-layer');
    await phoneLayer.scrollIntoViewIfNeeded();
    const layer = (await phoneLayer.boundingBox())!;
    const shownTop = Math.max(layer.y, 0);
    const shownHeight = Math.min(layer.y + layer.height, 740) - shownTop;
    for (const fraction of [0.25, 0.6]) {
      await phone.mouse.click(layer.x + layer.width * fraction, shownTop + shownHeight * fraction);
    }
    await phonePane.getByRole('textbox', { name: 'Region scale 1:' }).fill('20');
    await phone.screenshot({ path: 'e2e/screenshots/takeoff-07-region-phone-360.png' });
    await phonePane.getByRole('button', { name: 'Set region scale' }).click();
    await phonePane.getByText('Region 1:20').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'e2e/screenshots/takeoff-05-viewport-1280.png' });
  });
});
