import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { buildMap } from '../../../testing/maps-factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';
import { showUserBoqSet } from '../../ui/ui.slice';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 15_000 };

/** A BOQ with cement on the strip footing, issued as revision 1. */
function issuedBoq() {
  const boq = createFakeBoq();
  boq.fill('strip', 'STR-CEMENT', 12);
  boq.completeAll();
  const revision = boq.issue();
  const cement = revision.sheets
    .flatMap((sheet) => sheet.lines)
    .find((line) => line.code === 'STR-CEMENT' && line.quantity > 0)!;
  return { boq, cement };
}

describe('the notice that live rates differ from the issued ones', SLOW, () => {
  it('tells staff how many lines moved and by how much once a catalogue rate changes, and nothing before', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const { boq, cement } = issuedBoq();
    const api = mockApi(boq.routes);
    const first = renderApp({ route: `/boq?map=${boq.map._id}` });

    const revisions = await screen.findByRole('region', { name: 'Issued revisions' }, FIRST_LOAD);
    await waitFor(() =>
      expect(api.requestsTo('GET /api/maps/:id/boq/issues/:revision/live-rates')).toHaveLength(1),
    );
    expect(within(revisions).queryByText(/Rates have changed/)).not.toBeInTheDocument();
    first.unmount();

    boq.setRate('STR-CEMENT', cement.rate + 1000);
    renderApp({ route: `/boq?map=${boq.map._id}` });
    const notice = await screen.findByText(
      'Rates have changed since revision 1 was issued',
      undefined,
      FIRST_LOAD,
    );
    const alert = notice.closest('[role="status"]') as HTMLElement;
    const difference = Math.round(cement.quantity * (cement.rate + 1000)) - cement.amount;
    expect(alert).toHaveTextContent(
      `Billed lines now at a different catalogue rate: 1, changing those lines by +TZS ${difference.toLocaleString('en')}`,
    );
    expect(alert).toHaveTextContent(/a new revision would bill every sheet at today’s rates/);
    expect(alert).toHaveTextContent(
      `Moved: ${cement.description} TZS ${cement.rate.toLocaleString('en')} → TZS ${(cement.rate + 1000).toLocaleString('en')}`,
    );
  });

  it('tells the client, on the bill they hold, that only a new revision would re-price it', async () => {
    storeSession(buildSessionFor('user', { name: 'Neema Mushi' }));
    const { boq, cement } = issuedBoq();
    boq.setRate('STR-CEMENT', cement.rate - 500);
    const plan = buildMap({ _id: boq.map._id, title: boq.map.title, status: 'successful' });
    const store = makeStore();
    store.dispatch(showUserBoqSet(true));
    mockApi({ ...boq.routes, 'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } } });
    renderApp({ store, route: '/my-boq' });

    const title = await screen.findByText(
      'Rates have changed since revision 1 was issued',
      undefined,
      FIRST_LOAD,
    );
    const alert = title.closest('[role="status"]') as HTMLElement;
    const difference = cement.amount - Math.round(cement.quantity * (cement.rate - 500));
    expect(alert).toHaveTextContent(
      `Lines of your bill now at a different rate in the catalogue: 1, changing those lines by −TZS ${difference.toLocaleString('en')}`,
    );
    expect(alert).toHaveTextContent(/only a new revision from your surveyor would re-price them/);
  });
});
