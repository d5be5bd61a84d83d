import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  name: 'Neema Mushi',
  email: 'neema@example.com',
  phone: '0716000555',
  password: 'nyumba-ya-neema-2026',
};
const surveyor = {
  name: 'Juma Lyimo',
  email: 'juma@example.com',
  phone: '0717000666',
  password: 'soma-mchoro-2026',
};

async function register(person: typeof owner): Promise<{ _id: string; token: string }> {
  await api('/api/users/', { method: 'POST', body: person });
  return api('/api/users/login', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  });
}

interface Mark {
  name: string;
  group: string;
  value: number;
  source: string;
}

/**
 * The drawing read for the surveyor (docs/takeoff.md §5.6) at 1280 × 800: the reader's test house
 * (10 × 8 m, 200 mm external walls, one internal wall, a door D1 and a window W1, a BEDROOM and a
 * KITCHEN, dimensions in mm) drawn by pdfkit at 1:100 with real text, uploaded with the plan; the
 * surveyor reads it, accepts the scale the dimensions give and the proposals, and they are marks.
 */
describe('the drawing read for the surveyor', () => {
  it('reads a vector plan, offers its scale, and keeps the accepted proposals as marks', async () => {
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
        title: 'Nyumba ya Neema, Arusha',
        region: 'Arusha',
        district: 'Arusha Mjini',
        ward: 'Sekei',
        startConstruction: '2027-02-01',
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
    await page.goto(`/walling?map=${map._id}`);
    const pane = page.getByTestId('drawing-pane');
    await pane.getByRole('application', { name: /A-101\.pdf, page 1/ }).waitFor();
    await page.evaluate(() => {
      const top = document.querySelector('[data-testid="drawing-pane"]')!.getBoundingClientRect().top;
      window.scrollBy(0, top - 8);
    });

    await pane.getByRole('button', { name: 'Read the drawing' }).click();
    const panel = pane.getByRole('region', { name: 'Read from the drawing: proposals' });
    await panel.getByText('The dimensions read 1:100 (7 of 7 figures agree).').waitFor();
    await panel.getByText('The title’s 1:100 agrees with the dimensions.').waitFor();
    await screenshot(page, 'proposals-1-scale-offered', { fullPage: false });
    await panel.getByRole('button', { name: 'Use 1:100' }).click();

    const list = panel.getByRole('listbox', { name: 'Proposals of this page' });
    await list.waitFor();
    const options = await list.getByRole('option').count();
    // 4 external runs, 1 internal, 2 rooms, a door and a window.
    expect(options).toBe(9);
    await screenshot(page, 'proposals-2-proposed', { fullPage: false });
    // The window is left out with the keys: pick its row, Delete.
    await list
      .getByRole('option', { name: /Window W1/ })
      .getByText('Window W1')
      .click();
    await page.keyboard.press('Delete');
    await list.getByRole('option', { name: /Window W1/, selected: false }).waitFor();
    await panel.getByRole('button', { name: 'Accept 8' }).click();
    await pane.getByText('8 marks kept from the drawing (proposed, accepted).').waitFor();
    await screenshot(page, 'proposals-3-accepted', { fullPage: false });

    const marks = await api<Mark[]>(`/api/maps/${map._id}/measurements`, { token: staff.token });
    expect(marks).toHaveLength(8);
    expect(new Set(marks.map((mark) => mark.source))).toEqual(new Set(['accepted-proposal']));
    const total = (group: string) =>
      marks.filter((mark) => mark.group === group).reduce((sum, mark) => sum + mark.value, 0);
    expect(total('External walls')).toBeCloseTo(35.2, 1); // 2 × (10 − 0.2) + 2 × (8 − 0.2)
    expect(total('Internal walls')).toBeCloseTo(7.6, 1); // 8 − 0.4
    expect(marks.find((mark) => mark.name === 'BEDROOM')?.value).toBeCloseTo(43.7, 1); // 5.75 × 7.6
    expect(marks.some((mark) => mark.group === 'Windows')).toBe(false);
    await context.close();
  });
});
