import type { Browser, Page } from 'playwright-core';
import { checkAndIssue, expectNoElementScrollsSideways } from './support/client-journey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
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

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.baseUrl });
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A text field by its label, with or without the required-field asterisk. */
function field(scope: ReturnType<Page['getByRole']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\*)?$`) });
}

/** The same screen at desktop width and on a 360 px phone, for a person to look at. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

const client = {
  name: 'Neema Mushi',
  email: 'neema@example.com',
  phone: '0754 111 222',
  password: 'a-long-client-password',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

const PRICE_LIST_CSV = [
  'material,price,quotedAt',
  'cement-50kg,"16,900",2026-01-05',
  'steel-y12,29500,',
  'sand-trip-18t,abc,',
].join('\n');

describe('suppliers, group offers and orders', () => {
  it('admin registers a supplier with prices and its lipa namba and opens an offer; a client sees the cheapest supplier, orders, is told how to pay, and sees the order confirmed', async () => {
    // The client registers (the API is the quickest way; the UI journey is in accounts.e2e).
    await api('/api/users/', { method: 'POST', body: client });

    // --- Admin: a registered supplier with a price list imported from CSV.
    const admin = await newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('link', { name: 'Suppliers' }).click();
    await admin.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await admin.getByText('No suppliers').waitFor();
    await admin.getByRole('button', { name: 'Add supplier' }).first().click();
    const form = admin.getByRole('dialog', { name: 'Add a supplier' });
    await field(form, 'Name').fill('Mwenge Hardware');
    await field(form, 'Region').fill('Dar es Salaam');
    await field(form, 'District').fill('Kinondoni');
    await field(form, 'Ward').fill('Mwenge');
    await field(form, 'Phone').fill('0712 345 678');
    await field(form, 'Services').fill('Delivery within Dar, credit for builders');
    await form.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Registered', exact: true }).click();
    // How buyers pay it: its M-Pesa till (lipa namba) and a note.
    await form.getByRole('combobox', { name: 'Mobile-money network' }).click();
    await admin.getByRole('option', { name: 'M-Pesa', exact: true }).click();
    await field(form, 'Till number (lipa namba)').fill('556 677');
    await field(form, 'Note on paying').fill('Pay before we load the lorry');
    await form.getByRole('button', { name: 'Add supplier' }).click();
    await admin.getByText('Supplier Mwenge Hardware added').waitFor();
    const row = admin.getByRole('row', { name: /Mwenge Hardware/ });
    await row.getByText('0712 345 678').waitFor();

    await admin.getByRole('button', { name: 'Price list of Mwenge Hardware' }).click();
    const prices = admin.getByRole('dialog', { name: /Price list of Mwenge Hardware/ });
    await prices.getByText('No prices yet').waitFor();
    await prices.getByRole('button', { name: 'Import from CSV' }).click();
    await prices.getByLabel('Or paste the CSV here').fill(PRICE_LIST_CSV);
    await prices.getByText('2 rows ready, 1 with errors').waitFor();
    await prices.getByText('The price “abc” is not a whole number of shillings.').waitFor();
    await screenshotBoth(admin, 'supply-csv-preview');
    await prices.getByRole('button', { name: 'Save 2 prices' }).click();
    await admin.getByText('Price list of Mwenge Hardware saved (2 prices)').waitFor();
    await prices.getByRole('cell', { name: 'steel-y12', exact: true }).waitFor();
    await prices.getByRole('button', { name: 'Close' }).click();
    await prices.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Price list of Mwenge Hardware' }).getByText('2').waitFor();
    await screenshotBoth(admin, 'supply-suppliers');

    // --- Admin: a group offer of cement.
    await admin.goto('/offers');
    await admin.getByRole('button', { name: 'New offer' }).first().click();
    const offer = admin.getByRole('dialog', { name: 'Publish a group offer' });
    await field(offer, 'Offer').fill('Dangote cement 42.5, 50 kg bag');
    await field(offer, 'Material key').fill('cement-50kg');
    await field(offer, 'Unit').fill('bag');
    await field(offer, 'Price per unit (TZS)').fill('16500');
    await field(offer, 'Units available').fill('200');
    await offer.getByLabel(/^Pay before/).fill('2027-01-31');
    await field(offer, 'Delivery').fill('5–10 February, Dar es Salaam');
    await field(offer, 'Transport per unit (TZS)').fill('500');
    await offer.getByRole('combobox', { name: 'Supplier' }).click();
    await admin.getByRole('option', { name: 'Mwenge Hardware', exact: true }).click();
    await offer.getByRole('button', { name: 'Publish offer' }).click();
    await admin.getByText('Offer Dangote cement 42.5, 50 kg bag published').waitFor();
    await admin
      .getByRole('row', { name: /Dangote cement/ })
      .getByText('Open')
      .waitFor();
    await screenshotBoth(admin, 'supply-admin-offers');

    // --- Client: the offer on the home screen, the cheapest supplier in the shopping list.
    const user = await newPage();
    await logIn(user, client.email, client.password);
    await user.getByRole('heading', { name: 'Group offers' }).waitFor();
    const card = user
      .getByRole('region', { name: 'Group offers' })
      .getByRole('article', { name: 'Dangote cement 42.5, 50 kg bag' });
    await card.getByText('200 of 200 bags left').waitFor();
    await screenshotBoth(user, 'supply-offers-home');

    await user.getByRole('link', { name: 'Estimate and supplier prices' }).click();
    // The estimate shows its total and stages first; the lines, with the suppliers' prices, on demand.
    await user.getByRole('button', { name: /^Show the lines \(\d+ materials\)$/ }).click();
    const cement = user.getByTestId('supplier-price-cement-50kg');
    await cement.waitFor({ timeout: 15_000 });
    expect(await cement.innerText()).toContain('Mwenge Hardware');
    expect(await cement.innerText()).toContain('16,900');
    await user.getByRole('article', { name: 'Mwenge Hardware' }).waitFor();
    await screenshot(user, 'supply-shopping-list-desktop');

    // --- Client: orders 12 bags; the total is shown before confirming.
    await user.goto('/');
    await user.getByRole('button', { name: 'Order Dangote cement 42.5, 50 kg bag' }).click();
    const dialog = user.getByRole('dialog', { name: 'Order Dangote cement 42.5, 50 kg bag' });
    expect(await dialog.getByLabel('Phone number').inputValue()).toBe(client.phone);
    await dialog.getByLabel(/Quantity/).fill('12');
    const totals = dialog.getByLabel('Order total');
    await totals.getByText('TZS 204,000').waitFor();
    await screenshotBoth(user, 'supply-order-dialog');
    await dialog.getByRole('button', { name: 'Place order · TZS 204,000' }).click();
    await dialog.getByText('Order placed: TZS 204,000').waitFor();
    // How to pay, from the supplier's profile: its lipa namba, the amount, a WhatsApp with the order.
    const pay = dialog.getByRole('region', { name: 'How to pay' });
    await pay.getByText('M-Pesa lipa namba').waitFor();
    await pay.getByText('556 677', { exact: true }).waitFor();
    await pay.getByText('Pay Mwenge Hardware').waitFor();
    expect(await pay.innerText()).toContain('TZS 204,000');
    const whatsApp = new URL((await pay.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
    expect(whatsApp.pathname).toBe('/255712345678');
    expect(whatsApp.searchParams.get('text')).toBe(
      [
        'Hello Mwenge Hardware, I ordered through Kadirio:',
        'Dangote cement 42.5, 50 kg bag: 12 bags × TZS 16,500 = TZS 198,000',
        'Transport: TZS 6,000',
        'Total: TZS 204,000.',
        'Please confirm the order, and I will pay.',
      ].join('\n'),
    );
    await user.setViewportSize({ width: 360, height: 740 });
    await screenshot(user, 'supply-how-to-pay-phone');
    await user.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = user
      .getByRole('region', { name: 'My orders' })
      .getByRole('article', { name: 'Dangote cement 42.5, 50 kg bag' });
    await mine.getByText('Placed', { exact: true }).waitFor();
    await mine.getByRole('region', { name: 'How to pay' }).getByText('556 677', { exact: true }).waitFor();
    await card.getByText('188 of 200 bags left').waitFor();

    // --- Admin confirms it.
    await admin.goto('/orders');
    const order = admin.getByRole('row', { name: /Neema Mushi/ });
    await order.getByText('Placed').waitFor();
    await order.getByRole('button', { name: 'Confirm the order of Neema Mushi' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirm this order?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Order of Neema Mushi: Confirmed').waitFor();
    await order.getByText('Confirmed').waitFor();
    await screenshotBoth(admin, 'supply-admin-orders');

    // --- The client sees it confirmed.
    await user.goto('/orders');
    const confirmed = user.getByRole('article', { name: 'Dangote cement 42.5, 50 kg bag' });
    await confirmed.getByText('Confirmed', { exact: true }).waitFor();
    await confirmed.getByText('Total TZS 204,000').waitFor();
    expect(await confirmed.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
    await screenshotBoth(user, 'supply-my-orders');
  }, 180_000);

  it('the client ticks what is bought on the shopping list, grouped by building stage, on a Swahili phone', async () => {
    const owner = {
      name: 'Baraka Mollel',
      email: `baraka-${Date.now().toString(36)}@example.com`,
      phone: '0713 444 555',
      password: 'nyumba-ya-baraka-2026',
      // A Swahili reader: the account's language is the one the screens open in.
      language: 'sw',
    };
    await api('/api/users/', { method: 'POST', body: owner });
    const login = (who: { email: string; password: string }) =>
      api<{ token: string }>('/api/users/login', { method: 'POST', body: who });
    const [adminToken, ownerToken] = await Promise.all([login(ADMIN), login(owner)]).then((all) =>
      all.map((each) => each.token),
    );
    const map = await api<{ _id: string }>('/api/maps/', {
      method: 'POST',
      token: ownerToken,
      body: {
        title: 'Nyumba ya Baraka, Arusha',
        region: 'Arusha',
        district: 'Arusha Mjini',
        ward: 'Njiro',
        startConstruction: '2027-03-01',
        desc: 'Vyumba vitatu.',
        plinthArea: 108,
      },
    });
    const drawing = new FormData();
    drawing.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'plan.pdf');
    await api(`/api/maps/${map._id}/drawings`, { method: 'POST', token: ownerToken, form: drawing });
    await checkAndIssue(api, adminToken!, map._id, 'Haihusiki');
    const [revision] = (
      await api<{ items: { revision: number }[] }>(`/api/maps/${map._id}/boq/issues`, { token: ownerToken })
    ).items;
    const issued = await api<{ shoppingList: { items: { material: string }[] } }>(
      `/api/maps/${map._id}/boq/issues/${revision!.revision}`,
      { token: ownerToken },
    );
    const count = issued.shoppingList.items.length;

    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
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
    await page.goto(`/my-boq/${map._id}/shopping`);
    const list = page.getByRole('region', { name: 'Orodha ya manunuzi' });
    await list.getByText(`Vimenunuliwa 0 kati ya ${count}`).waitFor();

    // The first stage is open: tick two of its materials bought.
    const msingi = list.getByRole('list', { name: 'Msingi' });
    await msingi.getByRole('checkbox').nth(0).check();
    await list.getByText(`Vimenunuliwa 1 kati ya ${count}`).waitFor();
    await msingi.getByRole('checkbox').nth(1).check();
    await list.getByText(`Vimenunuliwa 2 kati ya ${count}`).waitFor();
    await expectNoElementScrollsSideways(page);
    // One phone screen at a time, for a person to look at: the ticks, then the folded stages.
    await list
      .getByRole('heading', { name: 'Orodha ya manunuzi' })
      .evaluate((heading) => heading.scrollIntoView());
    await screenshot(page, 'supply-shopping-by-stage-sw-phone', { fullPage: false });
    await list
      .getByRole('button', { name: /^Boma/ })
      .evaluate((fold) => fold.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'supply-shopping-folded-sw-phone', { fullPage: false });

    // Kept on the server: a reload shows the same ticks; a search finds a material by its Swahili name.
    await page.reload();
    await list.getByText(`Vimenunuliwa 2 kati ya ${count}`).waitFor();
    await list.getByRole('searchbox', { name: /Tafuta kifaa/ }).fill('saruji');
    await list
      .getByRole('checkbox', { name: /Saruji/i })
      .first()
      .waitFor();
    await expectNoElementScrollsSideways(page);
    // The folds open as the search finds their materials; their opening is over before the picture.
    await list.getByRole('button', { name: /^Boma/ }).and(list.locator('[aria-expanded="true"]')).waitFor();
    await page.waitForTimeout(400);
    await list.getByRole('searchbox').evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'supply-shopping-search-sw-phone', { fullPage: false });
    const ticks = await api<{ items: unknown[] }>(`/api/maps/${map._id}/shopping-list/bought`, {
      token: ownerToken,
    });
    expect(ticks.items).toHaveLength(2);
    await context.close();
  }, 180_000);
});
