import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasQuantities } from '@kadirio/domain';
import { formatDateTime } from '../lib/format';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';
import { buildMap } from '../testing/maps-factories';
import { createFakeBoq } from '../testing/boq-factories';
import { showUserBoqSet } from '../features/ui/ui.slice';
import { makeStore } from './store';

const SLOW = { timeout: 90_000 };
const FIRST_LOAD = { timeout: 15_000 };

/** A client whose one plan passed its checks, with the BOQ server behind it. */
function setUp() {
  storeSession(buildSessionFor('user', { name: 'Neema Mushi' }));
  const boq = createFakeBoq();
  const plan = buildMap({ _id: boq.map._id, title: boq.map.title, status: 'successful' });
  const store = makeStore();
  store.dispatch(showUserBoqSet(true));
  return { boq, plan, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the client's BOQ (/my-boq)", SLOW, () => {
  it('shows a later revision with the reason and what changed since the one before', async () => {
    const { boq, plan, store } = setUp();
    boq.fill('strip', 'STR-CEMENT', 10);
    boq.completeAll();
    boq.issue();
    boq.reopen('strip');
    boq.fill('strip', 'STR-CEMENT', 14);
    boq.completeAll();
    boq.issue('The strip footing was lengthened');
    mockApi({ ...boq.routes, 'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } } });
    renderApp({ store, route: '/my-boq' });

    const changes = await screen.findByRole('region', { name: 'Changes since revision 1' }, FIRST_LOAD);
    expect(within(changes).getByText('Why: The strip footing was lengthened')).toBeInTheDocument();
    expect(within(changes).getByText('10 → 14')).toBeInTheDocument();
    expect(
      within(changes).getByText(/Grand total TZS [\d,]+ → TZS [\d,]+ \(\+TZS [\d,]+\)/),
    ).toBeInTheDocument();
    expect(within(changes).getByText(/^Substructure: \+TZS/)).toBeInTheDocument();
  });

  it('says so when no trade of the bill has measured work, instead of an empty trade picker', async () => {
    const { boq, plan, store } = setUp();
    boq.completeAll();
    const issued = boq.issue();
    const nothingMeasured = {
      ...issued,
      sheets: issued.sheets.map((sheet) => ({ ...sheet, status: 'notApplicable', lines: [] })),
    };
    mockApi({
      ...boq.routes,
      'GET /api/maps/:id/boq/issues/:revision': { body: nothingMeasured },
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
    });
    renderApp({ store, route: `/my-boq/${plan._id}/trades` });

    expect(
      await screen.findByText(
        'No trade of this bill has measured work: every sheet was marked not applicable.',
        undefined,
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trade' })).not.toBeInTheDocument();
  });

  it('shows the questions to the surveyor under the bill only once the bill is there (nothing moves)', async () => {
    const { boq, plan, store } = setUp();
    boq.completeAll();
    boq.issue();
    let sendBill: () => void = () => undefined;
    const billSent = new Promise<void>((resolve) => (sendBill = resolve));
    let billAsked = false;
    const revisionRoute = boq.routes['GET /api/maps/:id/boq/issues/:revision'];
    if (typeof revisionRoute !== 'function') throw new Error('the fake BOQ answers revisions');
    mockApi({
      ...boq.routes,
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
      'GET /api/maps/:id/thread': { body: { items: [], acceptedRevisions: [] } },
      'GET /api/maps/:id/boq/issues/:revision': async (request) => {
        billAsked = true;
        await billSent;
        return revisionRoute(request);
      },
    });
    renderApp({ store, route: `/my-boq/${plan._id}` });

    await waitFor(() => expect(billAsked).toBe(true), FIRST_LOAD);
    // The thread answers at once: were it shown before the bill, it would be here within the second.
    await expect(
      screen.findByRole('heading', { name: 'Questions to the quantity surveyor' }, { timeout: 1000 }),
    ).rejects.toThrow();
    sendBill();
    expect(await screen.findByText(/Revision 1, issued/, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Questions to the quantity surveyor' }),
    ).toBeInTheDocument();
  });

  it('says in a plain sentence that the BOQ is being prepared before it is issued', async () => {
    const { boq, plan, store } = setUp();
    mockApi({ ...boq.routes, 'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } } });
    renderApp({ store, route: '/my-boq' });

    expect(
      await screen.findByText(/expect your bill of quantities within 5 working days/, undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('shows the issued revision as a summary, trade by trade and as a shopping list, and downloads it', async () => {
    const { boq, plan, store } = setUp();
    boq.completeAll();
    const routes = { ...boq.routes };
    const issued = boq.issue();
    expect(issued).toMatchObject({ revision: 1 });
    // Before the revision route, which would take `1.pdf` for a revision number.
    const api = mockApi({
      'GET /api/maps/:id/boq/issues/:revision.pdf': { body: 'pdf' },
      'GET /api/maps/:id/boq/issues/:revision/shopping-list.xlsx': { body: 'xlsx' },
      ...routes,
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
      // The issued shopping list priced by suppliers: nobody has priced these materials yet.
      'POST /api/providers/shopping-list': ({ body }) => {
        const { items } = body as { items: { material: string; quantity: number }[] };
        return {
          body: {
            region: null,
            items: items.map((item) => ({ ...item, cheapest: null, amount: null, supplierCount: 0 })),
            baskets: [],
            pricedTotal: 0,
            unpriced: items.map((item) => item.material),
          },
        };
      },
    });
    const createObjectURL = vi.fn(() => 'blob:boq');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp({ store, route: '/my-boq' });

    expect(await screen.findByText(/Revision 1, issued/, undefined, FIRST_LOAD)).toBeInTheDocument();
    const grandTotal = boq.response().summary.grandTotal.toLocaleString('en');
    expect(screen.getByTestId('bill-grand-total')).toHaveTextContent(`TZS ${grandTotal}`);
    expect(screen.getByRole('figure', { name: 'Share of each section' })).toBeInTheDocument();
    // As on the printed bill, a trade this house does not have is not listed at TZS 0.
    const absent = issued.sheets.find((each) => !hasQuantities(each));
    expect(absent?.status).toBe('notApplicable');
    expect(screen.getByRole('link', { name: 'Septic tank' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: absent!.nameEn })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Trade by trade' }));
    const tradePicker = await screen.findByRole('combobox', { name: 'Trade' }, FIRST_LOAD);
    expect(within(tradePicker).queryByRole('option', { name: absent!.nameEn })).not.toBeInTheDocument();
    await user.selectOptions(tradePicker, 'Septic tank');
    expect(await screen.findByText('SEP-EXCAVATION')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Quantity of/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Shopping list' }));
    expect(await screen.findByRole('heading', { name: 'Shopping list' }, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('POST /api/providers/shopping-list')).toHaveLength(1));
    const [priceCheck] = api.requestsTo('POST /api/providers/shopping-list');
    expect((priceCheck?.body as { items: unknown[] }).items).toHaveLength(issued.shoppingList.items.length);

    // The three files are one menu's items.
    expect(screen.queryByRole('menuitem', { name: 'Download PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const download = api.requests.find((request) => request.path.endsWith('/boq/issues/1.pdf'));
    expect(download?.headers.get('authorization')).toMatch(/^Bearer /);
    // The bill in the reader's language.
    expect(download?.query.get('lang')).toBe('en');

    // Another language picked for the documents: the shopping list comes in Swahili.
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    await user.click(screen.getByRole('menuitem', { name: 'Shopping list (Excel)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const shopping = api.requests.find((request) => request.path.endsWith('/shopping-list.xlsx'));
    expect(shopping?.query.get('lang')).toBe('sw');
  });

  it('lists the issued revisions newest first and opens an earlier one, whose downloads follow it', async () => {
    const { boq, plan, store } = setUp();
    boq.completeAll();
    const first = boq.issue();
    boq.setPercentages(10, 18);
    const second = boq.issue('Contingency raised to 10 %');
    const api = mockApi({
      'GET /api/maps/:id/boq/issues/:revision.pdf': { body: 'pdf' },
      ...boq.routes,
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
    });
    const createObjectURL = vi.fn(() => 'blob:boq');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp({ store, route: '/my-boq' });

    const picker = await screen.findByRole('combobox', { name: 'Issued revision' }, FIRST_LOAD);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      `Revision 2, ${formatDateTime(second.issuedAt, 'en')} (latest)`,
      `Revision 1, ${formatDateTime(first.issuedAt, 'en')}`,
    ]);
    expect(second.issuedAt > first.issuedAt).toBe(true);
    expect(await screen.findByText(/Revision 2, issued/)).toBeInTheDocument();
    expect(screen.getByText('Contingency (10 %)')).toBeInTheDocument();
    const grand = (revision: typeof first) => `TZS ${revision.summary.grandTotal.toLocaleString('en')}`;
    expect(screen.getByTestId('bill-grand-total')).toHaveTextContent(grand(second));

    await user.selectOptions(picker, '1');
    expect(await screen.findByText(/Revision 1, issued/)).toBeInTheDocument();
    expect(screen.getByText('Contingency (5 %)')).toBeInTheDocument();
    expect(screen.getByTestId('bill-grand-total')).toHaveTextContent(grand(first));

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(
      api.requests.filter((request) => request.path.endsWith('.pdf')).map((request) => request.path),
    ).toEqual([`/api/maps/${plan._id}/boq/issues/1.pdf`]);
  });

  it('puts the ready BOQ with its total at the top of the dashboard, opening it at its own address', async () => {
    const { boq, plan } = setUp();
    boq.completeAll();
    boq.issue();
    const notice = {
      _id: crypto.randomUUID(),
      mapId: plan._id,
      kind: 'boqIssued',
      revision: 1,
      message: 'Your BOQ revision 1 was issued',
      createdAt: '2026-01-11T10:00:00.000Z',
      readAt: null,
    };
    const api = mockApi({
      ...boq.routes,
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
      'GET /api/maps/:id/notifications': { body: { items: [notice], unread: 1 } },
      'POST /api/maps/:id/notifications/read': {
        body: { items: [{ ...notice, readAt: '2026-01-11T11:00:00.000Z' }], unread: 0 },
      },
    });
    const { user, router } = renderApp();

    // At the top of home, above the plans and the group offers: the total and a way in.
    const ready = await screen.findByTestId('boq-ready', undefined, FIRST_LOAD);
    expect(await within(ready).findByText(/^BOQ ready — TZS [\d.,]+( M)?$/)).toBeInTheDocument();
    expect(within(ready).getByText(plan.title)).toBeInTheDocument();
    await user.click(within(ready).getByRole('link', { name: 'View BOQ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-boq/${plan._id}`));
    await waitFor(() => expect(api.requestsTo('POST /api/maps/:id/notifications/read')).toHaveLength(1));
  });

  it('tells the owner of a plan still in its checks that the BOQ comes after them', async () => {
    const { boq, plan, store } = setUp();
    const api = mockApi({
      ...boq.routes,
      'GET /api/maps/': { body: { items: [{ ...plan, status: 'unitcheck' }], total: 1, page: 1, limit: 50 } },
    });
    renderApp({ store, route: '/my-boq' });
    expect(await screen.findByText(/still being checked/, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/expect your bill of quantities/)).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/maps/:id/boq/issues')).toHaveLength(0);
  });
});
