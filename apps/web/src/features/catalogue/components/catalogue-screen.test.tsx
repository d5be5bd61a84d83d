import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessLevel, CatalogueEntry, RateChange, UpdateCatalogueItemBody } from '@kadirio/domain';
import i18n from '../../../lib/i18n';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import {
  buildCatalogueEntry,
  buildCataloguePage,
  buildRateChange,
  buildSessionFor,
  storeSession,
} from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

function signInAs(accessLevel: AccessLevel) {
  const session = buildSessionFor(accessLevel, { name: 'Neema Price' });
  storeSession(session);
  return session;
}

function buildItems() {
  return {
    permit: buildCatalogueEntry({
      code: 'PRE-PERMIT',
      trade: 'pre',
      description: 'Building permit processing',
      descriptionSw: 'Kushughulikia kibali cha ujenzi',
      unit: 'item',
      rate: 500_000,
    }),
    clearance: buildCatalogueEntry({
      code: 'PRE-CLEARANCE',
      trade: 'pre',
      description: 'Site clearance, per m²',
      descriptionSw: 'Kusafisha kiwanja, kwa m²',
      unit: 'm2',
      rate: 1_500,
    }),
    hoarding: buildCatalogueEntry({
      code: 'PRE-HOARDING',
      trade: 'pre',
      description: 'Hoarding with iron sheets',
      descriptionSw: 'Uzio wa mabati',
      active: false,
      rate: 30_000,
    }),
    cement: buildCatalogueEntry({
      code: 'BLD-CEMENT',
      trade: 'blinding',
      description: 'Cement, 50 kg bag',
      descriptionSw: 'Saruji, mfuko wa kilo 50',
      unit: 'bag',
      rate: 18_000,
    }),
  };
}

/** The catalogue endpoints over an in-memory list, answering trade, search, include and pages like the API. */
function catalogueBackend(items: CatalogueEntry[], history: Record<string, RateChange[]> = {}) {
  return {
    'GET /api/catalogue': ({ query }: MockRequest) => {
      const trade = query.get('trade');
      const search = (query.get('search') ?? '').toLowerCase();
      const include = query.get('include') ?? 'active';
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '100');
      const matching = items.filter(
        (item) =>
          (trade === null || item.trade === trade) &&
          (include === 'all' || item.active) &&
          (search === '' || `${item.code} ${item.description}`.toLowerCase().includes(search)),
      );
      return {
        body: buildCataloguePage(matching.slice((page - 1) * limit, page * limit), {
          total: matching.length,
          page,
          limit,
        }),
      };
    },
    'PUT /api/catalogue/:id': ({ params, body }: MockRequest) => {
      const index = items.findIndex((item) => item._id === params.id);
      const current = items[index]!;
      const patch = body as UpdateCatalogueItemBody;
      if (patch.rate !== undefined && patch.rate !== current.rate) {
        history[current._id] = [
          buildRateChange({ material: current.material, oldRate: current.rate, newRate: patch.rate }),
          ...(history[current._id] ?? []),
        ];
      }
      items[index] = { ...current, ...patch };
      return { body: items[index] };
    },
    'GET /api/catalogue/:id/rates': ({ params }: MockRequest) => ({ body: history[params.id!] ?? [] }),
  };
}

async function findRow(code: string) {
  return (await screen.findByRole('cell', { name: code })).closest('tr')!;
}

describe('/catalogue', () => {
  it('lists a price setter the first trade in its language, without admin controls', async () => {
    signInAs('pricetag');
    const { permit, clearance, hoarding, cement } = buildItems();
    const api = mockApi(catalogueBackend([permit, clearance, hoarding, cement]));
    renderApp({ route: '/catalogue' });

    expect(await screen.findByRole('heading', { name: 'Catalogue and rates' })).toBeInTheDocument();
    const row = await findRow('PRE-CLEARANCE');
    expect(within(row).getByRole('cell', { name: 'Site clearance, per m²' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'm²' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Edit rate of PRE-CLEARANCE:/ })).toHaveTextContent(
      '1,500',
    );
    expect(screen.queryByRole('cell', { name: 'BLD-CEMENT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'PRE-HOARDING' })).not.toBeInTheDocument();
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show withdrawn items')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();

    // The trade picker follows the sidebar order.
    const picker = screen.getByLabelText('Trade');
    const options = within(picker).getAllByRole('option');
    expect(options.slice(0, 4).map((option) => option.textContent)).toEqual([
      'All trades',
      'Preliminaries',
      'Blinding',
      'Strip foundation',
    ]);
    expect(api.requests[0]?.query.get('trade')).toBe('pre');
    expect(api.requests[0]?.query.get('include')).toBe('active');
  });

  it('lets a price setter edit a rate inline: PUT { rate }, a toast and the new rate in the row', async () => {
    signInAs('pricetag');
    const { permit, clearance } = buildItems();
    const api = mockApi(catalogueBackend([permit, clearance]));
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: /^Edit rate of PRE-PERMIT:/ }));
    const field = screen.getByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' });
    expect(field).toHaveValue('500000');
    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter whole shillings, 0 or more')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/catalogue/:id')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '550000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rate updated')).toBeInTheDocument();
    const [put] = api.requestsTo('PUT /api/catalogue/:id');
    expect(put?.path).toBe(`/api/catalogue/${permit._id}`);
    expect(put?.body).toEqual({ rate: 550_000 });
    const row = await findRow('PRE-PERMIT');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: /^Edit rate of PRE-PERMIT:/ })).toHaveTextContent(
        '550,000',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' })).not.toBeInTheDocument();
  });

  it('cancels an edit without saving', async () => {
    signInAs('pricetag');
    const { permit } = buildItems();
    const api = mockApi(catalogueBackend([permit]));
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: /^Edit rate of PRE-PERMIT:/ }));
    await user.type(screen.getByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: /^Edit rate of PRE-PERMIT:/ })).toHaveTextContent('500,000');
    expect(api.requestsTo('PUT /api/catalogue/:id')).toHaveLength(0);
  });

  it('shows the rate history of an item, and an empty state for one never changed', async () => {
    signInAs('pricetag');
    const { permit, clearance } = buildItems();
    mockApi(
      catalogueBackend([permit, clearance], {
        [permit._id]: [
          buildRateChange({
            material: permit.material,
            oldRate: 450_000,
            newRate: 500_000,
            changedByName: 'Baraka Mollel',
            changedAt: '2025-06-02T10:00:00.000Z',
          }),
          buildRateChange({
            material: permit.material,
            oldRate: 400_000,
            newRate: 450_000,
            changedByName: 'Asha Said',
          }),
        ],
      }),
    );
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: 'Rate history of PRE-PERMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate history' });
    expect(dialog).toHaveTextContent('PRE-PERMIT · Building permit processing');
    const changes = await within(dialog).findAllByRole('listitem');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toHaveTextContent('TZS 450,000 → TZS 500,000');
    expect(changes[0]).toHaveTextContent(/Baraka Mollel, 2 Jun 2025/);
    expect(changes[1]).toHaveTextContent('TZS 400,000 → TZS 450,000');
    expect(changes[1]).toHaveTextContent('Asha Said');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rate history of PRE-CLEARANCE' }));
    const empty = await screen.findByRole('dialog', { name: 'Rate history' });
    expect(await within(empty).findByText('No rate changes yet')).toBeInTheDocument();
  });

  it('adds a saved change to the history', async () => {
    signInAs('pricetag');
    const { permit } = buildItems();
    mockApi(catalogueBackend([permit]));
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: 'Rate history of PRE-PERMIT' }));
    expect(await screen.findByText('No rate changes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Edit rate of PRE-PERMIT:/ }));
    const field = screen.getByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' });
    await user.clear(field);
    await user.type(field, '520000{Enter}');
    expect(await screen.findByText('Rate updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rate history of PRE-PERMIT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate history' });
    expect(await within(dialog).findByText('TZS 500,000 → TZS 520,000')).toBeInTheDocument();
  });

  it('searches once typing pauses and passes the search and trade to the API', async () => {
    signInAs('pricetag');
    const { permit, clearance, cement } = buildItems();
    const api = mockApi(catalogueBackend([permit, clearance, cement]));
    const { user } = renderApp({ route: '/catalogue' });

    await findRow('PRE-PERMIT');
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'permit');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'PRE-CLEARANCE' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'PRE-PERMIT' })).toBeInTheDocument();
    const searches = api.requestsTo('GET /api/catalogue').map((request) => request.query.get('search'));
    expect(searches).toEqual([null, 'permit']);
    expect(api.requests.at(-1)?.query.get('trade')).toBe('pre');

    await user.selectOptions(screen.getByLabelText('Trade'), 'Blinding');
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('trade')).toBe('blinding');
    expect(api.requests.at(-1)?.query.get('search')).toBe('permit');

    await user.selectOptions(screen.getByLabelText('Trade'), 'All trades');
    expect(await screen.findByRole('cell', { name: 'PRE-PERMIT' })).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('trade')).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'cement');
    expect(await screen.findByRole('cell', { name: 'BLD-CEMENT' })).toBeInTheDocument();
  });

  it('asks an admin before withdrawing an item, then withdraws it with PUT { active: false }', async () => {
    signInAs('admin');
    const { permit, clearance } = buildItems();
    const api = mockApi(catalogueBackend([permit, clearance]));
    const { user } = renderApp({ route: '/catalogue' });

    const row = await findRow('PRE-PERMIT');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Withdraw PRE-PERMIT' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this item?' });
    expect(dialog).toHaveTextContent('PRE-PERMIT (Building permit processing) will no longer be priced');
    expect(api.requestsTo('PUT /api/catalogue/:id')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Item withdrawn')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/catalogue/:id')[0]?.body).toEqual({ active: false });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'PRE-PERMIT' })).not.toBeInTheDocument());

    // Withdrawn items come back with the switch, marked, and can be restored.
    await user.click(screen.getByLabelText('Show withdrawn items'));
    const withdrawn = await findRow('PRE-PERMIT');
    expect(api.requests.at(-1)?.query.get('include')).toBe('all');
    expect(within(withdrawn).getByText('Withdrawn')).toBeInTheDocument();
    await user.click(within(withdrawn).getByRole('button', { name: 'Restore PRE-PERMIT' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore this item?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('Item restored')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/catalogue/:id')[1]?.body).toEqual({ active: true });
    await waitFor(() => expect(within(withdrawn).getByText('Active')).toBeInTheDocument());
  });

  it('changes nothing when the admin cancels the withdrawal', async () => {
    signInAs('admin');
    const { permit } = buildItems();
    const api = mockApi(catalogueBackend([permit]));
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: 'Withdraw PRE-PERMIT' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('PUT /api/catalogue/:id')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'PRE-PERMIT' })).toBeInTheDocument();
  });

  it('reports a refused change and keeps the editor open', async () => {
    signInAs('pricetag');
    const { permit } = buildItems();
    mockApi({
      ...catalogueBackend([permit]),
      'PUT /api/catalogue/:id': { status: 403, body: { message: 'Price setters may change only the rate' } },
    });
    const { user } = renderApp({ route: '/catalogue' });

    await user.click(await screen.findByRole('button', { name: /^Edit rate of PRE-PERMIT:/ }));
    await user.type(screen.getByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' }), '1{Enter}');
    expect(await screen.findByText('Price setters may change only the rate')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New rate of PRE-PERMIT (TZS)' })).toBeInTheDocument();
  });

  it.each(['user', 'boq', 'typechecker'] as const)('tells a %s the page is not theirs', async (level) => {
    signInAs(level);
    const api = mockApi({});
    renderApp({ route: '/catalogue' });

    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(
      screen.getByText('Only price setters and administrators can open the catalogue and change rates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/catalogue')).toHaveLength(0);
  });

  it('offers a visitor the login', async () => {
    mockApi({});
    renderApp({ route: '/catalogue' });

    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('speaks Swahili: trades, descriptions and actions', async () => {
    await i18n.changeLanguage('sw');
    signInAs('pricetag');
    const { permit } = buildItems();
    mockApi(catalogueBackend([permit]));
    renderApp({ route: '/catalogue' });

    expect(await screen.findByRole('heading', { name: 'Orodha ya vifaa na bei' })).toBeInTheDocument();
    const row = await findRow('PRE-PERMIT');
    expect(within(row).getByRole('cell', { name: 'Kushughulikia kibali cha ujenzi' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Badilisha bei ya PRE-PERMIT:/ })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Fani')).getByRole('option', { name: 'Zege la blinding' }),
    ).toBeInTheDocument();
  });
});
