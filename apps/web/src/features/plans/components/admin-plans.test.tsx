import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseMap, MapStatus } from '@kadirio/domain';
import { mapQueueRoutes } from '../../../testing/map-queue-routes';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, buildUserPage, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildDrawing, buildMap, buildMapPage } from '../../../testing/maps-factories';

const COUNTS: Record<MapStatus, number> = {
  typecheck: 4,
  unitcheck: 2,
  failedcheck: 1,
  successful: 7,
  failed: 3,
};

function adminBackend(maps: HouseMap[]) {
  return {
    'GET /api/users/': { body: buildUserPage([]) },
    ...mapQueueRoutes({ count: (status) => ({ body: { count: COUNTS[status] } }) }),
    'GET /api/maps/': ({ query }: MockRequest) => {
      const status = query.get('status');
      return { body: buildMapPage(maps.filter((map) => status === null || map.status === status)) };
    },
    'POST /api/maps/:id/transitions': ({ params, body }: MockRequest) => {
      const map = maps.find((candidate) => candidate._id === params.id)!;
      map.status = (body as { to: MapStatus }).to;
      return { body: map };
    },
    'DELETE /api/maps/:id': ({ params }: MockRequest) => {
      maps.splice(
        maps.findIndex((map) => map._id === params.id),
        1,
      );
      return { body: { id: params.id, message: 'Map deleted successfully' } };
    },
  };
}

const contact = { name: 'Asha Said', email: 'asha@example.com', phone: '0712345678' };

describe('admin dashboard: house plans', () => {
  it('shows how many plans wait in each state, beside the user management', async () => {
    storeSession(buildSessionFor('admin'));
    mockApi(adminBackend([]));
    renderApp();

    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'House plans' })).toBeInTheDocument();
    const expected = [
      ['Drawing check', '4'],
      ['Dimension check', '2'],
      ['Needs changes', '1'],
      ['Accepted', '7'],
      ['Rejected', '3'],
    ];
    for (const [label, count] of expected) {
      await waitFor(() =>
        expect(screen.getByRole('group', { name: label })).toHaveTextContent(`${label}${count}`),
      );
    }
    expect(screen.getByText('No client has sent a plan yet.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  });

  it('filters by status, moves a plan with the required comment and deletes after confirmation', async () => {
    storeSession(buildSessionFor('admin'));
    const waiting = buildMap({ title: 'Nyumba ya Asha', ownerContact: contact });
    const draft = buildMap({ title: 'Rasimu', drawings: [], ownerContact: contact });
    const accepted = buildMap({ title: 'Nyumba ya Pwani', status: 'successful', ownerContact: contact });
    const api = mockApi(adminBackend([waiting, draft, accepted]));
    const { user } = renderApp();

    const row = (await screen.findByRole('cell', { name: /Nyumba ya Asha/ })).closest('tr')!;
    expect(row).toHaveTextContent('Asha Said');
    expect(within(row).getByText('Drawing check')).toBeInTheDocument();
    // A draft cannot leave the drawing check until it has a drawing.
    const draftMove = screen.getByRole('combobox', { name: 'Move Rasimu to' });
    expect(
      within(draftMove).getByRole('option', { name: 'Dimension check (needs a drawing)' }),
    ).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'successful');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: /Nyumba ya Asha/ })).not.toBeInTheDocument(),
    );
    expect(api.requests.at(-1)?.query.get('status')).toBe('successful');
    await user.selectOptions(screen.getByLabelText('Filter by status'), '');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Move Nyumba ya Asha to' }),
      'failedcheck',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move “Nyumba ya Asha” to Needs changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('A comment is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment (required)'), 'Sections missing');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByText('“Nyumba ya Asha” flagged for the improvements desk');
    expect(api.requestsTo('POST /api/maps/:id/transitions')[0]?.body).toEqual({
      to: 'failedcheck',
      comment: 'Sections missing',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Rasimu' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    expect(api.requestsTo('DELETE /api/maps/:id')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Plan deleted');
    expect(api.requestsTo('DELETE /api/maps/:id')[0]?.path).toBe(`/api/maps/${draft._id}`);
    await waitFor(() => expect(screen.queryByRole('cell', { name: /Rasimu/ })).not.toBeInTheDocument());
  });

  it('offers failedcheck → typecheck only once the plan has a revised drawing', async () => {
    storeSession(buildSessionFor('admin'));
    const flagged = buildMap({
      title: 'Flagged',
      status: 'failedcheck',
      queuedAt: '2025-03-05T10:00:00.000Z',
      drawings: [buildDrawing({ createdAt: '2025-03-01T10:00:00.000Z' })],
    });
    mockApi(adminBackend([flagged]));
    renderApp();

    const move = await screen.findByRole('combobox', { name: 'Move Flagged to' });
    expect(
      within(move).getByRole('option', { name: 'Drawing check (needs a revised drawing)' }),
    ).toBeDisabled();
    expect(within(move).getByRole('option', { name: 'Accepted' })).toBeEnabled();
    expect(within(move).getByRole('option', { name: 'Rejected' })).toBeEnabled();
  });
});
