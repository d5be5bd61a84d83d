import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MapNotification, MapNotificationList, PlanMessage } from '@kadirio/domain';
import i18n from '../lib/i18n';
import { mockApi, type MockRoutes } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { buildMap, buildMapPage } from '../testing/maps-factories';
import { renderApp } from '../testing/render';

const SLOW = { timeout: 60_000 };

function notice(overrides: Partial<MapNotification>): MapNotification {
  return {
    _id: crypto.randomUUID(),
    mapId: crypto.randomUUID(),
    kind: 'planMoved',
    revision: null,
    status: null,
    message: 'English words the web does not show',
    createdAt: '2026-11-24T09:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

function message(overrides: Partial<PlanMessage>): PlanMessage {
  return {
    _id: crypto.randomUUID(),
    mapId: crypto.randomUUID(),
    kind: 'answer',
    authorRole: 'surveyor',
    authorName: 'Asha Mwinyi',
    revision: 1,
    body: 'Clay tiles cost more than iron sheets.',
    createdAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

/** A client with two plans: one moved on to the dimension check, one that needs them. */
function twoPlans() {
  storeSession(buildSessionFor('user'));
  const moved = buildMap({ title: 'Nyumba ya Kibaha', status: 'unitcheck' });
  const flagged = buildMap({ title: 'Nyumba ya Moshi', status: 'failedcheck' });
  const lists = new Map<string, MapNotificationList>([
    [
      moved._id,
      {
        items: [
          notice({ mapId: moved._id, status: 'unitcheck', createdAt: '2026-11-24T10:00:00.000Z' }),
          notice({ mapId: moved._id, status: 'typecheck', readAt: '2026-11-23T10:00:00.000Z' }),
        ],
        unread: 1,
      },
    ],
    [
      flagged._id,
      { items: [notice({ mapId: flagged._id, kind: 'commentForClient', status: 'failedcheck' })], unread: 1 },
    ],
  ]);
  const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };
  const routes: MockRoutes = {
    'GET /api/maps/': { body: buildMapPage([moved, flagged]) },
    'GET /api/purchases/': empty,
    'GET /api/orders/': empty,
    'GET /api/maps/:id/notifications': ({ params }) => ({ body: lists.get(params.id!) }),
    'POST /api/maps/:id/notifications/read': ({ params }) => {
      const list = lists.get(params.id!)!;
      const read = {
        items: list.items.map((item) => ({ ...item, readAt: '2026-11-24T12:00:00.000Z' })),
        unread: 0,
      };
      lists.set(params.id!, read);
      return { body: read };
    },
  };
  return { moved, flagged, routes };
}

describe("plan news on the client's home", SLOW, () => {
  it('says in plain words where each plan moved and which needs the client, until seen', async () => {
    const { moved, routes } = twoPlans();
    const api = mockApi(routes);
    const { user } = renderApp();

    // The file's first render loads the app's lazy screens: slow on a loaded machine.
    await waitFor(() => expect(screen.getAllByTestId('plan-news')).toHaveLength(2), { timeout: 15_000 });
    const [first, second] = screen.getAllByTestId('plan-news');
    expect(first).toHaveTextContent('Your plan “Nyumba ya Kibaha” is now at: Dimension check.');
    expect(second).toHaveTextContent(
      'Your plan “Nyumba ya Moshi” needs you: Needs changes. The checker’s comment is on the plan below.',
    );
    // The notice read before is not told again; the server's English sentence is not shown.
    expect(screen.queryByText(/Drawing check\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/English words/)).not.toBeInTheDocument();
    // Above the plans.
    const heading = screen.getByRole('heading', { name: 'My house plans' });
    expect(first!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(first!).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-news')).toHaveLength(1));
    expect(
      api.requestsTo('POST /api/maps/:id/notifications/read').map((request) => request.params.id),
    ).toEqual([moved._id]);
    expect(screen.getByTestId('plan-news')).toHaveTextContent('Nyumba ya Moshi');
  });

  it('tells a surveyor’s answer with a link to the answer itself, in Swahili', async () => {
    storeSession(buildSessionFor('user'));
    const answerId = crypto.randomUUID();
    const plan = buildMap({ title: 'Nyumba ya Tanga', status: 'successful' });
    const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };
    mockApi({
      'GET /api/maps/': { body: buildMapPage([plan]) },
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
      'GET /api/maps/:id/boq/issues': { body: { items: [] } },
      // The answer the notice tells of was written with it; a later one is not it.
      'GET /api/maps/:id/thread': {
        body: {
          items: [
            message({ _id: answerId, createdAt: '2026-11-24T09:00:00.000Z' }),
            message({ createdAt: '2026-11-24T11:00:00.000Z' }),
          ],
          acceptedRevisions: [],
        },
      },
      'GET /api/maps/:id/notifications': {
        body: {
          items: [
            notice({ mapId: plan._id, kind: 'surveyorAnswered', revision: 1 }),
            notice({ mapId: plan._id, kind: 'planMoved', status: 'successful' }),
          ],
          unread: 2,
        },
      },
    });
    await i18n.changeLanguage('sw');
    renderApp();
    const news = await screen.findByTestId('plan-news');
    expect(news).toHaveTextContent('Mkadiriaji amejibu swali lako kuhusu “Nyumba ya Tanga”.');
    expect(news).toHaveTextContent('na taarifa 1 ya awali');
    // The link points at the answer once the thread has arrived; before that, at the bill.
    const link = await within(news).findByRole('link', { name: 'Lisome' });
    await waitFor(() => expect(link).toHaveAttribute('href', `/my-boq/${plan._id}#message-${answerId}`), {
      timeout: 10_000,
    });
  });

  it('tells a new revision as its own notice, with the total before and after and why', async () => {
    storeSession(buildSessionFor('user'));
    const plan = buildMap({ title: 'Nyumba ya Tanga', status: 'successful' });
    const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };
    const issuedBy = { _id: crypto.randomUUID(), name: 'Asha Mwinyi' };
    const api = mockApi({
      'GET /api/maps/': { body: buildMapPage([plan]) },
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
      'GET /api/maps/:id/boq/issues': {
        body: {
          items: [
            {
              revision: 2,
              issuedAt: '2026-11-24T09:00:00.000Z',
              issuedBy,
              grandTotal: 71_300_000,
              reason: 'Clay tiles',
            },
            {
              revision: 1,
              issuedAt: '2026-11-20T09:00:00.000Z',
              issuedBy,
              grandTotal: 71_100_000,
              reason: null,
            },
          ],
        },
      },
      'GET /api/maps/:id/notifications': {
        body: {
          items: [
            notice({ mapId: plan._id, kind: 'surveyorAnswered', revision: 1 }),
            notice({ mapId: plan._id, kind: 'boqIssued', revision: 2 }),
            notice({ mapId: plan._id, kind: 'boqIssued', revision: 1, readAt: '2026-11-21T09:00:00.000Z' }),
          ],
          unread: 2,
        },
      },
      'POST /api/maps/:id/notifications/read': { body: { items: [], unread: 0 } },
    });
    await i18n.changeLanguage('sw');
    const { user } = renderApp();

    const revised = await screen.findByTestId('revision-news');
    expect(revised).toHaveTextContent(
      'Toleo la 2 la BOQ ya “Nyumba ya Tanga” limetolewa: jumla kuu TZS 71,100,000 → TZS 71,300,000 (+TZS 200,000).',
    );
    expect(revised).toHaveTextContent('Kwa nini: Clay tiles');
    expect(within(revised).getByRole('link', { name: 'Ona mabadiliko' })).toHaveAttribute(
      'href',
      `/my-boq/${plan._id}`,
    );
    // The answer is its own line beside it.
    expect(screen.getByTestId('plan-news')).toHaveTextContent('Mkadiriaji amejibu');
    await user.click(within(revised).getByRole('button', { name: 'Nimeona' }));
    await waitFor(() => expect(api.requestsTo('POST /api/maps/:id/notifications/read')).toHaveLength(1));
  });

  it('shows nothing when there is no news', async () => {
    storeSession(buildSessionFor('user'));
    const plan = buildMap({ status: 'typecheck' });
    const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };
    const api = mockApi({
      'GET /api/maps/': { body: buildMapPage([plan]) },
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
      'GET /api/maps/:id/notifications': { body: { items: [], unread: 0 } },
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/maps/:id/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('plan-news')).not.toBeInTheDocument();
  });
});
