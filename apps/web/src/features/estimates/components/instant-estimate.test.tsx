import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { priceHouse, type HouseModelRawInput } from '@kadirio/domain';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../testing/mock-api';
import {
  buildCataloguePage,
  buildSeedCatalogue,
  buildSessionFor,
  storeSession,
} from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

const seed = buildSeedCatalogue();
const TYPICAL_HOUSE = { length: 12, width: 9 } as const;

function tzs(amount: number): string {
  return `TZS ${new Intl.NumberFormat('en-GB').format(amount)}`;
}

/** What the domain itself says the house costs with the seed rates. */
function expectedTotal(house: HouseModelRawInput): string {
  return tzs(priceHouse(house, seed).summary.grandTotal);
}

/** The catalogue, and the landing page's blog teaser (no posts yet). */
function catalogueBackend() {
  return {
    'GET /api/catalogue': { body: buildCataloguePage(seed, { limit: 500 }) },
    'GET /api/blog': { body: { items: [], total: 0, page: 1, limit: 3 } },
  };
}

/** What the estimate asked of the server, leaving out the landing page's blog teaser. */
function estimateRequests(api: ReturnType<typeof mockApi>) {
  return api.requests.filter((request) => request.path !== '/api/blog');
}

async function findGrandTotal() {
  return screen.findByTestId('estimate-grand-total');
}

describe('instant estimate', () => {
  it('prices a typical house below the landing hero: the total, then the stages, the lines on demand', async () => {
    const api = mockApi(catalogueBackend());
    const { user } = renderApp();

    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Instant estimate' })).toBeInTheDocument();

    const total = await findGrandTotal();
    expect(total).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
    expect(total.textContent).toBe(expectedTotal(TYPICAL_HOUSE));

    const { summary } = priceHouse(TYPICAL_HOUSE, seed);
    expect(screen.getByTestId('estimate-cost-per-m2')).toHaveTextContent(
      `${tzs(summary.costPerSquareMetre!)} per m² of floor area`,
    );
    // Revision 2: the estimate's contingency is 10 %, and shop rates include VAT 18 % (shown, not added).
    expect(screen.getByText('Contingency (10 %)')).toBeInTheDocument();
    expect(screen.queryByText('VAT (18 %)')).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-vat-included')).toHaveTextContent(
      `VAT 18 % included in the rates: ${tzs(summary.vatIncluded)}`,
    );
    expect(screen.getByText(/The estimate adds 10 % contingency/)).toBeInTheDocument();

    // Then the totals by building stage, adding up to the grand total to the shilling.
    const stages = screen.getByRole('figure', { name: 'Cost by building stage' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.dataset.stage),
    ).toEqual(['msingi', 'boma', 'lenta', 'paa', 'finishing', 'services']);
    expect(within(stages).getByText('Msingi (foundation)')).toBeInTheDocument();
    expect(within(stages).getByText('Lenta (ring beam)')).toBeInTheDocument();
    const stageTotals = within(stages)
      .getAllByTestId('estimate-stage-total')
      .map((amount) => Number(amount.textContent.replace(/[^\d]/g, '')));
    expect(stageTotals).toHaveLength(6);
    expect(stageTotals.every((amount) => amount > 0)).toBe(true);
    expect(stageTotals.reduce((sum, amount) => sum + amount, 0)).toBe(summary.grandTotal);

    // The lines are folded away until asked for.
    expect(screen.queryByText('Building permit processing')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', {
      name: `Show the lines (${priceHouse(TYPICAL_HOUSE, seed).shoppingList.items.length} materials)`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the lines' })).toHaveAttribute('aria-expanded', 'true');

    // The shopping list: description, purchase quantity with unit, amount.
    // getByText, not getByRole: naming every cell of a long table is slow in jsdom.
    const permit = screen.getByText('Building permit processing').closest('tr')!;
    expect(within(permit).getByRole('cell', { name: '1 item' })).toBeInTheDocument();
    // Rate and amount: one permit at 500,000.
    expect(within(permit).getAllByRole('cell', { name: '500,000' })).toHaveLength(2);
    expect(screen.getByText(/Rates are indicative/)).toBeInTheDocument();

    // The whole active catalogue in one call, and nothing else.
    const requests = estimateRequests(api);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.get('include')).toBe('all'); // withdrawn items too, so the estimate can name what it left out;
    expect(requests[0]?.query.get('limit')).toBe('500');
  });

  it('recalculates in the browser as the visitor types, without calling the server', async () => {
    const api = mockApi(catalogueBackend());
    const { user } = renderApp();
    await findGrandTotal();

    const bedrooms = screen.getByLabelText('Bedrooms');
    await user.clear(bedrooms);
    await user.type(bedrooms, '3');

    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        expectedTotal({ ...TYPICAL_HOUSE, bedrooms: 3 }),
      ),
    );
    expect(expectedTotal({ ...TYPICAL_HOUSE, bedrooms: 3 })).not.toBe(expectedTotal(TYPICAL_HOUSE));

    await user.selectOptions(screen.getByLabelText('Roof type'), 'hip');
    await user.click(screen.getByLabelText('Septic tank'));
    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        expectedTotal({ ...TYPICAL_HOUSE, bedrooms: 3, roofType: 'hip', septic: false }),
      ),
    );
    expect(estimateRequests(api)).toHaveLength(1);
  });

  it('prices the house again once typing pauses, not at every key', async () => {
    mockApi(catalogueBackend());
    const { user } = renderApp();
    expect(await findGrandTotal()).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));

    const length = screen.getByLabelText('Length (m)');
    await user.clear(length);
    await user.type(length, '14');
    // Straight after the keys, the last total stands: "1" and "14" were not priced yet.
    expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        expectedTotal({ ...TYPICAL_HOUSE, length: 14 }),
      ),
    );
  });

  it('shows the derived defaults under "More options" and uses a value typed over them', async () => {
    mockApi(catalogueBackend());
    const { user } = renderApp();
    await findGrandTotal();

    expect(screen.queryByLabelText('Doors')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByLabelText('Internal walls (m)')).toHaveAttribute('placeholder', '21');
    expect(screen.getByLabelText('Doors')).toHaveAttribute('placeholder', '5');
    expect(screen.getByLabelText('Windows')).toHaveAttribute('placeholder', '5');

    await user.type(screen.getByLabelText('Windows'), '8');
    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        expectedTotal({ ...TYPICAL_HOUSE, windows: 8 }),
      ),
    );
  });

  it('names the invalid field and keeps the last valid result, dimmed', async () => {
    mockApi(catalogueBackend());
    const { user } = renderApp();
    await findGrandTotal();

    const length = screen.getByLabelText('Length (m)');
    await user.clear(length);
    expect(await screen.findByText('Length is required')).toBeInTheDocument();
    await user.type(length, '-5');

    expect(await screen.findByText('Length must be 0 or more')).toBeInTheDocument();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the highlighted fields to update the estimate.')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
    expect(screen.getByTestId('estimate-grand-total').closest('[data-stale]')).not.toBeNull();

    const pitch = screen.getByLabelText('Roof pitch (°)');
    await user.type(pitch, '0');
    expect(await screen.findByText('Roof pitch must be at most 60°')).toBeInTheDocument();

    await user.clear(length);
    await user.type(length, '15');
    expect(await screen.findByText('Roof pitch must be at most 60°')).toBeInTheDocument();
    // The pitch is still 200°: the estimate stays as it was until that is fixed too.
    expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));

    await user.clear(pitch);
    await user.type(pitch, '25');
    await waitFor(() =>
      expect(screen.getByTestId('estimate-grand-total')).toHaveTextContent(
        expectedTotal({ ...TYPICAL_HOUSE, length: 15, roofPitch: 25 }),
      ),
    );
    expect(screen.queryByText(/must be/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('Correct the highlighted fields to update the estimate.'),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('estimate-grand-total').closest('[data-stale]')).toBeNull();
  });

  it('says when the price list cannot be loaded and tries again on request', async () => {
    let calls = 0;
    mockApi({
      'GET /api/catalogue': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { body: buildCataloguePage(seed, { limit: 500 }) };
      },
    });
    const { user } = renderApp();

    expect(
      await screen.findByText(/The price list could not be loaded\. Database unavailable/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findGrandTotal()).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
  });

  // A withdrawn item is simply not priced; the estimate names the line it left out
  // (docs/takeoff.md, "Revision 2 — pricing").
  it('still prices the house when an item is withdrawn, and names the line it left out', async () => {
    mockApi({
      'GET /api/catalogue': {
        body: buildCataloguePage(
          seed.map((item) => (item.code === 'PRE-PERMIT' ? { ...item, active: false } : item)),
        ),
      },
    });
    renderApp();

    expect(await findGrandTotal()).toBeInTheDocument();
    expect(screen.getByTestId('estimate-left-out')).toHaveTextContent(
      'Building permit processing: not priced, the item was withdrawn from the catalogue',
    );
  });

  it('speaks Swahili: labels, stages, the lines button and materials', async () => {
    await i18n.changeLanguage('sw');
    mockApi(catalogueBackend());
    const { user } = renderApp();

    expect(await screen.findByRole('heading', { name: 'Makadirio ya haraka' })).toBeInTheDocument();
    for (const label of [
      'Urefu (m)',
      'Upana (m)',
      'Kimo cha ukuta (m)',
      'Vyumba vya kulala',
      'Mabafu',
      'Mteremko wa paa (°)',
      'Aina ya paa',
      'Upenu wa paa (m)',
      'Shimo la maji taka (septic tank)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(await findGrandTotal()).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
    const stages = screen.getByRole('figure', { name: 'Gharama kwa hatua ya ujenzi' });
    for (const name of ['Msingi', 'Boma (kuta hadi lenta)', 'Lenta', 'Paa', 'Umaliziaji'])
      expect(within(stages).getByText(name)).toBeInTheDocument();
    expect(stages).toHaveTextContent(/jumla za hatua zote ni sawa na jumla kuu/);
    expect(screen.queryByText('Kushughulikia kibali cha ujenzi')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Onyesha mistari \(vifaa \d+\)$/ }));
    expect(screen.getByText('Kushughulikia kibali cha ujenzi').tagName).toBe('TD');
    expect(screen.getByRole('button', { name: 'Ficha mistari' })).toBeInTheDocument();
  });

  it('shows a Swahili message for an invalid field', async () => {
    await i18n.changeLanguage('sw');
    mockApi(catalogueBackend());
    const { user } = renderApp();
    await findGrandTotal();

    await user.clear(screen.getByLabelText('Vyumba vya kulala'));
    await user.type(screen.getByLabelText('Vyumba vya kulala'), '1.5');
    expect(await screen.findByText('Vyumba vya kulala: weka namba kamili')).toBeInTheDocument();
  });

  it('is one tap from the landing hero, at /estimate', async () => {
    mockApi(catalogueBackend());
    const { user } = renderApp();
    const link = await screen.findByRole('link', { name: 'Get an instant estimate' });
    expect(link).toHaveAttribute('href', '/estimate');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Instant estimate' })).toBeInTheDocument();
    expect(await findGrandTotal()).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
  });

  it('says the total above the house fields for a phone, with a jump to the stages', async () => {
    const laptopWidth = window.innerWidth;
    window.innerWidth = 360;
    onTestFinished(() => {
      window.innerWidth = laptopWidth;
    });
    mockApi(catalogueBackend());
    renderApp({ route: '/estimate' });
    await findGrandTotal();
    const line = screen.getByTestId('estimate-phone-total');
    expect(line).toHaveTextContent(`Estimated cost: ${expectedTotal(TYPICAL_HOUSE)}`);
    expect(within(line).getByRole('link', { name: 'See the stages' })).toHaveAttribute(
      'href',
      '#estimate-result',
    );
    // Above the fields it saves the scroll past: it comes before the first of them.
    const firstField = screen.getByLabelText('Bedrooms');
    expect(line.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('estimate-result')).toContainElement(await findGrandTotal());
  });

  it('names the hero link in Swahili', async () => {
    await i18n.changeLanguage('sw');
    mockApi(catalogueBackend());
    renderApp();
    expect(await screen.findByRole('link', { name: 'Pata makadirio ya haraka' })).toHaveAttribute(
      'href',
      '/estimate',
    );
  });

  it('is also at /estimate, for a signed-in user', async () => {
    storeSession(buildSessionFor('user'));
    mockApi(catalogueBackend());
    renderApp({ route: '/estimate' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Instant estimate' })).toBeInTheDocument();
    expect(await findGrandTotal()).toHaveTextContent(expectedTotal(TYPICAL_HOUSE));
  });
});
