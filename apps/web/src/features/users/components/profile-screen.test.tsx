import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser, User } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, buildUser, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

// jsdom decodes no images: the shrinking itself is tested in lib/picture-shrink.test.ts, and in
// Chromium by the accounts journey.
vi.mock('../../../lib/picture-shrink', () => ({
  shrinkPicture: (file: File) =>
    file.name === 'broken.png'
      ? Promise.reject(new Error('not an image'))
      : Promise.resolve(`data:image/jpeg;base64,${btoa(`small ${file.name}`)}`),
}));

function accountBackend(session: SessionUser) {
  let account: User = buildUser({ ...session, lastLoginAt: '2025-06-01T09:30:00.000Z' });
  return {
    'GET /api/users/me': () => ({ body: account }),
    'PUT /api/users/:id': ({ body }: MockRequest) => {
      const { password: _password, currentPassword: _current, ...changes } = body as Record<string, unknown>;
      account = { ...account, ...changes };
      return { body: { ...account, message: 'Profile updated successfully' } };
    },
  };
}

function signIn() {
  const session = buildSessionFor('user', { name: 'Neema Mushi', phone: '0712345678' });
  storeSession(session);
  return session;
}

describe('/Profile', () => {
  it('sends a visitor to /login', async () => {
    mockApi({});
    const { router } = renderApp({ route: '/Profile' });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('saves the details and merges them into the session', async () => {
    const session = signIn();
    const api = mockApi(accountBackend(session));
    const { user, store } = renderApp({ route: '/Profile' });

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Neema Mushi');
    expect(await screen.findByText(session.email ?? '')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Neema J. Mushi');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+255 754 000 111');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/users/:id')[0]).toMatchObject({
      path: `/api/users/${session._id}`,
      body: { name: 'Neema J. Mushi', phone: '+255 754 000 111', profilePic: '', language: 'en' },
    });
    expect(store.getState().auth.user).toMatchObject({ name: 'Neema J. Mushi', token: session.token });
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Neema J. Mushi',
    });
  });

  it('checks a password change before sending it, then sends current and new password', async () => {
    const session = signIn();
    const api = mockApi(accountBackend(session));
    const { user } = renderApp({ route: '/Profile' });

    await user.type(await screen.findByLabelText('New password'), 'mchanga-na-saruji');
    await user.type(screen.getByLabelText('Confirm password'), 'mchanga-na-kokoto');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/users/:id')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'mchanga-na-saruji');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The toast says what was asked for: a new password, not "profile updated".
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(api.requestsTo('PUT /api/users/:id')[0]?.body).toMatchObject({
      password: 'mchanga-na-saruji',
      currentPassword: 'old-secret-1',
    });
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('keeps the new token the server answers a password change with', async () => {
    const session = signIn();
    const backend = accountBackend(session);
    const api = mockApi({
      ...backend,
      'PUT /api/users/:id': (request: MockRequest) => ({
        body: { ...(backend['PUT /api/users/:id'](request).body as object), token: 'fresh-token' },
      }),
    });
    const { user, store } = renderApp({ route: '/Profile' });

    await user.type(await screen.findByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'mchanga-na-saruji');
    await user.type(screen.getByLabelText('Confirm password'), 'mchanga-na-saruji');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(store.getState().auth.user?.token).toBe('fresh-token'));
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({ token: 'fresh-token' });
    expect(api.requestsTo('PUT /api/users/:id')[0]?.headers.get('authorization')).toBe(
      `Bearer ${session.token}`,
    );
  });

  it('makes any chosen photo small before sending it, and refuses one the browser cannot read', async () => {
    const session = signIn();
    const api = mockApi(accountBackend(session));
    const { user } = renderApp({ route: '/Profile' });

    const input = await screen.findByLabelText('Choose picture');
    await user.upload(input, new File([new Uint8Array(4)], 'broken.png', { type: 'image/png' }));
    expect(await screen.findByText('This picture cannot be used; choose another image')).toBeInTheDocument();

    // A 3 MB phone photo: no longer refused for its size.
    await user.upload(input, new File([new Uint8Array(3_000_000)], 'phone.jpg', { type: 'image/jpeg' }));
    const shrunk = `data:image/jpeg;base64,${btoa('small phone.jpg')}`;
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Neema Mushi' })).toHaveAttribute('src', shrunk),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/users/:id')[0]?.body).toMatchObject({ profilePic: shrunk });
  });

  it("shows the server's message when saving fails", async () => {
    signIn();
    mockApi({
      'GET /api/users/me': { status: 404, body: { message: 'User not found' } },
      'PUT /api/users/:id': {
        status: 400,
        body: { message: 'phone must be 6 to 20 digits, optionally starting with +' },
      },
    });
    const { user } = renderApp({ route: '/Profile' });

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        screen.getAllByText('phone must be 6 to 20 digits, optionally starting with +').length,
      ).toBeGreaterThanOrEqual(1),
    );
  });
});
