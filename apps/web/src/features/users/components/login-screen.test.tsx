import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionUser } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { makeStore } from '../../../app/store';
import i18n from '../../../lib/i18n';

describe('/login', () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp({ route: '/login' });

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('stores the session and shows the signed-in user their view', async () => {
    const session = buildSessionUser({ accessLevel: 'user', name: 'Neema Mushi' });
    const api = mockApi({ 'POST /api/users/login': { body: session } });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email or phone'), session.email ?? '');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Neema Mushi')).toBeInTheDocument();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/login')[0]?.body).toEqual({
      email: session.email,
      password: 'a-long-secret',
      remember: false,
    });
    const stored = JSON.parse(window.sessionStorage.getItem('user') ?? 'null');
    expect(stored).toEqual(session);
    expect(window.sessionStorage.getItem('lastLogin')).not.toBeNull();
  });

  it("shows the server's message when the credentials are refused, and stores nothing", async () => {
    mockApi({
      'POST /api/users/login': { status: 401, body: { message: 'Email, phone or password is incorrect' } },
    });
    const { user, router } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email or phone'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(screen.getAllByText('Email, phone or password is incorrect').length).toBeGreaterThanOrEqual(1),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });

  it("switches to the user's saved language on login", async () => {
    mockApi({ 'POST /api/users/login': { body: buildSessionUser({ accessLevel: 'user', language: 'sw' }) } });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email or phone'), 'mteja@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Ramani zangu za nyumba' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it('signs in with a phone number and keeps a chosen language', async () => {
    window.localStorage.setItem('language', 'sw');
    await i18n.changeLanguage('sw');
    const api = mockApi({
      'POST /api/users/login': { body: buildSessionUser({ accessLevel: 'user', language: 'sw' }) },
    });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Barua pepe au simu'), '0712 345 678');
    await user.type(screen.getByLabelText('Nenosiri'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));

    expect(await screen.findByRole('heading', { name: 'Ramani zangu za nyumba' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/login')[0]?.body).toEqual({
      email: '0712 345 678',
      password: 'a-long-secret',
      remember: false,
      language: 'sw',
    });
  });

  it('keeps the session across tabs when asked to keep me signed in', async () => {
    const session = buildSessionUser({ accessLevel: 'user' });
    const api = mockApi({ 'POST /api/users/login': { body: session } });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email or phone'), session.email ?? '');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.click(screen.getByLabelText('Keep me signed in'));
    expect(screen.getByText(/Do not use this on a shared phone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/login')[0]?.body).toMatchObject({ remember: true });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(session);
    expect(window.sessionStorage.getItem('user')).toBeNull();
    // A new tab (a fresh store) finds it.
    expect(makeStore().getState().auth).toMatchObject({ user: session, remember: true });
  });

  it('links to the forgotten-password page', async () => {
    mockApi({ 'GET /api/users/password-reset': { body: { byEmail: true } } });
    const { user, router } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
