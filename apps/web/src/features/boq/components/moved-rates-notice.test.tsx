import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 40_000 };

describe('the notice of rates moved since sheets were completed', SLOW, () => {
  it('names the completed lines now at a different rate on the BOQ summary, and nothing before', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    boq.completeAll();
    mockApi(boq.routes);
    const first = renderApp({ route: `/boq?map=${boq.map._id}` });
    expect(await screen.findByRole('heading', { name: 'Summary' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Rates moved since sheets were completed')).not.toBeInTheDocument();
    first.unmount();

    boq.setRate('STR-CEMENT', 21_000);
    renderApp({ route: `/boq?map=${boq.map._id}` });
    const title = await screen.findByText('Rates moved since sheets were completed', undefined, FIRST_LOAD);
    const notice = title.closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByText(/^Strip foundation: 1 lines/)).toBeInTheDocument();
    expect(within(notice).getByText(/12 bag at TZS 18,500 → TZS 21,000/)).toBeInTheDocument();
  });
});
