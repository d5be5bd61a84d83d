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
    expect(screen.getByRole('button', { name: 'Not applicable' })).toBeInTheDocument();
  });

  it('completes every draft with quantities in one confirmed step, naming those left', async () => {
    signInAsSurveyor();
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    boq.fill('walling', 'WAL-CEMENT', 30);
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Complete all reviewed sheets' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Complete \d+ reviewed sheets\?/ });
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(expect.arrayContaining(['Strip foundation', 'Walling']));
    expect(listed).not.toContain('Pad foundations and column stubs');
    expect(dialog).toHaveTextContent(/Left as drafts.*Pad foundations and column stubs/);

    await user.click(within(dialog).getByRole('button', { name: 'Complete them' }));
    expect(await screen.findByText(`${listed.length} sheets completed`)).toBeInTheDocument();
    const sent = api.requestsTo('POST /api/maps/:id/boq/complete-reviewed')[0]?.body as { trades: string[] };
    expect(sent.trades).toEqual(expect.arrayContaining(['strip', 'walling']));
    expect(sent.trades).toHaveLength(listed.length);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
