import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';
import { buildMap } from '../testing/maps-factories';
import { createFakeBoq } from '../testing/boq-factories';
import { showUserBoqSet } from '../features/ui/ui.slice';
import { makeStore } from './store';

const SLOW = { timeout: 90_000 };
const FIRST_LOAD = { timeout: 15_000 };

/** A client's plan with revisions 1 and 2 issued; `accepted` lists the revisions they accepted. */
function setUp(accepted: number[]) {
  storeSession(buildSessionFor('user', { name: 'Neema Mushi' }));
  const boq = createFakeBoq();
  const plan = buildMap({ _id: boq.map._id, title: boq.map.title, status: 'successful' });
  boq.fill('strip', 'STR-CEMENT', 10);
  boq.completeAll();
  boq.issue();
  boq.reopen('strip');
  boq.fill('strip', 'STR-CEMENT', 14);
  boq.completeAll();
  const second = boq.issue('The strip footing was lengthened');
  mockApi({
    ...boq.routes,
    'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
    'GET /api/maps/:id/thread': { body: { items: [], acceptedRevisions: accepted } },
  });
  const store = makeStore();
  store.dispatch(showUserBoqSet(true));
  return { plan, store, second };
}

const laptopWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = laptopWidth;
});

/** True when `first` comes before `second` in the page's order. */
const isBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the client's bill, its payoff first", SLOW, () => {
  it('puts the grand total and the revision waiting for acceptance above the downloads, changes and tabs', async () => {
    const { plan, store, second } = setUp([1]);
    renderApp({ store, route: `/my-boq/${plan._id}` });

    const headline = await screen.findByRole('region', { name: 'Grand total' }, FIRST_LOAD);
    expect(within(headline).getByTestId('bill-grand-total')).toHaveTextContent(
      `TZS ${second.summary.grandTotal.toLocaleString('en')}`,
    );
    expect(within(headline).getByText(/^Revision 2, issued/)).toBeInTheDocument();
    expect(
      await within(headline).findByText('Not accepted yet: accept it under the bill'),
    ).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download' });
    const tabs = screen.getByRole('tablist');
    // Not yet accepted: the changes are open, under the total (they arrive with their own answer).
    const changes = await screen.findByRole('region', { name: 'Changes since revision 1' });
    expect(within(changes).getByText('Why: The strip footing was lengthened')).toBeInTheDocument();
    expect(isBefore(headline, download)).toBe(true);
    expect(isBefore(headline, changes)).toBe(true);
    expect(isBefore(headline, tabs)).toBe(true);
    // The downloads are one button; its files are in its menu.
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('folds the changes away once the revision is accepted, and opens them on a tap', async () => {
    const { plan, store } = setUp([1, 2]);
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}` });

    const headline = await screen.findByRole('region', { name: 'Grand total' }, FIRST_LOAD);
    expect(await within(headline).findByText('You accepted it')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Changes since revision 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Why: The strip footing was lengthened')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Why: The strip footing was lengthened')).toBeInTheDocument();
  });

  it('says an earlier revision has a newer one', async () => {
    const { plan, store } = setUp([]);
    renderApp({ store, route: `/my-boq/${plan._id}?revision=1` });

    const headline = await screen.findByRole('region', { name: 'Grand total' }, FIRST_LOAD);
    expect(await within(headline).findByText('Revision 2 is the newest')).toBeInTheDocument();
    expect(within(headline).getByText(/^Revision 1, issued/)).toBeInTheDocument();
  });

  it('lists the changed lines as cards on a phone, the change of amount first, nothing in a table', async () => {
    window.innerWidth = 360;
    const { plan, store } = setUp([1]);
    renderApp({ store, route: `/my-boq/${plan._id}` });

    const changes = await screen.findByRole('region', { name: 'Changes since revision 1' }, FIRST_LOAD);
    expect(within(changes).queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(within(changes).getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    const [name, amount, details] = Array.from(card!.children);
    expect(name).toHaveTextContent(/Cement/);
    expect(amount?.textContent).toMatch(/^\+TZS [\d,]+$/);
    expect(details).toHaveTextContent('Changed · Quantity 10 → 14 bag · Rate');
  });
});
