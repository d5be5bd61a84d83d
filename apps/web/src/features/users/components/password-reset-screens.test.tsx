import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/forgot-password', () => {
  it('asks for a link and says the same thing whatever the address', async () => {
    const api = mockApi({
      'GET /api/users/password-reset': { body: { byEmail: true } },
      'POST /api/users/password-reset/request': { body: { message: 'sent' } },
    });
    const { user } = renderApp({ route: '/forgot-password' });

    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/If an account has this email, a link is on its way/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')[0]?.body).toEqual({
      email: 'amina@example.com',
    });
  });

  it('sends people to an admin where the server has no e-mail', async () => {
    mockApi({ 'GET /api/users/password-reset': { body: { byEmail: false } } });
    renderApp({ route: '/forgot-password' });
    expect(await screen.findByText(/Password reset by email is not available here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a link' })).toBeNull();
  });
});

describe('/reset-password', () => {
  it('sets the new password with the token of the link', async () => {
    const api = mockApi({ 'POST /api/users/password-reset': { body: { message: 'done' } } });
    const { user } = renderApp({ route: `/reset-password#token=${TOKEN}` });

    await user.type(await screen.findByLabelText('New password'), 'mvua-ya-masika-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'mvua-ya-masika-2027');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'mvua-ya-masika-2026');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Your password is changed. Log in with the new one.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset')[0]?.body).toEqual({
      token: TOKEN,
      password: 'mvua-ya-masika-2026',
    });
  });

  it("shows the server's refusal of a used link, with a way to ask again", async () => {
    mockApi({
      'POST /api/users/password-reset': {
        status: 409,
        body: { message: 'This reset link was already used; ask for a new one' },
      },
    });
    const { user } = renderApp({ route: `/reset-password#token=${TOKEN}` });
    await user.type(await screen.findByLabelText('New password'), 'mvua-ya-masika-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'mvua-ya-masika-2026');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when the link has no token', async () => {
    mockApi({});
    renderApp({ route: '/reset-password' });
    expect(await screen.findByText('This reset link is not complete or not valid.')).toBeInTheDocument();
  });
});
