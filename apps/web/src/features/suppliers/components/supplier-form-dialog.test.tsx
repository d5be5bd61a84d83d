import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Provider } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildProvider, pageOf } from '../../../testing/supply-factories';

/** Pasting is one event where typing is one per character: far quicker in jsdom. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function signInAsAdmin() {
  storeSession(buildSessionFor('admin'));
}

describe('supplier form', { timeout: 40_000 }, () => {
  it('names every missing field, then adds the supplier with its phone kept as typed', async () => {
    signInAsAdmin();
    const suppliers: Provider[] = [];
    const api = mockApi({
      'GET /api/providers/': () => ({ body: pageOf(suppliers, 10) }),
      'POST /api/providers/': ({ body }) => {
        const created = buildProvider({ ...(body as Partial<Provider>) });
        suppliers.push(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp({ route: '/suppliers' });

    expect(await screen.findByText('No suppliers')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add supplier' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a supplier' });
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));

    for (const field of ['Name', 'Region', 'District', 'Ward', 'Phone']) {
      expect(within(dialog).getByText(`${field} is required`)).toBeInTheDocument();
    }
    expect(api.requestsTo('POST /api/providers/')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Mwenge Hardware');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Region/ }), 'Dar es Salaam');
    await fill(user, within(dialog).getByRole('textbox', { name: /^District/ }), 'Kinondoni');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Ward/ }), 'Mwenge');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Phone/ }), '0712 345 678');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Registered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));

    expect(await screen.findByText('Supplier Mwenge Hardware added')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/providers/')[0]?.body).toEqual({
      name: 'Mwenge Hardware',
      region: 'Dar es Salaam',
      district: 'Kinondoni',
      ward: 'Mwenge',
      phone: '0712 345 678',
      services: '',
      status: 'registered',
      payment: { mobileMoney: null, bank: null, note: '' },
    });
    const row = (await screen.findByText('Mwenge Hardware')).closest('tr')!;
    expect(within(row).getByText('0712 345 678')).toBeInTheDocument();
    expect(within(row).getByText('Registered')).toBeInTheDocument();
  });

  it('shows a taken name (409) in the form and keeps what was typed', async () => {
    signInAsAdmin();
    const existing = buildProvider({ name: 'Kariakoo Cement', status: 'unregistered' });
    const api = mockApi({
      'GET /api/providers/': { body: pageOf([existing], 10) },
      'PUT /api/providers/:id': {
        status: 409,
        body: { message: 'a supplier named Mwenge Hardware already exists' },
      },
    });
    const { user } = renderApp({ route: '/suppliers' });

    await user.click(await screen.findByRole('button', { name: 'Edit Kariakoo Cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kariakoo Cement' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Kariakoo Cement');
    await user.clear(name);
    await fill(user, name, 'Mwenge Hardware');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('a supplier named Mwenge Hardware already exists'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Mwenge Hardware');
    const [request] = api.requestsTo('PUT /api/providers/:id');
    expect(request?.path).toBe(`/api/providers/${existing._id}`);
    expect(request?.body).toMatchObject({
      name: 'Mwenge Hardware',
      phone: existing.phone,
      status: 'unregistered',
    });
  });

  it('keeps how the supplier is paid: a lipa namba, a bank account and a note, each field checked', async () => {
    signInAsAdmin();
    const existing = buildProvider({ name: 'Mwenge Hardware' });
    const api = mockApi({
      'GET /api/providers/': { body: pageOf([existing], 10) },
      'PUT /api/providers/:id': ({ body }) => ({ body: { ...existing, ...(body as object), prices: [] } }),
    });
    const { user } = renderApp({ route: '/suppliers' });

    await user.click(await screen.findByRole('button', { name: 'Edit Mwenge Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mwenge Hardware' });
    expect(within(dialog).getByRole('group', { name: 'How buyers pay this supplier' })).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Till number (lipa namba)' }), '55 66 77');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Bank' }), 'CRDB Bank');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Account number' }), '0150123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // A till without its network, a bank without the account's name: each named at its field.
    expect(await within(dialog).findByText('Mobile-money network is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Account name is required')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/providers/:id')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Mobile-money network' }));
    await user.click(await screen.findByRole('option', { name: 'M-Pesa' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Account name' }), 'Mwenge Hardware Ltd');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note on paying/ }), 'Pay half first');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Supplier Mwenge Hardware saved')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/providers/:id')[0]?.body).toMatchObject({
      payment: {
        mobileMoney: { network: 'mpesa', number: '55 66 77' },
        bank: {
          bankName: 'CRDB Bank',
          accountName: 'Mwenge Hardware Ltd',
          accountNumber: '0150123456',
          branch: '',
        },
        note: 'Pay half first',
      },
    });
  });

  it('asks before deleting a supplier', async () => {
    signInAsAdmin();
    const suppliers = [buildProvider({ name: 'Old Yard' })];
    const api = mockApi({
      'GET /api/providers/': () => ({ body: pageOf(suppliers, 10) }),
      'DELETE /api/providers/:id': () => {
        suppliers.pop();
        return { body: { id: 'x', message: 'deleted' } };
      },
    });
    const { user } = renderApp({ route: '/suppliers' });

    await user.click(await screen.findByRole('button', { name: 'Delete Old Yard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this supplier?' });
    expect(api.requestsTo('DELETE /api/providers/:id')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Supplier Old Yard deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No suppliers')).toBeInTheDocument());
  });

  it('tells a client the screen is not theirs', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({});
    renderApp({ route: '/suppliers' });
    expect(
      await screen.findByText('Only administrators manage suppliers, materials, group offers and orders.'),
    ).toBeInTheDocument();
  });
});
