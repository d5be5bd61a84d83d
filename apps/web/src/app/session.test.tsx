import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';

describe('session', () => {
  it('sends the bearer token from the stored session', async () => {
    const session = buildSessionFor('admin');
    storeSession(session);
    const api = mockApi({ 'GET /api/users/': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    renderApp();

    await screen.findByText('No users found');
    expect(api.requestsTo('GET /api/users/')[0]?.headers.get('authorization')).toBe(
      `Bearer ${session.token}`,
    );
  });

  it('clears the session and lands on /login when a call answers 401', async () => {
    storeSession(buildSessionFor('admin'));
    mockApi({ 'GET /api/users/': { status: 401, body: { message: 'Session expired' } } });
    const { router, store } = renderApp();

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.user).toBeNull();
    expect(window.sessionStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('also ends the session when a save answers 401', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({
      'GET /api/users/me': { status: 401, body: { message: 'Token revoked' } },
      'PUT /api/users/:id': { status: 401, body: { message: 'Token revoked' } },
    });
    const { router } = renderApp({ route: '/Profile' });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });

  it('logs out from the account menu: revokes the token, forgets the session, goes home', async () => {
    const session = buildSessionFor('user', { name: 'Neema' });
    storeSession(session);
    const api = mockApi({ 'POST /api/users/logout': { body: { message: 'Logged out' } } });
    const { user, router } = renderApp({ route: '/about' });

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(api.requestsTo('POST /api/users/logout')).toHaveLength(1));
    expect(api.requestsTo('POST /api/users/logout')[0]?.headers.get('authorization')).toBe(
      `Bearer ${session.token}`,
    );
  });

  it('logs out from the profile page to the home page', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({
      'GET /api/users/me': { status: 404, body: { message: 'not needed here' } },
      'POST /api/users/logout': { body: { message: 'Logged out' } },
    });
    const { user, router } = renderApp({ route: '/Profile' });

    await screen.findByRole('heading', { name: 'My profile' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out even when the logout call fails', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({ 'POST /api/users/logout': { status: 500, body: { message: 'Internal error' } } });
    const { user, router } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });

  it('opens the profile from the account menu', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({ 'GET /api/users/me': { status: 404, body: { message: 'not needed here' } } });
    const { user, router } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'profile' }));

    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Profile');
  });

  it('shows a visitor the public links instead of the account menu', async () => {
    mockApi({});
    renderApp({ route: '/about' });

    await screen.findByRole('heading', { name: 'About Kadirio' });
    for (const name of ['Home', 'About us', 'Contact', 'Login', 'Jisajiri']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});
