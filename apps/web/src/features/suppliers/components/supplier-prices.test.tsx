import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupplierShoppingListBody } from '@kadirio/domain';
import { mockApi, type MockRoutes } from '../../../testing/mock-api';
import {
  buildCataloguePage,
  buildSeedCatalogue,
  buildSessionFor,
  storeSession,
} from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

const seed = buildSeedCatalogue();
const QUOTE = {
  providerId: crypto.randomUUID(),
  providerName: 'Mwenge Hardware',
  region: 'Dar es Salaam',
  district: 'Kinondoni',
  ward: 'Mwenge',
  phone: '0712 345 678',
  material: 'cement-50kg',
  price: 16_900,
  quotedAt: '2026-01-05',
  ageDays: 120,
};

/** The catalogue, and a price check where one supplier quotes cement and nobody else anything. */
function pricedRoutes(): MockRoutes {
  return {
    'GET /api/catalogue': { body: buildCataloguePage(seed, { limit: 500 }) },
    'POST /api/providers/shopping-list': ({ body }) => {
      const { items } = body as SupplierShoppingListBody;
      const cement = items.find((item) => item.material === 'cement-50kg')!;
      const others = items.filter((item) => item !== cement);
      const amount = cement.quantity * QUOTE.price;
      return {
        body: {
          region: null,
          items: [
            {
              material: 'cement-50kg',
              quantity: cement.quantity,
              cheapest: QUOTE,
              amount,
              supplierCount: 2,
            },
            ...others.map((item) => ({ ...item, cheapest: null, amount: null, supplierCount: 0 })),
          ],
          baskets: [
            {
              providerId: QUOTE.providerId,
              providerName: QUOTE.providerName,
              region: QUOTE.region,
              phone: QUOTE.phone,
              lines: [
                {
                  material: 'cement-50kg',
                  quantity: cement.quantity,
                  price: QUOTE.price,
                  amount,
                  quotedAt: QUOTE.quotedAt,
                  ageDays: 120,
                },
              ],
              total: amount,
            },
          ],
          pricedTotal: amount,
          unpriced: others.map((item) => item.material),
        },
      };
    },
  };
}

const laptopWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = laptopWidth;
});

/** The estimate's lines, and the suppliers' prices under them, are drawn once asked for. */
async function openTheLines(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    await screen.findByRole('button', { name: /^Show the lines \(\d+ materials\)$/ }, { timeout: 15_000 }),
  );
}

describe('supplier prices in the shopping list', { timeout: 30_000 }, () => {
  it('shows a signed-in reader the cheapest supplier, the price age and the basket per supplier', async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi(pricedRoutes());
    const { user } = renderApp({ route: '/estimate' });
    await openTheLines(user);

    const row = await screen.findByTestId('supplier-price-cement-50kg', undefined, { timeout: 15_000 });
    expect(within(row).getByText('Cement, 50 kg bag')).toBeInTheDocument();
    expect(within(row).getByText('Mwenge Hardware')).toBeInTheDocument();
    expect(within(row).getByText('(cheapest of 2)')).toBeInTheDocument();
    expect(within(row).getByText('16,900')).toBeInTheDocument();
    expect(within(row).getByText('120 days old')).toBeInTheDocument();
    const basket = screen.getByRole('article', { name: 'Mwenge Hardware' });
    expect(within(basket).getByText('Dar es Salaam')).toBeInTheDocument();
    // The supplier's number is a tap-to-call link.
    expect(
      within(basket).getByRole('link', { name: 'Call Mwenge Hardware on 0712 345 678' }),
    ).toHaveAttribute('href', 'tel:+255712345678');
    // The WhatsApp chat opens with the basket written out: each line, the total, and the question.
    const whatsApp = within(basket).getByRole('link', { name: 'Message Mwenge Hardware on WhatsApp' });
    const href = whatsApp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/255712345678?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    const [greeting, line, total] = text.split('\n');
    expect(greeting).toBe('Hello Mwenge Hardware, I would like to buy (prices from Kadirio):');
    expect(line).toMatch(/^Cement, 50 kg bag: \d+ × TZS 16,900 = TZS [\d,]+$/);
    expect(total).toMatch(/^Total: TZS [\d,]+\. Is it in stock, and how do I pay\?$/);

    // One request, with whole purchase quantities keyed by catalogue material.
    const [request] = api.requestsTo('POST /api/providers/shopping-list');
    const sent = (request?.body as SupplierShoppingListBody).items;
    expect(sent.every((item) => Number.isInteger(item.quantity) && item.quantity > 0)).toBe(true);
    expect(
      screen.getByText(
        `${sent.length - 1} other materials have no supplier price yet: they stay at catalogue rates.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows each material as a card on a phone, its amount first, nothing in a table', async () => {
    window.innerWidth = 360;
    storeSession(buildSessionFor('user'));
    mockApi(pricedRoutes());
    const { user } = renderApp({ route: '/estimate' });
    await openTheLines(user);

    const card = await screen.findByTestId('supplier-price-cement-50kg', undefined, { timeout: 15_000 });
    expect(card.tagName).toBe('LI');
    const [name, amount, details] = Array.from(card.children);
    expect(name).toHaveTextContent('Cement, 50 kg bag');
    expect(amount?.textContent).toMatch(/^[\d,]+$/);
    expect(details).toHaveTextContent(/× 16,900 · Mwenge Hardware \(cheapest of 2\) · 120 days old/);
    const section = screen.getByRole('region', { name: 'Cheapest suppliers' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing of the suppliers for a visitor', async () => {
    const api = mockApi({ 'GET /api/catalogue': { body: buildCataloguePage(seed, { limit: 500 }) } });
    const { user } = renderApp({ route: '/estimate' });
    await openTheLines(user);
    expect(await screen.findByTestId('estimate-lines')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cheapest suppliers' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/providers/shopping-list')).toHaveLength(0);
  });
});
