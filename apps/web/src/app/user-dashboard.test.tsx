import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { buildMap } from '../testing/maps-factories';
import { renderApp } from '../testing/render';
import { writeEstimateDraft } from '../features/estimates/estimate-draft';
import { DEFAULT_HOUSE_VALUES } from '../lib/house-form';

/** A request that is still on its way when the test looks. */
const pending = () => new Promise<never>(() => {});
const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };

/**
 * The client's home is laid out once, not pushed down piece by piece: a layout shift counts against
 * the Lighthouse budget (docs/performance.md).
 */
describe("the client's home while its data arrives", () => {
  it('shows only a spinner until the plan lists have arrived, not a title the plans would push down', async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi({
      'GET /api/maps/': pending,
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
    });
    renderApp();

    // The dashboard is on screen once it has asked for the plans: both lists, at once.
    await waitFor(() => expect(api.requestsTo('GET /api/maps/')).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My house plans' })).not.toBeInTheDocument();
  });

  it('lays itself out once the plan lists fail, and does not ask for them again and again', async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi({
      'GET /api/maps/': { status: 503, body: { message: 'Service unavailable' } },
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
    });
    renderApp();

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Each list once, and once more when the cards below subscribe to the failed list: no loop.
    expect(api.requestsTo('GET /api/maps/').length).toBeLessThanOrEqual(4);
  });

  it("holds a checked plan's bill line in place while its revisions load", async () => {
    storeSession(buildSessionFor('user'));
    const plan = buildMap({ title: 'Nyumba ya Moshi', status: 'successful' });
    mockApi({
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 10 } },
      'GET /api/maps/:id/boq/issues': pending,
      'GET /api/maps/:id/notifications': { body: { items: [], unread: 0 } },
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
    });
    renderApp();

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    // One at the top of home, one on the plan's card.
    expect(await screen.findAllByTestId('plan-bill-loading')).toHaveLength(2);
  });
});

describe("the estimate kept before registering, on the client's home", () => {
  const home = () => {
    storeSession(buildSessionFor('user'));
    mockApi({
      'GET /api/maps/': empty,
      'GET /api/purchases/': empty,
      'GET /api/orders/': empty,
    });
    renderApp();
  };

  it('offers to save it to the account when the visitor asked to keep it', async () => {
    writeEstimateDraft({ values: { ...DEFAULT_HOUSE_VALUES, length: '15' }, pending: true });
    home();
    expect(await screen.findByTestId('pending-estimate-offer')).toHaveTextContent('15');
  });

  it('offers nothing when there is no such estimate, or it was already settled', async () => {
    writeEstimateDraft({ values: DEFAULT_HOUSE_VALUES, pending: false });
    home();
    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-estimate-offer')).not.toBeInTheDocument();
  });
});
