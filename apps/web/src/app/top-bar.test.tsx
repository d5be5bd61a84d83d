import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, buildUser, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';

const laptopWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = laptopWidth;
});

describe('top bar', () => {
  it('switches the visible text to Swahili and remembers the choice', async () => {
    mockApi({});
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');

    expect(
      await screen.findByRole('heading', { name: 'Kutoka ramani ya nyumba hadi BOQ yenye bei' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nyumbani' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    // The register link keeps its label, and the switch can still be found by its English name.
    expect(screen.getByRole('link', { name: 'Jisajiri' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it("saves the language to a signed-in user's account", async () => {
    const session = buildSessionFor('user', { language: 'en' });
    storeSession(session);
    const api = mockApi({
      'PUT /api/users/:id': ({ body }) => ({
        body: {
          ...buildUser({ ...session, language: 'sw' }),
          ...(body as object),
          message: 'Profile updated successfully',
        },
      }),
    });
    const { user, store } = renderApp();
    await screen.findByRole('heading', { name: 'My house plans' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sw');

    expect(await screen.findByRole('heading', { name: 'Ramani zangu za nyumba' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('PUT /api/users/:id')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/users/:id')[0]).toMatchObject({
      path: `/api/users/${session._id}`,
      body: { language: 'sw' },
    });
    await waitFor(() => expect(store.getState().auth.user?.language).toBe('sw'));
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      language: 'sw',
      token: session.token,
    });
  });

  it('toggles the theme and remembers it on the next visit', async () => {
    mockApi({});
    const first = renderApp();
    const toggle = await screen.findByRole('button', { name: 'Toggle theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await first.user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(first.store.getState().ui.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    first.unmount();
    const second = renderApp();
    expect(await screen.findByRole('button', { name: 'Toggle theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(second.store.getState().ui.theme).toBe('dark');
  });

  it('puts the public links behind a menu button on a 360 px phone', async () => {
    window.innerWidth = 360;
    mockApi({});
    const { user, router } = renderApp();
    await screen.findByRole('heading', { name: 'From house plan to priced bill of quantities' });
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'About us', 'Contact', 'Login', 'Jisajiri']);
    await user.click(within(menu).getByRole('menuitem', { name: 'About us' }));

    expect(await screen.findByRole('heading', { name: 'About Kadirio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('opens the navigation drawer from the menu button when signed in', async () => {
    storeSession(buildSessionFor('typechecker'));
    mockApi({});
    const { user, router } = renderApp();
    await screen.findByRole('heading', { name: 'Drawing checks' });

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });
});
