import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 15_000 };

function signInAsSurveyor() {
  storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
}

describe('settling sheets: not applicable and complete all reviewed', SLOW, () => {
  it('does not complete an empty sheet, and marks it not applicable with a reason, then reopens it', async () => {
    signInAsSurveyor();
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/pad?map=${boq.map._id}` });

    const complete = await screen.findByRole('button', { name: 'Mark completed' }, FIRST_LOAD);
    expect(complete).toBeDisabled();
    expect(
      screen.getByText(/No quantities yet: fill the sheet, or mark it not applicable/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not applicable' }));
    const dialog = await screen.findByRole('dialog', { name: /not applicable\?/ });
    // Too short a reason is not sent.
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('no');
    await user.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/not-applicable')).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste(' pads: strip footing only');
    await user.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));

    expect(await screen.findByText('Sheet marked not applicable')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/not-applicable')[0]?.body).toEqual({
      version: 1,
      reason: 'no pads: strip footing only',
    });
    expect(screen.getByText('Not applicable: no pads: strip footing only')).toBeInTheDocument();
    expect(screen.getByText(/Marked not applicable by Juma Surveyor/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen for editing' }));
    expect(await screen.findByText('Sheet reopened')).toBeInTheDocument();
    // The toast comes with the answer; the draft's buttons with the sheet drawn again from it.
    expect(await screen.findByRole('button', { name: 'Not applicable' })).toBeInTheDocument();
  });

  it('completes only the reviewed drafts with quantities, naming those it leaves and why', async () => {
    signInAsSurveyor();
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    boq.fill('walling', 'WAL-CEMENT', 30);
    boq.fill('roofing', 'ROF-TIMBER-2X4', 20);
    // The surveyor opened walling and roofing; strip was filled but never looked at.
    boq.markReviewed('walling');
    boq.markReviewed('roofing');
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Complete all reviewed sheets' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Complete 2 reviewed sheets?' });
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(['Walling', 'Roofing']);
    // Strip, and the sheets whose defaults give quantities (preliminaries …), were never opened.
    const notReviewed = within(dialog).getByTestId('left-not-reviewed');
    expect(notReviewed).toHaveTextContent(/^Left open, not reviewed yet: .*Strip foundation/);
    expect(notReviewed).not.toHaveTextContent(/Walling|Roofing/);
    expect(within(dialog).getByTestId('left-empty')).toHaveTextContent(
      /no quantities.*Pad foundations and column stubs/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Complete them' }));
    expect(await screen.findByText('2 sheets completed')).toBeInTheDocument();
    const sent = api.requestsTo('POST /api/maps/:id/boq/complete-reviewed')[0]?.body as { trades: string[] };
    expect(sent.trades).toEqual(['walling', 'roofing']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(boq.sheet('strip').status).toBe('draft');
  });
});
