import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@kadirio/domain';
import { mapQueueRoutes } from '../testing/map-queue-routes';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, buildUserPage, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';

const NO_BOQ_MAPS = { 'GET /api/boq/maps': { body: { items: [], total: 0, page: 1, limit: 10 } } };

function signInAs(accessLevel: AccessLevel) {
  const session = buildSessionFor(accessLevel, { name: 'Asha Said' });
  storeSession(session);
  return session;
}

describe('/ (main view by accessLevel)', () => {
  it('shows a visitor the landing page with ways to register and log in', async () => {
    mockApi({});
    renderApp();

    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Jisajiri' })).toHaveAttribute('href', '/register');
  });

  it('shows an admin the admin dashboard', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/users/': { body: buildUserPage([]) } });
    renderApp();

    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Asha Said')).not.toBeInTheDocument();
    const supply = screen.getByRole('navigation', { name: 'Suppliers and orders' });
    for (const [name, href] of [
      ['Suppliers', '/suppliers'],
      ['Materials', '/materials'],
      ['Group offers', '/offers'],
      ['Orders', '/orders'],
    ]) {
      expect(within(supply).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows a client the shared header and their dashboard: offers, plans and orders', async () => {
    signInAs('user');
    const empty = { body: { items: [], total: 0, page: 1, limit: 10 } };
    mockApi({ 'GET /api/maps/': empty, 'GET /api/purchases/': empty, 'GET /api/orders/': empty });
    renderApp();

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Asha Said')).toBeInTheDocument();
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    expect(await screen.findByText('No open offers right now')).toBeInTheDocument();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estimate and supplier prices' })).toHaveAttribute(
      'href',
      '/estimate',
    );
  });

  it.each(['boq', 'pricetag'] as const)(
    'shows %s the BOQ view without a way back to a dashboard',
    async (level) => {
      signInAs(level);
      mockApi(NO_BOQ_MAPS);
      renderApp();

      expect(
        await screen.findByRole('heading', { name: 'Plans ready for a bill of quantities' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('No plan is ready yet')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Back to the dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByText('Welcome, Asha Said')).not.toBeInTheDocument();
    },
  );

  it('gives a price setter a prominent way to the catalogue, and BOQ staff none', async () => {
    signInAs('pricetag');
    mockApi(NO_BOQ_MAPS);
    const { unmount } = renderApp();

    expect(await screen.findByRole('link', { name: 'Catalogue and rates' })).toHaveAttribute(
      'href',
      '/catalogue',
    );
    unmount();

    signInAs('boq');
    renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Plans ready for a bill of quantities' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Catalogue and rates' })).not.toBeInTheDocument();
  });

  it('gives an admin the catalogue next to the BOQ workspace on the dashboard', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/users/': { body: buildUserPage([]) } });
    const { user, router } = renderApp();

    await user.click(await screen.findByRole('link', { name: 'Catalogue and rates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue'));
  });

  it.each([
    ['typechecker', 'Drawing checks'],
    ['unitchecker', 'Dimension checks'],
    ['failedchecker', 'Improvements desk'],
  ] as const)('shows a %s the shared header and their checker screen', async (level, title) => {
    signInAs(level);
    mockApi(
      mapQueueRoutes({
        count: { body: { count: 0 } },
        list: { body: { items: [], total: 0, page: 1, limit: 10 } },
      }),
    );
    renderApp();

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Asha Said')).toBeInTheDocument();
    expect(await screen.findByText('No plans waiting')).toBeInTheDocument();
  });

  it('switches an admin between the dashboard and the BOQ view (showBoq)', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/users/': { body: buildUserPage([]) }, ...NO_BOQ_MAPS });
    const { user, store } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'Open BOQ workspace' }));
    expect(
      await screen.findByRole('heading', { name: 'Plans ready for a bill of quantities' }),
    ).toBeInTheDocument();
    expect(store.getState().ui.showBoq).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('takes a client from their dashboard to their BOQ at its own address (/my-boq) and back', async () => {
    signInAs('user');
    mockApi({ 'GET /api/maps/': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    const { user, router } = renderApp();

    await user.click(await screen.findByRole('button', { name: 'View my BOQ' }, { timeout: 15_000 }));
    expect(
      await screen.findByRole('heading', { name: 'My bill of quantities' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-boq');

    await user.click(screen.getByRole('link', { name: 'Back to my plans' }));
    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
  });

  it('shows the landing page for an accessLevel it does not know', async () => {
    window.sessionStorage.setItem(
      'user',
      JSON.stringify({ ...buildSessionFor('user'), accessLevel: 'superuser' }),
    );
    mockApi({});
    renderApp();

    expect(
      await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' }),
    ).toBeInTheDocument();
  });
});
