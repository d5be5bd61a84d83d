import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderPrice } from '@kadirio/domain';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import {
  buildProvider,
  buildProviderDetail,
  buildProviderPrice,
  pageOf,
} from '../../../testing/supply-factories';

const CSV = [
  'material,price,quotedAt',
  'cement-50kg,"17,500",2026-07-01',
  'sand,abc,2026-07-01',
  'steel-y12,32000,',
  'cement-50kg,18000,2026-07-02',
  'bricks,900,31/02/2026',
].join('\n');

function adminWithOneSupplier() {
  storeSession(buildSessionFor('admin'));
  const provider = buildProvider({ name: 'Mwenge Hardware', priceCount: 1 });
  let prices: ProviderPrice[] = [buildProviderPrice({ material: 'nails', price: 5_000 })];
  const api = mockApi({
    'GET /api/providers/': () => ({ body: pageOf([{ ...provider, priceCount: prices.length }], 10) }),
    'GET /api/providers/:id': () => ({ body: buildProviderDetail(provider, prices) }),
    'PUT /api/providers/:id/prices': ({ body }) => {
      const sent = (body as { prices: { material: string; price: number; quotedAt?: string }[] }).prices;
      prices = sent.map((line) => ({ ...line, quotedAt: line.quotedAt ?? '2026-07-05', ageDays: 0 }));
      return { body: buildProviderDetail(provider, prices) };
    },
  });
  return { provider, api };
}

async function openImport(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Price list of Mwenge Hardware' }));
  const dialog = await screen.findByRole('dialog', { name: /Price list of Mwenge Hardware/ });
  expect(await within(dialog).findByText('nails')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Import from CSV' }));
  return dialog;
}

// Pasting and previewing in jsdom on a busy machine is slow.
describe('CSV price-list import', { timeout: 40_000 }, () => {
  it('previews good and bad rows, each bad one with its reason, and saves only the good ones', async () => {
    const { provider, api } = adminWithOneSupplier();
    const { user } = renderApp({ route: '/suppliers' });

    const dialog = await openImport(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Or paste the CSV here' }));
    await user.paste(CSV);

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status')).toHaveTextContent('2 rows ready, 3 with errors');
    expect(within(screen.getByTestId('csv-line-2')).getByText('Ready')).toBeInTheDocument();
    expect(screen.getByTestId('csv-line-2')).toHaveTextContent('cement-50kg17,5002026-07-01');
    expect(screen.getByTestId('csv-line-3')).toHaveTextContent(
      'The price “abc” is not a whole number of shillings.',
    );
    expect(screen.getByTestId('csv-line-4')).toHaveTextContent('steel-y1232,000the day you save');
    expect(screen.getByTestId('csv-line-5')).toHaveTextContent('cement-50kg is already on line 2.');
    expect(screen.getByTestId('csv-line-6')).toHaveTextContent(
      '“31/02/2026” is not a date like 2026-07-01 or 01/07/2026.',
    );
    expect(
      within(dialog).getByText(/replaces the whole price list of Mwenge Hardware \(it holds 1 price now\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/The 3 rows with errors are left out/)).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/providers/:id/prices')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save 2 prices' }));

    expect(await screen.findByText('Price list of Mwenge Hardware saved (2 prices)')).toBeInTheDocument();
    const [request] = api.requestsTo('PUT /api/providers/:id/prices');
    expect(request?.path).toBe(`/api/providers/${provider._id}/prices`);
    expect(request?.body).toEqual({
      prices: [
        { material: 'cement-50kg', price: 17_500, quotedAt: '2026-07-01' },
        { material: 'steel-y12', price: 32_000 },
      ],
    });
    // Back on the saved list.
    expect(await within(dialog).findByText('steel-y12')).toBeInTheDocument();
    expect(within(dialog).queryByText('nails')).not.toBeInTheDocument();
  });

  it('reads a chosen file and refuses to save a file with no usable row', async () => {
    const { api } = adminWithOneSupplier();
    const { user } = renderApp({ route: '/suppliers' });

    const dialog = await openImport(user);
    const file = new File(['material;price\nsand;\n'], 'prices.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), file);

    expect(await within(dialog).findByText('Read prices.csv')).toBeInTheDocument();
    expect(screen.getByTestId('csv-line-2')).toHaveTextContent('The price is missing.');
    expect(within(dialog).getByRole('button', { name: 'Save 0 prices' })).toBeDisabled();
    expect(api.requestsTo('PUT /api/providers/:id/prices')).toHaveLength(0);
  });

  it('explains row errors in Swahili too', async () => {
    adminWithOneSupplier();
    await i18n.changeLanguage('sw');
    const { user } = renderApp({ route: '/suppliers' });

    await user.click(await screen.findByRole('button', { name: 'Orodha ya bei ya Mwenge Hardware' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Ingiza kutoka CSV' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Au bandika CSV hapa' }));
    await user.paste('sand,abc');

    await waitFor(() =>
      expect(screen.getByTestId('csv-line-1')).toHaveTextContent('Bei “abc” si namba kamili ya shilingi.'),
    );
  });
});
