import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';

function buildMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: crypto.randomUUID(),
    name: 'Neema Joseph',
    email: null,
    phone: '0754 111 222',
    message: 'How much for two bedrooms?',
    handled: false,
    handledAt: null,
    handledByName: null,
    createdAt: '2025-06-01T08:00:00.000Z',
    updatedAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('contact', { timeout: 20_000 }, () => {
  it('asks for an email or a phone, then sends the message', async () => {
    const api = mockApi({ 'POST /api/contact': { status: 201, body: { _id: 'x', message: 'received' } } });
    const { user } = renderApp({ route: '/contact' });

    await user.click(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.paste('Neema');
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    await user.paste('How much for two bedrooms?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Give an email address or a phone number')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/contact')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('0754111222');
    expect(screen.queryByText('Give an email address or a phone number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findAllByText(/Your message has been sent/)).length).toBeGreaterThan(0);
    expect(api.requestsTo('POST /api/contact')[0]?.body).toEqual({
      name: 'Neema',
      phone: '0754111222',
      message: 'How much for two bedrooms?',
    });
  });

  it('lets admin mark a message handled', async () => {
    storeSession(buildSessionFor('admin'));
    const messages = [buildMessage()];
    const api = mockApi({
      'GET /api/contact': ({ query }: MockRequest) => {
        const handled = query.get('handled');
        const items = messages.filter((message) => handled === null || String(message.handled) === handled);
        return { body: { items, total: items.length, page: 1, limit: 20 } };
      },
      'PUT /api/contact/:id': ({ body }: MockRequest) => {
        Object.assign(messages[0] ?? {}, body, {
          handledAt: '2025-06-02T08:00:00.000Z',
          handledByName: 'Asha',
        });
        return { body: messages[0] };
      },
    });
    const { user } = renderApp({ route: '/messages' });

    const card = await screen.findByRole('listitem', { name: 'Neema Joseph' });
    expect(within(card).getByRole('link', { name: '0754 111 222' })).toHaveAttribute(
      'href',
      'tel:0754111222',
    );
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));

    expect(await screen.findByText('Message marked handled')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/contact/:id')[0]?.body).toEqual({ handled: true });
    expect(await screen.findByText('No messages here')).toBeInTheDocument();
  });

  it('keeps the messages from anyone but admin', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({});
    renderApp({ route: '/messages' });
    expect(await screen.findByText('Only an administrator can read contact messages.')).toBeInTheDocument();
  });
});
