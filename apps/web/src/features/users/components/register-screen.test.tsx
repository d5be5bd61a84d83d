import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionUser } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import i18n from '../../../lib/i18n';

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  values: { name: string; email: string; phone: string; password: string },
) {
  await user.type(await screen.findByLabelText('Name'), values.name);
  if (values.email !== '') await user.type(screen.getByLabelText('Email (optional)'), values.email);
  await user.type(screen.getByLabelText('Phone'), values.phone);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('/register', () => {
  it('offers no role choice', async () => {
    mockApi({});
    renderApp({ route: '/register' });

    await screen.findByRole('button', { name: 'Register' });
    expect(screen.queryByLabelText(/role/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /role/i })).not.toBeInTheDocument();
  });

  it('refuses a short password and an invalid email before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderApp({ route: '/register' });

    await fillForm(user, {
      name: 'Juma Ali',
      email: 'juma-at-example',
      phone: '0712345678',
      password: 'short',
    });

    expect(screen.getByText('Email is not a valid address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('registers, stores the session and opens the client dashboard', async () => {
    const session = buildSessionUser({
      accessLevel: 'user',
      name: 'Juma Ali',
      message: 'User registered successfully',
    });
    const api = mockApi({ 'POST /api/users/': { status: 201, body: session } });
    const { user, router } = renderApp({ route: '/register' });

    await fillForm(user, {
      name: 'Juma Ali',
      email: 'juma@example.com',
      phone: '0712 345 678',
      password: 'mchanga-na-saruji',
    });

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.requestsTo('POST /api/users/')[0]?.body).toEqual({
      name: 'Juma Ali',
      email: 'juma@example.com',
      phone: '0712 345 678',
      password: 'mchanga-na-saruji',
      language: 'en',
    });
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? 'null')).toEqual(session);
  });

  it('registers in Swahili and stays in Swahili (the account keeps the language)', async () => {
    await i18n.changeLanguage('sw');
    const session = buildSessionUser({ accessLevel: 'user', name: 'Juma Ali', language: 'sw' });
    const api = mockApi({ 'POST /api/users/': { status: 201, body: session } });
    const { user } = renderApp({ route: '/register' });

    await user.type(await screen.findByLabelText('Jina'), 'Juma Ali');
    await user.type(screen.getByLabelText('Barua pepe (si lazima)'), 'juma@example.com');
    await user.type(screen.getByLabelText('Simu'), '0712 345 678');
    await user.type(screen.getByLabelText('Nenosiri'), 'mchanga-na-saruji');
    await user.click(screen.getByRole('button', { name: 'Sajili' }));

    expect(await screen.findByRole('heading', { name: 'Ramani zangu za nyumba' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/')[0]?.body).toMatchObject({ language: 'sw' });
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it('registers by phone alone: the e-mail is optional and left out when empty', async () => {
    const session = buildSessionUser({ accessLevel: 'user', name: 'Neema Mushi', email: null });
    const api = mockApi({ 'POST /api/users/': { status: 201, body: session } });
    const { user } = renderApp({ route: '/register' });

    expect(await screen.findByText(/Leave it empty if you have none/)).toBeInTheDocument();
    await fillForm(user, {
      name: 'Neema Mushi',
      email: '',
      phone: '0754 111 222',
      password: 'mchanga-na-saruji',
    });

    expect(await screen.findByRole('heading', { name: 'My house plans' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/')[0]?.body).toEqual({
      name: 'Neema Mushi',
      phone: '0754 111 222',
      password: 'mchanga-na-saruji',
      language: 'en',
    });
  });

  it('refuses a phone number that cannot be dialled before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderApp({ route: '/register' });

    await fillForm(user, { name: 'Juma Ali', email: '', phone: '123456', password: 'mchanga-na-saruji' });

    expect(screen.getByText(/This phone number cannot be dialled/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server message when the phone is already registered', async () => {
    mockApi({
      'POST /api/users/': {
        status: 409,
        body: { message: 'An account with the phone number 0754 111 222 already exists' },
      },
    });
    const { user } = renderApp({ route: '/register' });

    await fillForm(user, {
      name: 'Juma Ali',
      email: '',
      phone: '0754 111 222',
      password: 'mchanga-na-saruji',
    });

    await waitFor(() =>
      expect(
        screen.getAllByText('An account with the phone number 0754 111 222 already exists').length,
      ).toBeGreaterThanOrEqual(1),
    );
  });

  it('shows the server message when the email is already registered', async () => {
    mockApi({ 'POST /api/users/': { status: 409, body: { message: 'Email is already registered' } } });
    const { user, router } = renderApp({ route: '/register' });

    await fillForm(user, {
      name: 'Juma Ali',
      email: 'juma@example.com',
      phone: '0712345678',
      password: 'mchanga-na-saruji',
    });

    await waitFor(() =>
      expect(screen.getAllByText('Email is already registered').length).toBeGreaterThanOrEqual(2),
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });
});
