import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 15_000 };

describe('issuing with eyes open', SLOW, () => {
  it('refuses an unchanged reissue in the dialog, and asks a reason for revision 2, showing what changed', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    boq.completeAll();
    boq.issue();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    // The staff list of revisions: its total, who issued it, its files.
    const revisions = await screen.findByRole('region', { name: 'Issued revisions' }, FIRST_LOAD);
    expect(within(revisions).getByText('Revision 1')).toBeInTheDocument();
    expect(within(revisions).getByText(/by Juma Surveyor/)).toBeInTheDocument();
    expect(within(revisions).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    // Nothing changed: the dialog says so and cannot issue.
    await user.click(screen.getByRole('button', { name: 'Issue to the client' }));
    let dialog = await screen.findByRole('dialog', { name: 'Issue revision 2?' });
    expect(
      await within(dialog).findByText('Nothing changed since revision 1: the client already has this bill.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Issue revision 2' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // One quantity changes: the dialog lists it, and needs a reason before it issues.
    boq.reopen('strip');
    boq.fill('strip', 'STR-CEMENT', 15);
    boq.completeAll();
    await user.click(screen.getByRole('button', { name: 'Issue to the client' }));
    dialog = await screen.findByRole('dialog', { name: 'Issue revision 2?' });
    const changes = await within(dialog).findByRole('region', { name: 'Changes since revision 1' });
    expect(
      within(changes).getByText(/Grand total TZS [\d,]+ → TZS [\d,]+ \(\+TZS [\d,]+\)/),
    ).toBeInTheDocument();
    expect(within(changes).getByText('12 → 15')).toBeInTheDocument();
    const issue = within(dialog).getByRole('button', { name: 'Issue revision 2' });
    expect(issue).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What changed, and why/ }),
      'More cement for the strip',
    );
    await user.click(issue);

    expect(await screen.findByText('Revision 2 issued; the client was told')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/issue')[0]?.body).toEqual({
      reason: 'More cement for the strip',
    });
    await waitFor(() => expect(screen.getByText('Revision 2')).toBeInTheDocument());
    expect(screen.getByText('Why: More cement for the strip')).toBeInTheDocument();
  });

  it("offers the preview in the client's language first, and in the other when the surveyor picks it", async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    boq.completeAll();
    boq.setClientLanguage('sw');
    const api = mockApi({
      ...boq.routes,
      'GET /api/maps/:id/boq/issue/preview.pdf': { body: 'pdf' },
      'GET /api/maps/:id/boq/issue/preview.xlsx': { body: 'xlsx' },
    });
    const createObjectURL = vi.fn(() => 'blob:preview');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Issue to the client' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Issue revision 1?' });
    const languages = await within(dialog).findByRole('group', { name: 'Language of the preview' });
    expect(within(languages).getByRole('button', { name: 'Kiswahili (the client’s)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview PDF' }));
    await waitFor(() => expect(api.requestsTo('GET /api/maps/:id/boq/issue/preview.pdf')).toHaveLength(1));
    expect(api.requestsTo('GET /api/maps/:id/boq/issue/preview.pdf')[0]?.query.get('lang')).toBe('sw');

    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview Excel' }));
    await waitFor(() => expect(api.requestsTo('GET /api/maps/:id/boq/issue/preview.xlsx')).toHaveLength(1));
    expect(api.requestsTo('GET /api/maps/:id/boq/issue/preview.xlsx')[0]?.query.get('lang')).toBe('en');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
  });
});
