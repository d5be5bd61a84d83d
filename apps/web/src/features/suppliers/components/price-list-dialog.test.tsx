import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderPrice } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import {
  buildProvider,
  buildProviderDetail,
  buildProviderPrice,
  pageOf,
} from '../../../testing/supply-factories';

describe('price list', { timeout: 40_000 }, () => {
  it('shows each price with its age, and saves added, changed and removed prices in one go', async () => {
    storeSession(buildSessionFor('admin'));
    const provider = buildProvider({ name: 'Mwenge Hardware', status: 'unregistered', priceCount: 2 });
    let prices: ProviderPrice[] = [
      buildProviderPrice({ material: 'cement-50kg', price: 17_500, quotedAt: '2025-01-02', ageDays: 400 }),
      buildProviderPrice({ material: 'nails-3in', price: 5_000, quotedAt: '2026-06-01', ageDays: 3 }),
    ];
    const api = mockApi({
      'GET /api/providers/': () => ({ body: pageOf([{ ...provider, priceCount: prices.length }], 10) }),
      'GET /api/providers/:id': () => ({ body: buildProviderDetail(provider, prices) }),
      'PUT /api/providers/:id/prices': ({ body }) => {
        const sent = (body as { prices: ProviderPrice[] }).prices;
        prices = sent.map((line) => ({ ...line, ageDays: 0 }));
        return { body: buildProviderDetail(provider, prices) };
      },
    });
    const { user } = renderApp({ route: '/suppliers' });

    await user.click(await screen.findByRole('button', { name: 'Price list of Mwenge Hardware' }));
    const dialog = await screen.findByRole('dialog', { name: /Price list of Mwenge Hardware/ });
    expect(await within(dialog).findByText('cement-50kg')).toBeInTheDocument();
    expect(within(dialog).getByText(/This supplier is unregistered/)).toBeInTheDocument();
    const cement = within(dialog).getByText('cement-50kg').closest('tr')!;
    expect(within(cement).getByText(/days old$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save price list' })).toBeDisabled();

    const form = within(dialog).getByRole('form', { name: 'Add or change a price' });
    await user.click(within(form).getByRole('textbox', { name: 'Material key' }));
    await user.paste('cement-50kg');
    await user.click(within(form).getByRole('textbox', { name: 'Price (TZS)' }));
    await user.paste('16,900');
    await user.click(within(form).getByRole('button', { name: 'Add to the list' }));
    expect(within(form).getByText('Price (TZS) must be a number')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Price (TZS)' }));
    await user.click(within(form).getByRole('textbox', { name: 'Price (TZS)' }));
    await user.paste('16900');
    await user.click(within(form).getByRole('button', { name: 'Add to the list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove nails-3in' }));

    expect(
      within(dialog).getByText('The price list has changes that are not saved yet.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/providers/:id/prices')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save price list' }));

    expect(await screen.findByText('Price list of Mwenge Hardware saved (1 price)')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/providers/:id/prices')[0]?.body).toEqual({
      prices: [{ material: 'cement-50kg', price: 16_900 }],
    });
  });
});
