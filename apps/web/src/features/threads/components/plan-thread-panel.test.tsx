import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanThread } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { PlanThreadPanel } from './plan-thread-panel';

const MAP_ID = '11111111-1111-4111-8111-111111111111';

/** A thread endpoint over an in-memory thread, answering like the API. */
function threadBackend(): Record<string, (request: MockRequest) => { status?: number; body: PlanThread }> {
  const thread: PlanThread = { items: [], acceptedRevisions: [] };
  let next = 0;
  const add = (kind: 'question' | 'answer' | 'acceptance', body: string, revision: number | null) => {
    next += 1;
    thread.items.push({
      _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
      mapId: MAP_ID,
      kind,
      authorRole: kind === 'answer' ? 'surveyor' : 'client',
      authorName: kind === 'answer' ? 'Upendo QS' : 'Neema Mushi',
      revision,
      body,
      createdAt: '2026-03-01T08:00:00.000Z',
    });
  };
  return {
    'GET /api/maps/:id/thread': () => ({ body: thread }),
    'POST /api/maps/:id/thread': ({ body }) => {
      const { body: text, revision } = body as { body: string; revision?: number };
      add('question', text, revision ?? null);
      return { status: 201, body: thread };
    },
    'POST /api/maps/:id/boq/issues/:revision/accept': ({ params }) => {
      add('acceptance', '', Number(params.revision));
      thread.acceptedRevisions.push(Number(params.revision));
      return { status: 201, body: thread };
    },
  };
}

describe('PlanThreadPanel', () => {
  it('lets the client ask about the revision on screen and accept it', { timeout: 60_000 }, async () => {
    const api = mockApi(threadBackend());
    const { user } = renderWithProviders(<PlanThreadPanel mapId={MAP_ID} viewer="client" revision={2} />);

    expect(
      await screen.findByRole('heading', { name: 'Questions to the quantity surveyor' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByText('Write a message first')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/thread')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your question'), 'Why two septic tanks?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Why two septic tanks?')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/thread')[0]?.body).toEqual({
      body: 'Why two septic tanks?',
      revision: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Accept revision 2' }));
    expect(await screen.findByText('You accepted revision 2.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept revision 2' })).toBeNull();
  });

  it('shows the surveyor the questions with a box to answer', async () => {
    mockApi(threadBackend());
    renderWithProviders(<PlanThreadPanel mapId={MAP_ID} viewer="surveyor" />);
    expect(await screen.findByText('The client has asked nothing yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('lands on the message its address names (a link to an answer), marked and focused', async () => {
    const backend = threadBackend();
    const request = (body: unknown) => ({ body }) as MockRequest;
    backend['POST /api/maps/:id/thread']!(request({ body: 'Why two septic tanks?' }));
    backend['POST /api/maps/:id/thread']!(request({ body: 'And the roof?' }));
    const [first, second] = backend['GET /api/maps/:id/thread']!(request(undefined)).body.items;
    mockApi(backend);
    renderWithProviders(<PlanThreadPanel mapId={MAP_ID} viewer="client" revision={1} />, {
      route: `/my-boq/${MAP_ID}#message-${second!._id}`,
    });
    const named = (await screen.findByText('And the roof?')).closest('li')!;
    expect(named).toHaveAttribute('id', `message-${second!._id}`);
    expect(named).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(named).toHaveFocus());
    const other = screen.getByText('Why two septic tanks?').closest('li')!;
    expect(other).toHaveAttribute('id', `message-${first!._id}`);
    expect(other).not.toHaveAttribute('aria-current');
  });
});
