import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoundInput } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 15_000 };
const MARK_ID = '00000000-0000-4000-8000-0000000000a1';

/** Walling: length from a mark, height typed, 12 columns proposed by the house model. */
function wallingUnderReview() {
  const boq = createFakeBoq();
  const length: BoundInput = {
    field: 'length',
    binding: { measurementId: MARK_ID },
    usedValue: 42.6,
    currentValue: 44.1,
    changed: true,
    sources: [
      { measurementId: MARK_ID, name: 'External walls', key: 'ExtWalls', drawingName: 'A-101.pdf', page: 1 },
    ],
    citation: 'length = 44.10 m (measured: External walls, A-101 p. 1)',
    problem: null,
  };
  boq.setInputs(
    'walling',
    { length: 42.6, height: 3.2, columns: 12 },
    { height: 'typed', columns: 'houseModel' },
    [length],
  );
  return boq;
}

function signInAsSurveyor() {
  storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
}

describe('the review screen', SLOW, () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('lists each input with its value, source and the difference from its mark, on cards on a phone', async () => {
    window.innerWidth = 360;
    signInAsSurveyor();
    const boq = wallingUnderReview();
    mockApi(boq.routes);
    renderApp({ route: `/boq/review?map=${boq.map._id}` });

    const walling = await screen.findByRole('list', { name: 'Walling' }, FIRST_LOAD);
    const rows = within(walling).getAllByRole('listitem');
    const row = (label: RegExp) => rows.find((item) => label.test(item.textContent ?? ''));
    expect(row(/^Length \(m\)/)).toHaveTextContent(
      /42\.6.*mark.*External walls \(A-101 p\. 1\).*−1\.5 from the marks \(44\.1\)/,
    );
    expect(row(/^Height \(m\)/)).toHaveTextContent(/3\.2.*typed/);
    expect(row(/^Columns/)).toHaveTextContent(/12.*proposal.*proposal — not on the drawing/);
    // Defaults are hidden until asked for.
    expect(row(/^Ring beam depth/)).toBeUndefined();
    expect(within(walling).getByRole('link', { name: 'Show External walls on the drawing' })).toHaveAttribute(
      'href',
      `/walling?map=${boq.map._id}&mark=${MARK_ID}`,
    );
    // On a phone the inputs are cards, not a table that would scroll sideways.
    expect(screen.queryByRole('table', { name: 'Walling' })).not.toBeInTheDocument();
  });

  it('shows a table at a desk, defaults on demand, and marks a sheet reviewed, then completes it', async () => {
    window.innerWidth = 1280;
    signInAsSurveyor();
    const boq = wallingUnderReview();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq/review?map=${boq.map._id}` });

    const table = await screen.findByRole('table', { name: 'Walling' }, FIRST_LOAD);
    expect(within(table).getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    expect(within(table).queryByText(/^Ring beam depth/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Show inputs left at their defaults'));
    expect(await within(table).findByText(/^Ring beam depth/)).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Walling' });
    const complete = within(section).getByRole('button', { name: 'Complete: Walling' });
    expect(complete).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: 'Reviewed' }));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Reviewed' })).toBeChecked());
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade/reviewed')[0]?.body).toEqual({ reviewed: true });
    expect(within(section).getByText(/Reviewed by Juma Surveyor/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Complete: Walling' }));
    expect(await screen.findByText('Walling completed')).toBeInTheDocument();
    expect(boq.sheet('walling').status).toBe('completed');
  });

  it('says when the review cannot be loaded, and tries again', async () => {
    signInAsSurveyor();
    const boq = createFakeBoq();
    let failures = 1;
    mockApi({
      ...boq.routes,
      'GET /api/maps/:id/boq/review': (request) =>
        failures-- > 0
          ? { status: 500, body: { message: 'Something went wrong on our side; please try again' } }
          : (boq.routes['GET /api/maps/:id/boq/review'] as (r: typeof request) => { body: unknown })(request),
    });
    const { user } = renderApp({ route: `/boq/review?map=${boq.map._id}` });
    expect(
      await screen.findByText(/The review could not be loaded/, undefined, FIRST_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Every input of a fresh BOQ holds its default: nothing shows until defaults are asked for.
    expect(await screen.findByText('Nothing to show with these filters.')).toBeInTheDocument();
  });

  it('marks a draft sheet reviewed when the surveyor opens it', async () => {
    signInAsSurveyor();
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    renderApp({ route: `/strip?map=${boq.map._id}` });
    await waitFor(
      () => expect(api.requestsTo('PUT /api/maps/:id/boq/:trade/reviewed')).toHaveLength(1),
      FIRST_LOAD,
    );
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade/reviewed')[0]?.params).toMatchObject({
      trade: 'strip',
    });
  });
});
