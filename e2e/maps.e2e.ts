import type { Browser, Page } from 'playwright-core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPdf } from './support/pdf';
import { launchBrowser, screenshot } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { apiClient } from './support/api';

let server: RunningServer;
let browser: Browser;
let fileDir: string;

beforeAll(async () => {
  [server, browser, fileDir] = await Promise.all([
    startServer(),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'kadirio-e2e-files-')),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fileDir) await rm(fileDir, { recursive: true, force: true });
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: server.baseUrl });
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

/** Registers `person` over the API, then the admin gives them `accessLevel`. */
async function createStaff(adminToken: string, person: Person, accessLevel: string) {
  const { _id } = await api<{ _id: string }>('/api/users/', { method: 'POST', body: person });
  await api(`/api/users/${_id}`, { method: 'PUT', token: adminToken, body: { accessLevel } });
}

/** Clicks an action on the plan's card, then the same action's confirm button in its dialog. */
async function act(page: Page, title: string, action: string, comment?: string) {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  if (comment !== undefined) await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'detached' });
}

const owner: Person = {
  name: 'Asha Said',
  email: 'asha@example.com',
  phone: '0712345678',
  password: 'nyumba-yangu-mpya',
};
const typechecker: Person = {
  name: 'Baraka Mollel',
  email: 'baraka@example.com',
  phone: '0713000111',
  password: 'michoro-yote-ipo',
};
const unitchecker: Person = {
  name: 'Zawadi Kimaro',
  email: 'zawadi@example.com',
  phone: '0714000222',
  password: 'vipimo-vinaendana',
};
const failedchecker: Person = {
  name: 'Juma Hassan',
  email: 'juma@example.com',
  phone: '0715000333',
  password: 'dawati-la-marekebisho',
};

const TITLE = 'Nyumba ya Asha, Kaloleni';
const FLAG = 'The kitchen window on the ground floor has no width.';

describe('house plan journey', () => {
  it('goes from a client sending a PDF through the three checks to accepted', async () => {
    const drawingPath = join(fileDir, 'ground-floor.pdf');
    // A real one-page drawing: the app's own viewer (pdf.js) renders it for the owner and checkers.
    const drawing = await drawPdf((doc) => {
      doc.rect(120, 160, 360, 270).stroke();
      doc.fontSize(14).text('GROUND FLOOR PLAN', 120, 460);
      doc.fontSize(10).text('SCALE 1:100', 120, 480);
    });
    await writeFile(drawingPath, drawing);

    // The client registers and sends a plan.
    const userPage = await newPage();
    await userPage.goto('/register');
    await userPage.getByLabel('Name').fill(owner.name);
    await userPage.getByLabel('Email').fill(owner.email);
    await userPage.getByLabel('Phone').fill(owner.phone);
    await userPage.getByLabel('Password', { exact: true }).fill(owner.password);
    await userPage.getByRole('button', { name: 'Register' }).click();
    await userPage.getByRole('heading', { name: 'My house plans' }).waitFor();
    await userPage.getByText('No plans yet').waitFor();
    await screenshot(userPage, 'maps-01-user-empty');

    await userPage.getByRole('button', { name: 'Send a plan' }).first().click();
    const dialog = userPage.getByRole('dialog', { name: 'Send a house plan' });
    await dialog.getByLabel('Drawings (PDF)').setInputFiles(drawingPath);
    await dialog.getByText('ground-floor.pdf').waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Region', { exact: true }).fill('Arusha');
    await dialog.getByLabel('District', { exact: true }).fill('Arusha Mjini');
    await dialog.getByLabel('Ward', { exact: true }).fill('Kaloleni');
    await dialog.getByLabel('Start of construction').fill('2026-07-01');
    await dialog.getByLabel('Floors').fill('1');
    await dialog.getByLabel('Bedrooms').fill('3');
    await dialog.getByLabel('Plinth area (m²)').fill('96.5');
    await screenshot(userPage, 'maps-02-send-plan-form');
    await dialog.getByRole('button', { name: 'Send plan' }).click();
    await userPage.getByText(`Your plan “${TITLE}” has been sent for checking`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const userCard = userPage.getByRole('article', { name: TITLE });
    await userCard.getByText('Drawing check', { exact: true }).waitFor();
    await screenshot(userPage, 'maps-03-user-plan-sent');
    // While the plan waits for its first check, the owner may still correct its details.
    await userCard.getByRole('button', { name: 'Edit details' }).click();
    const editDialog = userPage.getByRole('dialog', { name: 'Edit the plan’s details' });
    await editDialog.getByRole('textbox', { name: 'Ward' }).fill('Msasani');
    await screenshot(userPage, 'maps-03b-user-edit-details');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await userPage.getByText('Details saved').waitFor();
    await editDialog.waitFor({ state: 'detached' });
    // The owner opens a drawing in the app's own viewer (pdf.js; Android shows no PDF inline).
    await userCard.getByRole('button', { name: /^ground-floor\.pdf/ }).click();
    const ownerViewer = userPage.getByRole('dialog', { name: 'ground-floor.pdf' });
    await ownerViewer.getByRole('application', { name: /^ground-floor\.pdf, page 1/ }).waitFor();
    await ownerViewer.getByRole('button', { name: 'Close' }).click();
    await ownerViewer.waitFor({ state: 'detached' });

    // The admin creates the three checkers.
    const { token: adminToken } = await api<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    await createStaff(adminToken, typechecker, 'typechecker');
    await createStaff(adminToken, unitchecker, 'unitchecker');
    await createStaff(adminToken, failedchecker, 'failedchecker');

    // The drawing checker opens the drawing, then passes the plan.
    const typePage = await newPage();
    await logIn(typePage, typechecker.email, typechecker.password);
    await typePage.getByRole('heading', { name: 'Drawing checks' }).waitFor();
    await typePage.getByText('1 waiting').waitFor();
    const typeCard = typePage.getByRole('article', { name: TITLE });
    // The checker sees the ward as the owner corrected it.
    await typeCard.getByText('Msasani, Arusha Mjini, Arusha').waitFor();
    await typeCard.getByRole('button', { name: /^ground-floor\.pdf/ }).click();
    const viewer = typePage.getByRole('dialog', { name: 'ground-floor.pdf' });
    await viewer.getByRole('application', { name: /^ground-floor\.pdf, page 1/ }).waitFor();
    await screenshot(typePage, 'maps-04-typechecker-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await screenshot(typePage, 'maps-05-typechecker-queue');
    await act(typePage, TITLE, 'Pass to dimension check');
    await typePage.getByText(`“${TITLE}” passed to the dimension check`).waitFor();
    await typePage.getByText('No plans waiting').waitFor();

    // The dimension checker flags a problem with a comment.
    const unitPage = await newPage(360);
    await logIn(unitPage, unitchecker.email, unitchecker.password);
    await unitPage.getByRole('heading', { name: 'Dimension checks' }).waitFor();
    await unitPage.getByRole('article', { name: TITLE }).waitFor();
    await screenshot(unitPage, 'maps-06-unitchecker-360');
    await act(unitPage, TITLE, 'Flag a problem', FLAG);
    await unitPage.getByText(`“${TITLE}” flagged for the improvements desk`).waitFor();

    // The improvements desk sees who to contact and accepts the plan.
    const deskPage = await newPage();
    await logIn(deskPage, failedchecker.email, failedchecker.password);
    await deskPage.getByRole('heading', { name: 'Improvements desk' }).waitFor();
    const deskCard = deskPage.getByRole('article', { name: TITLE });
    await deskCard.getByText(`Client: ${owner.name}`).waitFor();
    expect(await deskCard.getByRole('link', { name: `Call ${owner.phone}` }).getAttribute('href')).toBe(
      `tel:${owner.phone}`,
    );
    expect(await deskCard.getByRole('link', { name: `Email ${owner.email}` }).getAttribute('href')).toBe(
      `mailto:${owner.email}`,
    );
    await deskCard.getByText(FLAG, { exact: true }).waitFor();
    await screenshot(deskPage, 'maps-07-failedchecker');
    await act(deskPage, TITLE, 'Accept for BOQ');
    await deskPage.getByText(`“${TITLE}” accepted for the BOQ`).waitFor();

    // The client sees the plan accepted.
    await userPage.context().close();
    for (const width of [1280, 360]) {
      const page = await newPage(width);
      await logIn(page, owner.email, owner.password);
      const card = page.getByRole('article', { name: TITLE });
      await card.getByText('Accepted', { exact: true }).waitFor();
      // Accepted, the card's news is the bill: when to expect it.
      await card.getByText(/expect your bill of quantities within \d+ working days/).waitFor();
      // The dimension checker's comment was for the owner while the plan waited on them: resolved.
      expect(await card.getByText(FLAG, { exact: true }).count()).toBe(0);
      await card.getByRole('button', { name: /History/ }).click();
      await card.getByText('Needs changes → Accepted').waitFor();
      await card.locator('.MuiCollapse-entered').waitFor();
      // The sticky top bar would be drawn mid-page in a full-page shot taken scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `maps-08-user-accepted-${width}`);
      await page.context().close();
    }

    // The admin sees the counts and the plan.
    const adminPage = await newPage();
    await logIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.getByRole('heading', { name: 'House plans' }).waitFor();
    await adminPage.getByRole('table').getByText(TITLE, { exact: true }).waitFor();
    const accepted = adminPage.getByRole('group', { name: 'Accepted' });
    await accepted.getByText('1', { exact: true }).waitFor();
    await screenshot(adminPage, 'maps-09-admin');

    await Promise.all([typePage, unitPage, deskPage, adminPage].map((page) => page.context().close()));
  }, 180_000);
});
