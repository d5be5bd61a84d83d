import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import i18n from '../../../lib/i18n';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/forgot-password', () => {
  it('asks for a link by e-mail and says the same thing whatever the address', async () => {
    const api = mockApi({
      'GET /api/users/password-reset': { body: { byEmail: true } },
      'POST /api/users/password-reset/request': { body: { message: 'sent', delivery: 'email' } },
    });
    const { user } = renderApp({ route: '/forgot-password' });

    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Enter an email address or a phone number')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email or phone'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/If an account has this email, a link is on its way/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')[0]?.body).toEqual({
      email: 'amina@example.com',
    });
  });

  it('takes a phone number and says an administrator will send the link by WhatsApp or SMS', async () => {
    const api = mockApi({
      'GET /api/users/password-reset': { body: { byEmail: true } },
      'POST /api/users/password-reset/request': { body: { message: 'queued', delivery: 'admin' } },
    });
    const { user } = renderApp({ route: '/forgot-password' });

    await user.type(await screen.findByLabelText('Email or phone'), 'not a number');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Enter an email address or a phone number')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email or phone'));
    await user.type(screen.getByLabelText('Email or phone'), '0754 111 222');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText(/an administrator will send you the link by WhatsApp or SMS/),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')[0]?.body).toEqual({
      email: '0754 111 222',
    });
  });

  it('keeps the form where the server sends no mail, and says how the link will come (Swahili)', async () => {
    await i18n.changeLanguage('sw');
    const api = mockApi({
      'GET /api/users/password-reset': { body: { byEmail: false } },
      'POST /api/users/password-reset/request': { body: { message: 'queued', delivery: 'admin' } },
    });
    const { user } = renderApp({ route: '/forgot-password' });

    expect(await screen.findByText(/Tovuti hii haitumi barua pepe/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Barua pepe au simu'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Nitumie kiungo' }));
    expect(await screen.findByText(/msimamizi atakutumia kiungo kwa WhatsApp au SMS/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/request')).toHaveLength(1);
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
