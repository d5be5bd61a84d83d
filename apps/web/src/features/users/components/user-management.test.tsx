import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@kadirio/domain';
import { mapQueueRoutes } from '../../../testing/map-queue-routes';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, buildUser, buildUserPage, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

function signInAsAdmin() {
  const admin = buildSessionFor('admin', { name: 'Admin Mkuu' });
  storeSession(admin);
  return admin;
}

/** A users endpoint over an in-memory list, answering search, role filter and pages like the API. */
function usersBackend(users: User[]) {
  return {
    'GET /api/users/': ({ query }: MockRequest) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const accessLevel = query.get('accessLevel');
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '20');
      const matching = users.filter(
        (user) =>
          (search === '' || `${user.name} ${user.email}`.toLowerCase().includes(search)) &&
          (accessLevel === null || user.accessLevel === accessLevel),
      );
      return {
        body: buildUserPage(matching.slice((page - 1) * limit, page * limit), {
          total: matching.length,
          page,
          limit,
        }),
      };
    },
    'PUT /api/users/:id': ({ params, body }: MockRequest) => {
      const index = users.findIndex((user) => user._id === params.id);
      const updated = { ...users[index]!, ...(body as Partial<User>) };
      users[index] = updated;
      return { body: { ...updated, message: 'Profile updated successfully' } };
    },
    'DELETE /api/users/:id': ({ params }: MockRequest) => {
      users.splice(
        users.findIndex((user) => user._id === params.id),
        1,
      );
      return { body: { id: params.id, message: 'User deleted successfully' } };
    },
  };
}

describe('admin dashboard: user management', () => {
  it('lists users with their email, phone, role and last login', async () => {
    const admin = signInAsAdmin();
    const users = [
      buildUser({ _id: admin._id, name: 'Admin Mkuu', accessLevel: 'admin' }),
      buildUser({
        name: 'Baraka Mollel',
        email: 'baraka@example.com',
        phone: '0755000111',
        accessLevel: 'boq',
      }),
      buildUser({ name: 'Zawadi Kimaro', lastLoginAt: '2025-05-02T10:15:00.000Z' }),
    ];
    mockApi(usersBackend(users));
    renderApp();

    const row = (await screen.findByRole('cell', { name: 'Baraka Mollel' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'baraka@example.com' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '0755000111' })).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role of Baraka Mollel' })).toHaveValue('boq');
    expect(within(row).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    // The admin's own row cannot be demoted or deleted from here.
    expect(screen.getByRole('combobox', { name: 'Role of Admin Mkuu' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Admin Mkuu' })).toBeDisabled();
  });

  it('asks before changing a role, then saves the new accessLevel', async () => {
    signInAsAdmin();
    const target = buildUser({ name: 'Baraka Mollel', accessLevel: 'user' });
    const api = mockApi(usersBackend([target]));
    const { user } = renderApp();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Baraka Mollel' }),
      'unitchecker',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(dialog).toHaveTextContent("Change Baraka Mollel's role from Client to Dimension checker?");
    expect(api.requestsTo('PUT /api/users/:id')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Baraka Mollel is now: Dimension checker')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = api.requestsTo('PUT /api/users/:id');
    expect(put?.path).toBe(`/api/users/${target._id}`);
    expect(put?.body).toEqual({ accessLevel: 'unitchecker' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Baraka Mollel' })).toHaveValue('unitchecker'),
    );
  });

  it('changes nothing when the role change is cancelled', async () => {
    signInAsAdmin();
    const api = mockApi(usersBackend([buildUser({ name: 'Baraka Mollel', accessLevel: 'user' })]));
    const { user } = renderApp();

    const select = await screen.findByRole('combobox', { name: 'Role of Baraka Mollel' });
    await user.selectOptions(select, 'admin');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('user');
    expect(api.requestsTo('PUT /api/users/:id')).toHaveLength(0);
  });

  it('asks before deleting a user, then deletes and refreshes the list', async () => {
    signInAsAdmin();
    const target = buildUser({ name: 'Zawadi Kimaro', email: 'zawadi@example.com' });
    const api = mockApi(usersBackend([target, buildUser({ name: 'Baraka Mollel' })]));
    const { user } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Delete Zawadi Kimaro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent('The account of Zawadi Kimaro (zawadi@example.com) will be deleted.');
    expect(api.requestsTo('DELETE /api/users/:id')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /api/users/:id')[0]?.path).toBe(`/api/users/${target._id}`);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Zawadi Kimaro' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Baraka Mollel' })).toBeInTheDocument();
  });

  it("shows the server's reason when a deletion is refused, and keeps the user listed", async () => {
    signInAsAdmin();
    const refusal =
      'This account has 2 paid orders; paid orders are kept as a record of payment, so the account cannot be deleted';
    const api = mockApi({
      ...usersBackend([buildUser({ name: 'Zawadi Kimaro' })]),
      'DELETE /api/users/:id': { status: 409, body: { message: refusal } },
    });
    const { user } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Delete Zawadi Kimaro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('User deleted successfully')).not.toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/users/:id')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Zawadi Kimaro' })).toBeInTheDocument();
  });

  it('searches by name or email once typing pauses, and filters by role', async () => {
    signInAsAdmin();
    const api = mockApi(
      usersBackend([
        buildUser({ name: 'Baraka Mollel', accessLevel: 'boq' }),
        buildUser({ name: 'Zawadi Kimaro', accessLevel: 'user' }),
        buildUser({ name: 'Zuberi Nyoni', accessLevel: 'boq' }),
      ]),
    );
    const { user } = renderApp();

    await screen.findByRole('cell', { name: 'Baraka Mollel' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zu');

    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Baraka Mollel' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Zuberi Nyoni' })).toBeInTheDocument();
    // One request for the first list and one for the finished word, none per keystroke.
    expect(api.requestsTo('GET /api/users/').map((request) => request.query.get('search'))).toEqual([
      null,
      'zu',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    expect(await screen.findByRole('cell', { name: 'Baraka Mollel' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'boq');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Zawadi Kimaro' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Baraka Mollel' })).toBeInTheDocument();
    expect(api.requests.at(-1)?.query.get('accessLevel')).toBe('boq');
  });

  it('says so when no user matches', async () => {
    signInAsAdmin();
    mockApi(usersBackend([]));
    renderApp();

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Nobody has registered yet.')).toBeInTheDocument();
  });

  it('shows the error and lets the admin try again', async () => {
    signInAsAdmin();
    let calls = 0;
    mockApi({
      'GET /api/users/': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { body: buildUserPage([buildUser({ name: 'Baraka Mollel' })]) };
      },
      // The house plans section and the reset requests on the same dashboard load fine, so their
      // "Try again" is not shown.
      ...mapQueueRoutes({ count: { body: { count: 0 } } }),
      'GET /api/users/password-reset/requests': { body: { items: [], total: 0 } },
      'GET /api/maps/': { body: { items: [], total: 0, page: 1, limit: 10 } },
    });
    const { user } = renderApp();

    expect(
      await screen.findByText(/The users could not be loaded\. Database unavailable/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Baraka Mollel' })).toBeInTheDocument();
  });
});
