import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  AcceptProposalBody,
  DrawingProposal,
  Measurement,
  PageScale,
  SetPageScalesBody,
} from '@kadirio/domain';
import { mockApi, type MockRoutes } from '../../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../../testing/factories';
import { buildDrawing, buildMap } from '../../../../testing/maps-factories';
import { buildMeasurement } from '../../../../testing/measurement-factories';
import { renderWithProviders } from '../../../../testing/render';
import { DrawingPane } from '../drawing-pane';
import { buildProposal } from './proposal-testing';

/** pdf.js does not run in jsdom: the viewer opens a fake one-page A3 drawing. */
vi.mock('../../../../components/drawing-viewer/drawing-document', async (importOriginal) => {
  const { fakeDrawingDocument } = await import('../../../../testing/fake-drawing');
  return {
    ...(await importOriginal<object>()),
    openDrawing: () => Promise.resolve(fakeDrawingDocument([{ text: ['GROUND FLOOR PLAN', 'SCALE 1:100'] }])),
  };
});

const drawing = buildDrawing({ name: 'A-101.pdf' });
const plan = buildMap({ status: 'successful', drawings: [drawing] });

function backend(proposal: DrawingProposal | { status: number; message: string }, scales: PageScale[] = []) {
  const accepted: AcceptProposalBody[] = [];
  const stored: Measurement[] = [];
  const routes: MockRoutes = {
    'GET /api/maps/:id': { body: plan },
    'GET /api/maps/:id/measurements': () => ({ body: stored }),
    'GET /api/maps/:id/drawings/:drawingId/scales': () => ({ body: { drawingId: drawing._id, scales } }),
    'GET /api/maps/:id/drawings/:drawingId/pages/:page/proposal':
      'status' in proposal && typeof proposal.status === 'number'
        ? { status: proposal.status, body: { message: proposal.message } }
        : { body: proposal },
    'PUT /api/maps/:id/drawings/:drawingId/scales': ({ body }) => {
      const { page, scales: inputs } = body as SetPageScalesBody;
      const input = inputs[0]!;
      const ratio = input.source === 'text' ? input.ratio : 0;
      scales.splice(0, scales.length, {
        _id: crypto.randomUUID(),
        drawingId: drawing._id,
        page,
        region: null,
        metresPerPoint: (ratio * 0.0254) / 72,
        source: 'text',
        ratio,
        points: null,
        knownLength: null,
        setByName: 'Baraka Swai',
        setAt: '2026-11-20T08:00:00.000Z',
      });
      return {
        body: {
          drawingId: drawing._id,
          scales,
          remeasured: [],
          repricedSheets: [],
          changedCompletedSheets: [],
        },
      };
    },
    'POST /api/maps/:id/drawings/:drawingId/pages/:page/proposal/accept': ({ body }) => {
      accepted.push(body as AcceptProposalBody);
      const marks = (body as AcceptProposalBody).marks.map((mark) =>
        buildMeasurement({ name: mark.name, key: mark.name.replace(/\W/g, ''), source: 'accepted-proposal' }),
      );
      stored.push(...marks);
      return { status: 201, body: { measurements: marks } };
    },
  };
  return { routes, accepted };
}

describe('reading the drawing for proposals', () => {
  it('offers the found scale first, then includes and excludes by key or click, and accepts the rest as marks', async () => {
    storeSession(buildSessionFor('boq'));
    const { routes, accepted } = backend(buildProposal());
    const api = mockApi(routes);
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Read the drawing' }));
    const panel = await screen.findByRole('region', { name: 'Read from the drawing: proposals' });
    expect(
      await within(panel).findByText('The dimensions read 1:100 (7 of 7 figures agree).'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('The title’s 1:100 agrees with the dimensions.')).toBeInTheDocument();
    // No proposal is listed before the scale is settled: the marks are valued at it.
    expect(within(panel).queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Use 1:100' }));
    expect(api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales')[0]?.body).toEqual({
      page: 1,
      scales: [{ source: 'text', ratio: 100 }],
    });

    const list = await within(panel).findByRole('listbox', { name: 'Proposals of this page' });
    expect(within(list).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByTestId('proposal-marks')).toBeInTheDocument();
    list.focus();
    await user.keyboard('{Delete}'); // excludes External wall 1, moves to External wall 2
    await user.keyboard('{ArrowDown}{Delete}'); // excludes Internal wall 1, moves to BEDROOM
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}'); // includes External wall 1 again
    await user.click(within(list).getByRole('checkbox', { name: 'Window W' }));
    expect(within(list).getByRole('option', { name: /Internal wall 1/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(within(list).getByRole('option', { name: /Window W/ })).toHaveAttribute('aria-selected', 'false');

    await user.click(within(panel).getByRole('button', { name: 'Accept 4' }));
    await waitFor(() => expect(accepted).toHaveLength(1));
    expect(accepted[0]!.marks.map((mark) => mark.name)).toEqual([
      'External wall 1',
      'External wall 2',
      'BEDROOM',
      'Door D1',
    ]);
    expect(accepted[0]!.marks[2]).toMatchObject({ group: 'Rooms', geometry: { kind: 'area' } });
    expect(
      await screen.findByText('4 marks kept from the drawing (proposed, accepted).'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Read from the drawing: proposals' }),
    ).not.toBeInTheDocument();
  });

  it('shows a title that disagrees with the dimensions and offers the scale the dimensions read', async () => {
    storeSession(buildSessionFor('boq'));
    const at102 = buildProposal({
      scale: { ...buildProposal().scale!, ratio: 102 },
      statedScale: { statedRatio: 100, foundRatio: 102, differencePercent: 2, agrees: false },
    });
    const { routes } = backend(at102);
    mockApi(routes);
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Read the drawing' }));
    expect(
      await screen.findByText('The title says 1:100, but the dimensions read 1:102 (2 % off).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use 1:102' })).toBeInTheDocument();
  });

  it("goes straight to the proposals when the page's own scale already agrees with the dimensions", async () => {
    storeSession(buildSessionFor('boq'));
    const { routes } = backend(buildProposal());
    const api = mockApi(routes);
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    // The page is set to 1:100 first, as a surveyor would by hand.
    await user.click(await screen.findByRole('button', { name: 'Read the drawing' }));
    await user.click(await screen.findByRole('button', { name: 'Use 1:100' }));
    await screen.findByRole('listbox', { name: 'Proposals of this page' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Read the drawing' }));
    expect(await screen.findByRole('listbox', { name: 'Proposals of this page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use 1:100' })).not.toBeInTheDocument();
    expect(api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales')).toHaveLength(1);
  });

  it('says nothing was found on a scan, and offers to try again after an error', async () => {
    storeSession(buildSessionFor('boq'));
    const scan = buildProposal({
      status: 'no-vectors',
      scale: null,
      statedScale: null,
      metresPerPoint: null,
      walls: [],
      rooms: [],
      openings: [],
      notes: ['a scanned page: 1 image and no vector lines; set the scale by two points and measure by hand'],
    });
    mockApi(backend(scan).routes);
    const first = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    await first.user.click(await screen.findByRole('button', { name: 'Read the drawing' }));
    expect(
      await screen.findByText(
        /This page has no vector lines \(a scan or a photo\): nothing found — use the manual tools\./,
      ),
    ).toBeInTheDocument();
    first.unmount();

    mockApi(backend({ status: 500, message: 'Something went wrong' }).routes);
    const second = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    await second.user.click(await screen.findByRole('button', { name: 'Read the drawing' }));
    expect(await screen.findByText(/The drawing could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
