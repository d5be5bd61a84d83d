import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionUser } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

describe('/login', () => {
  it('shows what is missing next to each field and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp({ route: '/login' });

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('stores the session and shows the signed-in user their view', async () => {
    const session = buildSessionUser({ accessLevel: 'user', name: 'Neema Mushi' });
    const api = mockApi({ 'POST /api/users/login': { body: session } });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), session.email);
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Neema Mushi')).toBeInTheDocument();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/login')[0]?.body).toEqual({
      email: session.email,
      password: 'a-long-secret',
    });
    const stored = JSON.parse(window.sessionStorage.getItem('user') ?? 'null');
    expect(stored).toEqual(session);
    expect(window.sessionStorage.getItem('lastLogin')).not.toBeNull();
  });

  it("shows the server's message when the credentials are refused, and stores nothing", async () => {
    mockApi({
      'POST /api/users/login': { status: 401, body: { message: 'Email or password is incorrect' } },
    });
    const { user, router } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(screen.getAllByText('Email or password is incorrect').length).toBeGreaterThanOrEqual(1),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });

  it("switches to the user's saved language on login", async () => {
    mockApi({ 'POST /api/users/login': { body: buildSessionUser({ accessLevel: 'user', language: 'sw' }) } });
    const { user } = renderApp({ route: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'mteja@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Ramani zangu za nyumba' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('sw');
  });
});
