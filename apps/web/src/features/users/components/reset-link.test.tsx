import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, buildUser, buildUserPage, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

describe('admin dashboard: a reset link for someone without e-mail', () => {
  it('makes a one-time link and offers it by WhatsApp and SMS', async () => {
    const admin = buildSessionFor('admin', { name: 'Admin Mkuu' });
    storeSession(admin);
    const fundi = buildUser({ name: 'Baraka Mollel', phone: '0755 000 111' });
    const link = {
      url: 'https://kadirio.test/reset-password#token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
      expiresAt: '2026-03-02T08:00:00.000Z',
      message: 'Reset link created; pass it on to the account holder',
    };
    const api = mockApi({
      'GET /api/users/': { body: buildUserPage([buildUser({ _id: admin._id, name: 'Admin Mkuu' }), fundi]) },
      'POST /api/users/:id/password-reset-link': { status: 201, body: link },
    });
    const { user } = renderApp({ route: '/' });

    await screen.findByRole('cell', { name: 'Baraka Mollel' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Make a password reset link for Baraka Mollel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset link for Baraka Mollel' });
    expect(api.requestsTo('POST /api/users/:id/password-reset-link')[0]?.params).toEqual({ id: fundi._id });
    expect(within(dialog).getByLabelText('One-time link')).toHaveValue(link.url);
    const message = encodeURIComponent(
      `Hello Baraka Mollel, open this link to choose a new Kadirio password (it works once): ${link.url}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/255755000111?text=${message}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
      'href',
      `sms:+255755000111?body=${message}`,
    );
  });
});
