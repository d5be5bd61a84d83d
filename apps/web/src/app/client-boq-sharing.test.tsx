import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  budgetByStage,
  remainingAfter,
  toSharedBoq,
  type BoqShare,
  type BuildingStage,
  type StageTicks,
} from '@kadirio/domain';
import { formatTzs } from '../lib/format';
import { mockApi, type MockRoutes } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';
import { buildMap } from '../testing/maps-factories';
import { createFakeBoq } from '../testing/boq-factories';
import { showUserBoqSet } from '../features/ui/ui.slice';
import { makeStore } from './store';

const SLOW = { timeout: 90_000 };
const FIRST_LOAD = { timeout: 15_000 };
const TOKEN = 't'.repeat(43);
const SHARE_ID = '22222222-2222-4222-8222-222222222222';

/** A client whose one plan has an issued bill, with the BOQ server, an empty thread and no ticks. */
function issuedPlan() {
  storeSession(buildSessionFor('user', { name: 'Neema Mushi' }));
  const boq = createFakeBoq();
  boq.completeAll();
  const issued = boq.issue();
  const plan = buildMap({ _id: boq.map._id, title: boq.map.title, status: 'successful' });
  const store = makeStore();
  store.dispatch(showUserBoqSet(true));
  const routes: MockRoutes = {
    ...boq.routes,
    'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
    'GET /api/maps/:id/thread': { body: { items: [], acceptedRevisions: [] } },
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
  };
  return { boq, issued, plan, store, routes };
}

describe('sharing an issued bill (the share dialog)', SLOW, () => {
  it('makes a link, offers it by WhatsApp with the total, lists it and stops it', async () => {
    const { issued, plan, store, routes } = issuedPlan();
    const shares: BoqShare[] = [];
    const api = mockApi({
      ...routes,
      'GET /api/maps/:id/shares': () => ({ body: { items: shares } }),
      'POST /api/maps/:id/shares': ({ body }) => {
        const share: BoqShare = {
          _id: SHARE_ID,
          mapId: plan._id,
          revision: (body as { revision: number }).revision,
          createdAt: '2026-11-24T10:00:00.000Z',
          revokedAt: null,
        };
        shares.unshift(share);
        return { status: 201, body: { ...share, token: TOKEN } };
      },
      'DELETE /api/maps/:id/shares/:shareId': () => {
        shares[0] = { ...shares[0]!, revokedAt: '2026-11-24T11:00:00.000Z' };
        return { body: shares[0] };
      },
    });
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}` });

    await user.click(await screen.findByRole('button', { name: 'Share' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Share this bill' });
    expect(await within(dialog).findByText('No link yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make a link' }));

    const link = await within(dialog).findByTestId('share-link');
    const url = `${window.location.origin}/shared/${TOKEN}`;
    expect(link).toHaveValue(url);
    expect(api.requestsTo('POST /api/maps/:id/shares')[0]?.body).toEqual({ revision: issued.revision });
    const whatsApp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `Bill of quantities of “${plan.title}”: grand total ${formatTzs(issued.summary.grandTotal, 'en')}. Read it here: ${url}`,
      )}`,
    );
    expect(within(dialog).getByText(/^Revision 1, made/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop this link' }));
    expect(await screen.findByText('The link no longer works')).toBeInTheDocument();
    expect(await within(dialog).findByText('Stopped')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Stop this link' })).not.toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/maps/:id/shares/:shareId')[0]?.params).toMatchObject({
      shareId: SHARE_ID,
    });
  });

  it('says why a link could not be made', async () => {
    const { plan, store, routes } = issuedPlan();
    mockApi({
      ...routes,
      'GET /api/maps/:id/shares': { body: { items: [] } },
      'POST /api/maps/:id/shares': { status: 404, body: { message: 'Revision 1 not found' } },
    });
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}` });
    await user.click(await screen.findByRole('button', { name: 'Share' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Share this bill' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a link' }));
    expect(await screen.findByText(/The link could not be made\. Revision 1 not found/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('share-link')).not.toBeInTheDocument();
  });
});

describe('the bill by building stage (/my-boq/<plan>/stages)', SLOW, () => {
  it('shows each stage with its cost, ticks one done and says what remains to pay', async () => {
    const { issued, plan, store, routes } = issuedPlan();
    let ticks: StageTicks = { items: [] };
    const api = mockApi({
      ...routes,
      'GET /api/maps/:id/stages': () => ({ body: ticks }),
      'PUT /api/maps/:id/stages/:stage': ({ params, body }) => {
        const stage = params.stage as BuildingStage;
        ticks = (body as { done: boolean }).done
          ? { items: [...ticks.items, { stage, doneAt: '2026-11-24T10:00:00.000Z' }] }
          : { items: ticks.items.filter((item) => item.stage !== stage) };
        return { body: ticks };
      },
    });
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}/stages` });

    const stages = budgetByStage(issued);
    const remaining = await screen.findByTestId('stages-remaining', undefined, FIRST_LOAD);
    expect(remaining).toHaveTextContent(`Still to pay: ${formatTzs(issued.summary.grandTotal, 'en')}`);
    const msingi = stages.find((stage) => stage.stage === 'msingi')!;
    const heading = screen.getByRole('heading', { name: 'Msingi (foundation)' });
    expect(heading.parentElement).toHaveTextContent(formatTzs(msingi.total, 'en'));
    // The stages add up to the bill.
    expect(stages.reduce((sum, stage) => sum + stage.total, 0)).toBe(issued.summary.grandTotal);

    await user.click(heading);
    await user.click(await screen.findByRole('checkbox', { name: 'Msingi (foundation) is built' }));
    await waitFor(() =>
      expect(screen.getByTestId('stages-remaining')).toHaveTextContent(
        `Still to pay: ${formatTzs(remainingAfter(stages, new Set(['msingi'])), 'en')}`,
      ),
    );
    expect(screen.getByText(`Built so far: ${formatTzs(msingi.total, 'en')}`)).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/maps/:id/stages/:stage')[0]?.body).toEqual({ done: true });
    expect(await screen.findByRole('checkbox', { name: 'Msingi (foundation) is built' })).toBeChecked();
  });

  it('takes a tick back and says so when the server refuses it', async () => {
    const { issued, plan, store, routes } = issuedPlan();
    mockApi({
      ...routes,
      'GET /api/maps/:id/stages': { body: { items: [] } },
      'PUT /api/maps/:id/stages/:stage': { status: 409, body: { message: 'No bill has been issued yet' } },
    });
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}/stages` });
    await user.click(await screen.findByRole('heading', { name: 'Paa (roof)' }, FIRST_LOAD));
    await user.click(await screen.findByRole('checkbox', { name: 'Paa (roof) is built' }));
    expect(
      await screen.findByText(/The stage could not be saved\. No bill has been issued yet/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Paa (roof) is built' })).not.toBeChecked(),
    );
    expect(screen.getByTestId('stages-remaining')).toHaveTextContent(
      formatTzs(issued.summary.grandTotal, 'en'),
    );
  });
});

describe('a shared bill, read signed out (/shared/<token>)', SLOW, () => {
  it('shows the bill and its stages read-only, signed out, asking for nothing but the shared bill', async () => {
    const boq = createFakeBoq();
    boq.completeAll();
    const issued = boq.issue();
    const shared = toSharedBoq(issued);
    const api = mockApi({
      'GET /api/shared/:token': ({ params }) =>
        params.token === TOKEN ? { body: shared } : { status: 404, body: { message: 'revoked' } },
    });
    const { user } = renderApp({ route: `/shared/${TOKEN}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: shared.map.title }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByText([shared.map.ward, shared.map.district, shared.map.region].join(', ')),
    ).toBeInTheDocument();
    expect(screen.getByText(/A read-only copy shared by the owner of this plan/)).toBeInTheDocument();
    // The grand total first, as on the owner's bill.
    expect(screen.getByTestId('bill-grand-total')).toHaveTextContent(
      formatTzs(issued.summary.grandTotal, 'en'),
    );
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a bill of quantities for your own house' })).toHaveAttribute(
      'href',
      '/register',
    );
    // No request carries a sign-in, and the page asks for nothing but the shared bill.
    expect(api.requests.every((request) => request.headers.get('authorization') === null)).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Stages' }));
    expect(await screen.findByTestId('stages-remaining')).toHaveTextContent(
      formatTzs(issued.summary.grandTotal, 'en'),
    );
    await user.click(screen.getByRole('heading', { name: 'Msingi (foundation)' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(new Set(api.requests.map((request) => request.path))).toEqual(new Set([`/api/shared/${TOKEN}`]));
  });

  it('says a stopped or broken link does not work', async () => {
    mockApi({ 'GET /api/shared/:token': { status: 404, body: { message: 'revoked' } } });
    renderApp({ route: `/shared/${'x'.repeat(43)}` });
    expect(await screen.findByText(/This link does not work/, undefined, FIRST_LOAD)).toBeInTheDocument();
  });
});
