import { screen, within } from '@testing-library/react';
import type { PasswordResetRequest } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, buildUser, buildUserPage, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import i18n from '../../../lib/i18n';

const LINK = {
  url: 'https://kadirio.test/reset-password#token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  expiresAt: '2026-03-02T08:00:00.000Z',
  message: 'Reset link created; pass it on to the account holder',
};

function buildRequest(overrides: Partial<PasswordResetRequest> = {}): PasswordResetRequest {
  return {
    _id: '5b0c6a8e-3a55-4c43-9a1e-6f1f3c1d2e01',
    userId: '5b0c6a8e-3a55-4c43-9a1e-6f1f3c1d2e02',
    name: 'Neema Mushi',
    phone: '0754 111 222',
    email: null,
    language: 'sw',
    requestedAt: '2026-03-01T07:30:00.000Z',
    ...overrides,
  };
}

function signInAdmin() {
  const admin = buildSessionFor('admin', { name: 'Admin Mkuu' });
  storeSession(admin);
  return admin;
}

describe('admin dashboard: password reset requests', () => {
  it('makes the link of a request and offers it by WhatsApp and SMS in the account holder’s language', async () => {
    const admin = signInAdmin();
    const request = buildRequest();
    const api = mockApi({
      'GET /api/users/': { body: buildUserPage([buildUser({ _id: admin._id, name: 'Admin Mkuu' })]) },
      'GET /api/users/password-reset/requests': { body: { items: [request], total: 1 } },
      'POST /api/users/password-reset/requests/:id/link': { status: 201, body: LINK },
      'POST /api/users/password-reset/requests/:id/close': { body: { message: 'Reset request closed' } },
    });
    const { user } = renderApp({ route: '/' });

    const card = await screen.findByRole(
      'article',
      { name: 'Reset request of Neema Mushi' },
      { timeout: 15_000 },
    );
    expect(within(card).getByText('0754 111 222')).toBeInTheDocument();
    expect(within(card).queryByText('null')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Send by WhatsApp' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Make the link' }));
    const whatsApp = await within(card).findByRole('link', { name: 'Send by WhatsApp' });
    expect(api.requestsTo('POST /api/users/password-reset/requests/:id/link')[0]?.params).toEqual({
      id: request._id,
    });
    const message = encodeURIComponent(
      `Habari Neema Mushi, fungua kiungo hiki uchague nenosiri jipya la Kadirio (kinafanya kazi mara moja): ${LINK.url}`,
    );
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/255754111222?text=${message}`);
    expect(within(card).getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
      'href',
      `sms:+255754111222?body=${message}`,
    );

    await user.click(within(card).getByRole('button', { name: 'I have sent it' }));
    expect(await screen.findByText('Request closed')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/requests/:id/close')[0]).toMatchObject({
      params: { id: request._id },
      body: { outcome: 'sent' },
    });
  });

  it('dismisses a request without making a link', async () => {
    const admin = signInAdmin();
    const request = buildRequest({ name: 'Juma Ali', email: 'juma@example.com', language: 'en' });
    const api = mockApi({
      'GET /api/users/': { body: buildUserPage([buildUser({ _id: admin._id, name: 'Admin Mkuu' })]) },
      'GET /api/users/password-reset/requests': { body: { items: [request], total: 1 } },
      'POST /api/users/password-reset/requests/:id/close': { body: { message: 'Reset request closed' } },
    });
    const { user } = renderApp({ route: '/' });

    const card = await screen.findByRole(
      'article',
      { name: 'Reset request of Juma Ali' },
      { timeout: 15_000 },
    );
    expect(within(card).getByText('juma@example.com')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Request closed')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/users/password-reset/requests/:id/close')[0]?.body).toEqual({
      outcome: 'dismissed',
    });
    expect(api.requestsTo('POST /api/users/password-reset/requests/:id/link')).toHaveLength(0);
  });

  it('says when no one is waiting, in Swahili', async () => {
    await i18n.changeLanguage('sw');
    const admin = signInAdmin();
    mockApi({
      'GET /api/users/': { body: buildUserPage([buildUser({ _id: admin._id, name: 'Admin Mkuu' })]) },
      'GET /api/users/password-reset/requests': { body: { items: [], total: 0 } },
    });
    renderApp({ route: '/' });

    expect(
      await screen.findByText('Hakuna anayesubiri kiungo cha nenosiri jipya.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maombi ya kuweka nenosiri jipya' })).toBeInTheDocument();
  });
});
