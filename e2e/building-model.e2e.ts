import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoqSheet, BuildingModel } from '@kadirio/domain';
import { drawingPdf } from '../apps/server/src/modules/takeoff/drawing-reader-pdf';
import { houseDrawing } from '../packages/domain/src/takeoff/reader/testing/house-drawing';
import { apiClient } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';

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

const owner = {
  name: 'Rehema Kweka',
  email: 'rehema@example.com',
  phone: '0716000777',
  password: 'nyumba-ya-rehema-2026',
};
const surveyor = {
  name: 'Baraka Mollel',
  email: 'baraka@example.com',
  phone: '0717000888',
  password: 'pima-mara-moja-2026',
};

async function register(person: typeof owner): Promise<{ _id: string; token: string }> {
  await api('/api/users/', { method: 'POST', body: person });
  return api('/api/users/login', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  });
}

/**
 * Measured once, every trade follows (docs/takeoff.md §4, "The building model") at 1280 × 800:
 * the reader's test house (10 × 8 m, 200 mm external walls, one internal wall, a door D1 900 × 2100
 * and a window W1, a BEDROOM and a KITCHEN) read and accepted, then the review screen's building
 * model binds the trades to it with one confirmation, and the sheets carry the drawing's figures.
 */
describe('the building model', () => {
  it('binds the trades to the drawing read for the surveyor', async () => {
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
    const map = await api<{ _id: string }>('/api/maps/', {
      method: 'POST',
      token: ownerToken,
      body: {
        title: 'Nyumba ya Rehema, Moshi',
        region: 'Kilimanjaro',
        district: 'Moshi Mjini',
        ward: 'Kiusa',
        startConstruction: '2027-03-01',
        desc: 'Two rooms.',
        bedrooms: 1,
        floors: 1,
        plinthArea: 80,
      },
    });
    const form = new FormData();
    const pdf = await drawingPdf(houseDrawing({ ratio: 100 }));
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'A-101.pdf');
    await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form });
    for (const to of ['unitcheck', 'successful'])
      await api(`/api/maps/${map._id}/transitions`, {
        method: 'POST',
        token: adminToken,
        body: { to, comment: 'Checked.' },
      });

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    await page.goto('/login');
    await page.getByLabel('Email').fill(surveyor.email);
    await page.getByLabel('Password', { exact: true }).fill(surveyor.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The drawing read and every proposal accepted, as docs/takeoff.md §5.6 describes.
    await page.goto(`/walling?map=${map._id}`);
    const pane = page.getByTestId('drawing-pane');
    await pane.getByRole('application', { name: /A-101\.pdf, page 1/ }).waitFor();
    await pane.getByRole('button', { name: 'Read the drawing' }).click();
    const proposals = pane.getByRole('region', { name: 'Read from the drawing: proposals' });
    await proposals.getByRole('button', { name: 'Use 1:100' }).click();
    await proposals.getByRole('listbox', { name: 'Proposals of this page' }).waitFor();
    await proposals.getByRole('button', { name: 'Accept 9' }).click();
    await pane.getByText('9 marks kept from the drawing (proposed, accepted).').waitFor();

    // The review screen: the building model, then "Bind the trades to the drawing".
    await page.goto(`/boq/review?map=${map._id}`);
    const panel = page.getByRole('region', { name: 'Building model' });
    await panel.getByRole('button', { name: /Building model/ }).click();
    const table = panel.getByRole('table', { name: 'Building model' });
    await table.getByRole('row', { name: /All walls \(centre-line\)/ }).waitFor();
    await expect.poll(() => table.getByRole('row', { name: /All walls/ }).textContent()).toMatch(/42\.8 m/);
    // The details have finished opening (MUI's Collapse), so the picture is not mid-animation.
    await panel.locator('.MuiCollapse-entered').waitFor();
    // The panel's heading just under the app bar (88 px), its table below it.
    await panel.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 96));
    await screenshot(page, 'building-model-1-quantities', { fullPage: false });

    await panel.getByRole('button', { name: 'Bind the trades to the drawing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind the trades to the drawing?' });
    await dialog.waitFor();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
    );
    await screenshot(page, 'building-model-2-confirm', { fullPage: false });
    const confirm = dialog.getByRole('button', { name: /^Bind \d+ inputs$/ });
    const label = (await confirm.textContent()) ?? '';
    await confirm.click();
    const count = Number(/\d+/.exec(label)?.[0]);
    await page.getByText(new RegExp(`^${count} inputs bound; sheets re-priced: \\d+$`)).waitFor();
    await panel.getByText('Every input the model knows is bound, or was typed.').waitFor();
    await screenshot(page, 'building-model-3-bound', { fullPage: false });

    const model = await api<BuildingModel>(`/api/maps/${map._id}/building-model`, { token: staff.token });
    expect(model.pendingInputs).toBe(0);
    const walling = await api<BoqSheet>(`/api/maps/${map._id}/boq/walling`, { token: staff.token });
    // 35.2 m of external walls on their centre-line + 7.6 m internal (docs/takeoff.md §5.2).
    expect(walling.inputs.length).toBeCloseTo(42.8, 1);
    expect(walling.inputs.ringLength).toBeCloseTo(35.2, 1);
    expect(walling.inputSources?.length).toBe('buildingModel');
    const ceiling = await api<BoqSheet>(`/api/maps/${map._id}/boq/ceiling`, { token: staff.token });
    expect(ceiling.inputs.rooms).toBe(2);
    await context.close();
  });
});
