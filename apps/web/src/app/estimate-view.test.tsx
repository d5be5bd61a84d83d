import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceHouse, SavedHouseSchema, type SaveEstimateBody, type SavedEstimate } from '@kadirio/domain';
import { ESTIMATE_DRAFT_KEY, readEstimateDraft } from '../features/estimates/estimate-draft';
import { mockApi, type MockRoutes } from '../testing/mock-api';
import { buildCataloguePage, buildSeedCatalogue, buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';

const SLOW = { timeout: 60_000 };
const seed = buildSeedCatalogue();
const TOKEN = 'k'.repeat(43);

function tzs(amount: number): string {
  return `TZS ${new Intl.NumberFormat('en-GB').format(amount)}`;
}

function savedEstimate(overrides: Partial<SavedEstimate> = {}): SavedEstimate {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Nyumba ya Bagamoyo',
    house: SavedHouseSchema.parse({ length: 14, width: 10, bedrooms: 3 }),
    createdAt: '2026-11-20T08:00:00.000Z',
    sharedAt: null,
    ...overrides,
  };
}

/** The catalogue, and the suppliers' prices a signed-in reader sees under the shopping list (none yet). */
function backend(extra: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/catalogue': { body: buildCataloguePage(seed, { limit: 500 }) },
    'POST /api/providers/shopping-list': ({ body }) => {
      const { items } = body as { items: { material: string; quantity: number }[] };
      return {
        body: {
          region: null,
          items: items.map((item) => ({ ...item, cheapest: null, amount: null, supplierCount: 0 })),
          baskets: [],
        },
      };
    },
    ...extra,
  };
}

/** The save route as the server answers it: the house as given, a fresh id. */
function saveRoute(saved: SaveEstimateBody[]): MockRoutes {
  return {
    'POST /api/estimates': ({ body }) => {
      const request = body as SaveEstimateBody;
      saved.push(request);
      return {
        status: 201,
        body: savedEstimate({ name: request.name, house: SavedHouseSchema.parse(request.house) }),
      };
    },
  };
}

describe('the instant estimate kept, shared and printed (/estimate)', SLOW, () => {
  it("keeps a visitor's house in the browser; saving asks them to register, and once signed in offers to keep it", async () => {
    mockApi(backend());
    const first = renderApp({ route: '/estimate' });
    await screen.findByTestId('estimate-grand-total');
    const length = screen.getByLabelText('Length (m)');
    await first.user.clear(length);
    await first.user.type(length, '15');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    const needAccount = await screen.findByTestId('estimate-needs-account');
    expect(needAccount).toHaveTextContent(/Register or sign in to keep it in your account/);
    expect(within(needAccount).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(readEstimateDraft()).toMatchObject({ pending: true, values: { length: '15', width: '9' } });
    first.unmount();

    // Registered (or signed in): the estimate is where they left it, and offered to the account.
    storeSession(buildSessionFor('user'));
    const saved: SaveEstimateBody[] = [];
    mockApi(backend({ ...saveRoute(saved), 'GET /api/estimates': { body: { items: [] } } }));
    const second = renderApp({ route: '/estimate' });
    expect(await screen.findByLabelText('Length (m)')).toHaveValue('15');
    const offer = await screen.findByTestId('pending-estimate-offer');
    expect(offer).toHaveTextContent('The estimate “2-bedroom house, 15 × 9 m” is kept in this browser only.');
    await second.user.click(within(offer).getByRole('button', { name: 'Save to my account' }));
    await waitFor(() => expect(screen.queryByTestId('pending-estimate-offer')).not.toBeInTheDocument());
    expect(saved).toEqual([
      {
        name: '2-bedroom house, 15 × 9 m',
        house: {
          length: 15,
          width: 9,
          wallHeight: 3,
          bedrooms: 2,
          bathrooms: 1,
          roofPitch: 20,
          overhang: 0.6,
          roofType: 'gable',
          septic: true,
        },
      },
    ]);
    expect(readEstimateDraft()?.pending).toBe(false);
    // The saved estimate is listed with what it can do.
    const list = await screen.findByRole('heading', { name: 'My saved estimates' });
    expect(list).toBeInTheDocument();
  });

  it('saves under a name, then shares it by a link and WhatsApp without saving it twice', async () => {
    storeSession(buildSessionFor('user'));
    const saved: SaveEstimateBody[] = [];
    const api = mockApi(
      backend({
        ...saveRoute(saved),
        'GET /api/estimates': { body: { items: [] } },
        'POST /api/estimates/:id/share': {
          status: 201,
          body: { estimate: savedEstimate({ sharedAt: '2026-11-24T10:00:00.000Z' }), token: TOKEN },
        },
      }),
    );
    const { user } = renderApp({ route: '/estimate' });
    await screen.findByTestId('estimate-grand-total');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to my account' });
    const name = within(dialog).getByLabelText(/Name of this estimate/);
    expect(name).toHaveValue('2-bedroom house, 12 × 9 m');
    await user.clear(name);
    await user.type(name, 'Nyumba ya Bagamoyo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.map((body) => body.name)).toEqual(['Nyumba ya Bagamoyo']);

    const actions = screen.getByRole('group', { name: 'Keep this estimate' });
    await user.click(within(actions).getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share this estimate' });
    await user.click(within(share).getByRole('button', { name: 'Make a link' }));
    const link = await within(share).findByTestId('estimate-share-link');
    expect(link).toHaveValue(`${window.location.origin}/estimate/shared/${TOKEN}`);
    const total = tzs(priceHouse({ length: 12, width: 9 }, seed).summary.grandTotal);
    const whatsApp = within(share).getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href')!.replace('https://wa.me/?text=', ''))).toBe(
      `Cost estimate of “Nyumba ya Bagamoyo” on Kadirio: ${total} at today’s rates. See it here: ${window.location.origin}/estimate/shared/${TOKEN}`,
    );
    // Shared as saved: one save, one link.
    expect(saved).toHaveLength(1);
    expect(api.requests.filter((request) => request.path.endsWith('/share'))).toHaveLength(1);
  });

  it('opens, stops the link of and deletes a saved estimate', async () => {
    storeSession(buildSessionFor('user'));
    const estimate = savedEstimate({ sharedAt: '2026-11-21T08:00:00.000Z' });
    const api = mockApi(
      backend({
        'GET /api/estimates': { body: { items: [estimate] } },
        'DELETE /api/estimates/:id/share': { body: { ...estimate, sharedAt: null } },
        'DELETE /api/estimates/:id': { body: estimate },
      }),
    );
    const { user } = renderApp({ route: '/estimate' });
    const heading = await screen.findByRole('heading', { name: 'My saved estimates' });
    const list = heading.closest('section')!;
    expect(within(list).getByText('Nyumba ya Bagamoyo')).toBeInTheDocument();
    expect(within(list).getByText(/^Shared by link since/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByLabelText('Length (m)')).toHaveValue('14'));
    expect(screen.getByLabelText('Bedrooms')).toHaveValue('3');
    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        tzs(priceHouse(estimate.house, seed).summary.grandTotal),
      ),
    );

    // The form starts afresh from the opened estimate, and the list with it.
    const listAgain = (await screen.findByRole('heading', { name: 'My saved estimates' })).closest(
      'section',
    )!;
    await user.click(within(listAgain).getByRole('button', { name: 'Stop the link' }));
    expect(await within(listAgain).findByText(/^Saved /)).toBeInTheDocument();
    await user.click(within(listAgain).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'My saved estimates' })).not.toBeInTheDocument(),
    );
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining([
        `DELETE /api/estimates/${estimate._id}/share`,
        `DELETE /api/estimates/${estimate._id}`,
      ]),
    );
  });

  it('prints the house as facts in place of the form, and the lines in full', async () => {
    mockApi(backend());
    renderApp({ route: '/estimate' });
    await screen.findByTestId('estimate-grand-total');
    const facts = screen.getByTestId('estimate-print-facts');
    expect(within(facts).getByText('Length (m)').nextSibling).toHaveTextContent('12');
    expect(within(facts).getByText('Doors').nextSibling).toHaveTextContent('5');
    expect(screen.getByLabelText('Length (m)').closest('.no-print')).not.toBeNull();

    // The lines, folded on screen, open for paper: the whole shopping list prints.
    expect(screen.queryByTestId('estimate-lines')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(
      within(screen.getByTestId('estimate-lines')).getByText('Building permit processing'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the lines' }).closest('.no-print')).not.toBeNull();
  });
});

describe('an estimate someone shared (/estimate/shared/:token)', SLOW, () => {
  it('shows the house and its price signed out, and takes it into the reader’s own estimate', async () => {
    const house = { length: 14, width: 10, bedrooms: 3 };
    mockApi(
      backend({
        'GET /api/shared-estimates/:token': ({ params }) =>
          params.token === TOKEN
            ? { body: { name: 'Nyumba ya Bagamoyo', house, sharedAt: '2026-11-24T10:00:00.000Z' } }
            : { status: 404, body: { message: 'This link does not exist or has been revoked' } },
      }),
    );
    const { user } = renderApp({ route: `/estimate/shared/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nyumba ya Bagamoyo' })).toBeInTheDocument();
    expect(screen.getByText(/An estimate someone shared with you/)).toBeInTheDocument();
    expect(await screen.findByTestId('estimate-grand-total')).toHaveTextContent(
      tzs(priceHouse(house, seed).summary.grandTotal),
    );
    expect(within(screen.getByTestId('house-facts')).getByText('Bedrooms').nextSibling).toHaveTextContent(
      '3',
    );

    await user.click(screen.getByRole('button', { name: 'Change it in my own estimate' }));
    expect(await screen.findByLabelText('Length (m)')).toHaveValue('14');
    expect(window.localStorage.getItem(ESTIMATE_DRAFT_KEY)).toContain('"length":"14"');
  });

  it('says a stopped or broken link does not work', async () => {
    mockApi(
      backend({
        'GET /api/shared-estimates/:token': {
          status: 404,
          body: { message: 'This link does not exist or has been revoked' },
        },
      }),
    );
    renderApp({ route: `/estimate/shared/${'z'.repeat(43)}` });
    expect(await screen.findByText(/This link does not work/)).toBeInTheDocument();
  });
});
