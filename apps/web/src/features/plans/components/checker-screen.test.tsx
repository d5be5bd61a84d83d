import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HouseMap, MapStatus } from '@kadirio/domain';
import { mapQueueRoutes } from '../../../testing/map-queue-routes';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildDrawing, buildMap, buildMapPage } from '../../../testing/maps-factories';
import type { DrawingSource } from '../../../components/drawing-viewer/drawing-document';

/** pdf.js does not run in jsdom: the viewer opens a fake two-page drawing and says what it asked for. */
const viewer = vi.hoisted(() => ({ opened: [] as DrawingSource[] }));
vi.mock('../../../components/drawing-viewer/drawing-document', async (importOriginal) => {
  const { fakeDrawingDocument } = await import('../../../testing/fake-drawing');
  return {
    ...(await importOriginal<object>()),
    openDrawing: (source: DrawingSource) => {
      viewer.opened.push(source);
      return Promise.resolve(fakeDrawingDocument([{}, {}]));
    },
  };
});

/** The queues over an in-memory list of plans, oldest first, and the transitions that move them. */
function queuesBackend(maps: HouseMap[]) {
  const inState = (status: string) =>
    maps.filter((map) => map.status === status).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  return {
    ...mapQueueRoutes({
      count: (status) => ({ body: { count: inState(status).length } }),
      list: (status, { query }) => {
        const page = Number(query.get('page') ?? '1');
        const limit = Number(query.get('limit') ?? '20');
        const items = inState(status);
        return {
          body: buildMapPage(items.slice((page - 1) * limit, page * limit), {
            total: items.length,
            page,
            limit,
          }),
        };
      },
    }),
    'POST /api/maps/:id/transitions': ({ params, body }: MockRequest) => {
      const map = maps.find((candidate) => candidate._id === params.id)!;
      map.status = (body as { to: MapStatus }).to;
      return { body: map };
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('typechecker queue', () => {
  it('lists the plans oldest first with the count in the header', async () => {
    storeSession(buildSessionFor('typechecker'));
    mockApi(
      queuesBackend([
        buildMap({ title: 'Newest', queuedAt: '2025-03-03T08:00:00.000Z' }),
        buildMap({
          title: 'Oldest',
          queuedAt: '2025-03-01T08:00:00.000Z',
          ward: 'Mbezi',
          district: 'Kinondoni',
          region: 'Dar es Salaam',
        }),
        buildMap({ title: 'Middle', queuedAt: '2025-03-02T08:00:00.000Z' }),
        buildMap({ title: 'Elsewhere', status: 'unitcheck' }),
      ]),
    );
    renderApp();

    expect(await screen.findByRole('heading', { name: 'Drawing checks', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 waiting')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Oldest' });
    const titles = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['Oldest', 'Middle', 'Newest']);
    const oldest = screen.getByRole('article', { name: 'Oldest' });
    expect(oldest).toHaveTextContent('Mbezi, Kinondoni, Dar es Salaam');
    expect(oldest).toHaveTextContent(/Sent 1 Mar 2025/);
    expect(within(oldest).getByRole('button', { name: 'Pass to dimension check' })).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('requires a comment to flag a problem, then posts it with failedcheck and the plan leaves the queue', async () => {
    storeSession(buildSessionFor('typechecker'));
    const plan = buildMap({ title: 'Nyumba ya Asha' });
    const api = mockApi(queuesBackend([plan]));
    const { user } = renderApp();

    const card = await screen.findByRole('article', { name: 'Nyumba ya Asha' });
    await user.click(within(card).getByRole('button', { name: 'Flag a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Flag a problem' }));

    expect(within(dialog).getByText('A comment is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/transitions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Comment (required)'), 'The roof plan is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Flag a problem' }));

    expect(await screen.findByText('“Nyumba ya Asha” flagged for the improvements desk')).toBeInTheDocument();
    const [request] = api.requestsTo('POST /api/maps/:id/transitions');
    expect(request?.path).toBe(`/api/maps/${plan._id}/transitions`);
    expect(request?.body).toEqual({ to: 'failedcheck', comment: 'The roof plan is missing' });
    expect(await screen.findByText('No plans waiting')).toBeInTheDocument();
    expect(await screen.findByText('0 waiting')).toBeInTheDocument();
  });

  it('passes a plan to the dimension check after confirmation, without a comment', async () => {
    storeSession(buildSessionFor('typechecker'));
    const plan = buildMap({ title: 'Nyumba ya Asha' });
    const api = mockApi(queuesBackend([plan]));
    const { user } = renderApp();

    const card = await screen.findByRole('article', { name: 'Nyumba ya Asha' });
    await user.click(within(card).getByRole('button', { name: 'Pass to dimension check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass to dimension check' });
    expect(api.requestsTo('POST /api/maps/:id/transitions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pass to dimension check' }));

    expect(await screen.findByText('“Nyumba ya Asha” passed to the dimension check')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/transitions')[0]?.body).toEqual({ to: 'unitcheck' });
  });

  it('opens a drawing in our own viewer, asked for with the bearer token, and downloads it on request', async () => {
    const session = buildSessionFor('typechecker');
    storeSession(session);
    const drawing = buildDrawing({ name: 'roof-plan.pdf' });
    const plan = buildMap({ title: 'Nyumba ya Asha', drawings: [drawing] });
    const api = mockApi({
      ...queuesBackend([plan]),
      'GET /api/maps/:id/drawings/:drawingId': { body: '%PDF-1.4' },
    });
    const createObjectURL = vi.fn(() => 'blob:http://localhost/roof-plan');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; these stand in for the browser's and are removed after each test.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { user } = renderApp();

    const card = await screen.findByRole('article', { name: 'Nyumba ya Asha' });
    await user.click(within(card).getByRole('button', { name: /roof-plan\.pdf/ }));

    const dialog = await screen.findByRole('dialog', { name: 'roof-plan.pdf' });
    expect(
      await within(dialog).findByRole('application', { name: /roof-plan\.pdf, page 1\b/ }),
    ).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
    const [opened] = viewer.opened;
    expect(opened?.url).toBe(`http://localhost:3000/api/maps/${plan._id}/drawings/${drawing._id}`);
    expect(opened?.headers).toEqual({ authorization: `Bearer ${session.token}` });
    // The viewer reads pages itself: nothing was downloaded whole.
    expect(api.requestsTo('GET /api/maps/:id/drawings/:drawingId')).toHaveLength(0);

    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByRole('application', { name: /page 2\b/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [request] = api.requestsTo('GET /api/maps/:id/drawings/:drawingId');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${session.token}`);
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].type).toBe('application/pdf');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/roof-plan'), {
      timeout: 3000,
    });
  });
});

describe('unitchecker queue', () => {
  it('flags a problem with the comment, or passes the dimensions', async () => {
    storeSession(buildSessionFor('unitchecker'));
    const api = mockApi(queuesBackend([buildMap({ title: 'Nyumba ya Asha', status: 'unitcheck' })]));
    const { user } = renderApp();

    expect(await screen.findByRole('heading', { name: 'Dimension checks', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Nyumba ya Asha' });
    expect(within(card).getByRole('button', { name: 'Dimensions OK' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Flag a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag a problem' });
    await user.type(within(dialog).getByLabelText('Comment (required)'), 'Kitchen window has no width');
    await user.click(within(dialog).getByRole('button', { name: 'Flag a problem' }));

    await screen.findByText('“Nyumba ya Asha” flagged for the improvements desk');
    expect(api.requestsTo('POST /api/maps/:id/transitions')[0]?.body).toEqual({
      to: 'failedcheck',
      comment: 'Kitchen window has no width',
    });
  });
});

describe('improvements desk', () => {
  it("shows the owner's contact and the checker's comment, and needs a reason to reject", async () => {
    storeSession(buildSessionFor('failedchecker'));
    const plan = buildMap({
      title: 'Nyumba ya Asha',
      status: 'failedcheck',
      unitComment: 'Kitchen window has no width',
      ownerContact: { name: 'Asha Said', email: 'asha@example.com', phone: '0712 345 678' },
    });
    const api = mockApi(
      queuesBackend([
        plan,
        buildMap({ title: 'Imekataliwa', status: 'failed', suggestionOnMap: 'Not a house' }),
      ]),
    );
    const { user } = renderApp();

    expect(await screen.findByRole('heading', { name: 'Improvements desk', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Nyumba ya Asha' });
    expect(card).toHaveTextContent('Client: Asha Said');
    expect(within(card).getByRole('link', { name: 'Call 0712 345 678' })).toHaveAttribute(
      'href',
      'tel:0712345678',
    );
    expect(within(card).getByRole('link', { name: 'Email asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(card).toHaveTextContent('Kitchen window has no width');

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Accept for BOQ' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept for BOQ' })).getByRole('button', {
        name: 'Accept for BOQ',
      }),
    );
    await screen.findByText('“Nyumba ya Asha” accepted for the BOQ');
    expect(api.requestsTo('POST /api/maps/:id/transitions').map((request) => request.body)).toEqual([
      { to: 'successful' },
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await screen.findByRole('article', { name: 'Imekataliwa' });
    expect(rejected).toHaveTextContent('Not a house');
    expect(within(rejected).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
