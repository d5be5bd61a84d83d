import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MeasurementGeometrySchema,
  ratioOfMetresPerPoint,
  rectContains,
  scaleFromTwoPoints,
  type CreateMeasurementBody,
  type Measurement,
  type PageScale,
  type PageScaleInput,
  type SetPageScalesBody,
} from '@kadirio/domain';
import type { DrawingSource } from '../../../components/drawing-viewer/drawing-document';
import { mockApi, type MockRoutes } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { buildDrawing, buildMap, buildTransition } from '../../../testing/maps-factories';
import { buildMeasurement } from '../../../testing/measurement-factories';
import { renderWithProviders } from '../../../testing/render';
import { DrawingPane } from './drawing-pane';

/** pdf.js does not run in jsdom: the viewer opens a fake one-page A3 drawing and says what it asked for. */
const viewer = vi.hoisted(() => ({ opened: [] as DrawingSource[] }));
vi.mock('../../../components/drawing-viewer/drawing-document', async (importOriginal) => {
  const { fakeDrawingDocument } = await import('../../../testing/fake-drawing');
  return {
    ...(await importOriginal<object>()),
    openDrawing: (source: DrawingSource) => {
      viewer.opened.push(source);
      return Promise.resolve(fakeDrawingDocument([{ text: ['GROUND FLOOR PLAN', 'SCALE 1:100'] }]));
    },
  };
});

const drawing = buildDrawing({ name: 'A-101.pdf' });
const plan = buildMap({
  title: 'Nyumba ya Rehema',
  status: 'successful',
  floors: 1,
  bedrooms: 3,
  plinthArea: 108,
  drawings: [drawing],
  history: [
    buildTransition({
      to: 'unitcheck',
      byName: 'Asha Said',
      comment: 'Widths add up to 12.4 m, overall says 12.0 m',
    }),
  ],
});

/** A scale as the server stores it: a two-points one at the ratio its points and length give. */
function pageScaleOf(page: number, input: PageScaleInput): PageScale {
  const ratio =
    input.source === 'text'
      ? input.ratio
      : ratioOfMetresPerPoint(scaleFromTwoPoints(input.points[0], input.points[1], input.knownLength));
  return {
    _id: crypto.randomUUID(),
    drawingId: drawing._id,
    page,
    region: input.region ?? null,
    metresPerPoint: (ratio * 0.0254) / 72,
    source: input.source,
    ratio,
    points: input.source === 'two-points' ? input.points : null,
    knownLength: input.source === 'two-points' ? input.knownLength : null,
    setByName: 'Baraka Swai',
    setAt: '2026-11-20T08:00:00.000Z',
  };
}

/** The plan's measurements as the server keeps them: deletes remove them unless refused. */
function measurementsBackend(
  stored: Measurement[],
  refuseDelete: string | null = null,
  scales: PageScale[] = [],
): MockRoutes {
  return {
    'GET /api/maps/:id': { body: plan },
    'GET /api/maps/:id/measurements': () => ({ body: stored }),
    'GET /api/maps/:id/drawings/:drawingId/scales': () => ({ body: { drawingId: drawing._id, scales } }),
    'PUT /api/maps/:id/drawings/:drawingId/scales': ({ body }) => {
      const { page, scales: inputs } = body as SetPageScalesBody;
      const kept = scales.filter((scale) => scale.page !== page);
      scales.splice(0, scales.length, ...kept, ...inputs.map((input) => pageScaleOf(page, input)));
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
    'POST /api/maps/:id/measurements': ({ body }) => {
      const { name, group, geometry, page } = body as CreateMeasurementBody;
      const created = buildMeasurement({
        mapId: plan._id,
        drawingId: drawing._id,
        name,
        key: name.replace(/[^A-Za-z0-9]/g, ''),
        group: group ?? '',
        page,
        kind: geometry.kind,
        // As the server stores it: the schema's defaults (no holes yet) filled in.
        geometry: MeasurementGeometrySchema.parse(geometry),
        value: 12,
        unit: 'm2',
      });
      stored.push(created);
      return { status: 201, body: { measurement: created, repricedSheets: [], changedCompletedSheets: [] } };
    },
    'DELETE /api/maps/:id/measurements/:measurementId': ({ params }) => {
      if (refuseDelete) return { status: 409, body: { message: refuseDelete } };
      const index = stored.findIndex((m) => m._id === params.measurementId);
      stored.splice(index, 1);
      return { body: { id: params.measurementId, message: 'Measurement deleted' } };
    },
  };
}

const walls = () =>
  buildMeasurement({ mapId: plan._id, drawingId: drawing._id, name: 'External walls', key: 'ExternalWalls' });
const floor = () =>
  buildMeasurement({
    mapId: plan._id,
    drawingId: drawing._id,
    kind: 'area',
    name: 'Floor area',
    key: 'FloorArea',
    group: 'Floors',
    geometry: {
      kind: 'area',
      points: [
        { x: 300, y: 250 },
        { x: 640, y: 250 },
        { x: 640, y: 505 },
      ],
      holes: [],
    },
    value: 108,
    unit: 'm2',
  });

beforeEach(() => {
  viewer.opened.length = 0;
});

describe('the drawing pane beside the sheet', () => {
  it("shows the plan's facts, the checkers' comments with their authors, the drawing and its register", async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(measurementsBackend([walls(), floor()]));
    renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);

    const facts = await screen.findByRole('region', { name: 'The plan' });
    expect(within(facts).getByText('3')).toBeInTheDocument();
    expect(within(facts).getByText('108 m²')).toBeInTheDocument();
    expect(within(facts).getByText('Asha Said')).toBeInTheDocument();
    expect(within(facts).getByText(/Widths add up to 12\.4 m, overall says 12\.0 m/)).toBeInTheDocument();

    expect(await screen.findByRole('application', { name: /A-101\.pdf, page 1/ })).toBeInTheDocument();
    expect(viewer.opened[0]?.url).toBe(`http://localhost:3000/api/maps/${plan._id}/drawings/${drawing._id}`);
    expect(viewer.opened[0]?.headers.authorization).toMatch(/^Bearer /);

    const register = await screen.findByRole('table', { name: 'Measurements' });
    const rows = within(register).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      expect.stringContaining('External walls'),
      expect.stringContaining('Floor area'),
    ]);
    expect(screen.getByTestId('register-value-ExternalWalls')).toHaveTextContent('42 m');
    expect(screen.getByTestId('register-value-FloorArea')).toHaveTextContent('108 m²');
    // The take-off sheet can be downloaded once there is something on it.
    expect(screen.getByRole('button', { name: 'Take-off sheet (PDF)' })).toBeInTheDocument();
  });

  it('deletes a measurement after asking, and it leaves the register', async () => {
    storeSession(buildSessionFor('boq'));
    const api = mockApi(measurementsBackend([walls(), floor()]));
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Delete Floor area' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the measurement “Floor area”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Floor area/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /External walls/ })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/maps/:id/measurements/:measurementId')).toHaveLength(1);
  });

  it('keeps a measurement a sheet uses and says which sheet, when the server refuses the delete', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(
      measurementsBackend(
        [walls()],
        '"External walls" is bound in Walling; unbind it there before deleting it',
      ),
    );
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);

    await user.click(await screen.findByRole('button', { name: 'Delete External walls' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /External walls/ })).getByRole('button', { name: 'Delete' }),
    );

    expect(
      await screen.findByText(/"External walls" is bound in Walling; unbind it there before deleting it/),
    ).toBeInTheDocument();
    // Once the question has gone, the measurement is still there.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /External walls/ })).toBeInTheDocument();
  });

  it('undoes creating a mark, from the note under the drawing or with Ctrl+Z, by deleting it; Ctrl+Shift+Z creates it again', async () => {
    storeSession(buildSessionFor('boq'));
    const api = mockApi(measurementsBackend([walls()]));
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    const surface = await screen.findByRole('application', { name: /A-101\.pdf, page 1/ });

    const drawRectangle = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Rectangle' }));
      for (const [x, y] of [
        [100, 100],
        [300, 220],
      ] as const) {
        await user.pointer([
          { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
          { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
        ]);
      }
      const naming = await screen.findByRole('dialog', { name: 'Name this area' });
      // The dialog offers a name ("Rectangle 1"): this one is typed over it.
      await user.clear(within(naming).getByRole('textbox', { name: 'Name' }));
      await user.type(within(naming).getByRole('textbox', { name: 'Name' }), name);
      await user.click(within(naming).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await drawRectangle('Verandah');
    expect(await screen.findByRole('row', { name: /Verandah/ })).toBeInTheDocument();
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('“Verandah” saved');
    await user.click(within(note).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Verandah/ })).not.toBeInTheDocument());
    const deletes = api.requestsTo('DELETE /api/maps/:id/measurements/:measurementId');
    expect(deletes).toHaveLength(1);

    // Ctrl+Z in the viewer undoes the last step, here the creation of a second mark.
    await drawRectangle('Store');
    expect(await screen.findByRole('row', { name: /Store/ })).toBeInTheDocument();
    surface.focus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Store/ })).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /api/maps/:id/measurements/:measurementId')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /External walls/ })).toBeInTheDocument();

    // Ctrl+Shift+Z creates it again, as it was drawn and named.
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(await screen.findByRole('row', { name: /Store/ })).toBeInTheDocument();
    const creates = api.requestsTo('POST /api/maps/:id/measurements');
    expect(creates).toHaveLength(3);
    expect(creates[2]?.body).toEqual(creates[1]?.body);
  });

  it('keeps a new mark a sheet already uses when its creation is undone, and says why', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(measurementsBackend([], '"Verandah" is bound in Concrete; unbind it there before deleting it'));
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    const surface = await screen.findByRole('application', { name: /A-101\.pdf, page 1/ });

    await user.click(screen.getByRole('button', { name: 'Rectangle' }));
    for (const [x, y] of [
      [100, 100],
      [300, 220],
    ] as const) {
      await user.pointer([
        { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
        { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
      ]);
    }
    const naming = await screen.findByRole('dialog', { name: 'Name this area' });
    await user.clear(within(naming).getByRole('textbox', { name: 'Name' }));
    await user.type(within(naming).getByRole('textbox', { name: 'Name' }), 'Verandah');
    await user.click(within(naming).getByRole('button', { name: 'Save' }));
    await screen.findByRole('row', { name: /Verandah/ });

    // The toolbar's Undo (the note under the drawing has one too).
    const toolbarUndo = screen
      .getAllByRole('button', { name: 'Undo' })
      .find((button) => !button.closest('[role="alert"]'))!;
    await user.click(toolbarUndo);
    expect(
      await screen.findByText(/"Verandah" is bound in Concrete; unbind it there before deleting it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Verandah/ })).toBeInTheDocument();
  });

  it('adds a region at its own scale beside the page scale, and removes it', async () => {
    storeSession(buildSessionFor('boq'));
    const scales = [pageScaleOf(1, { source: 'text', ratio: 100 })];
    const api = mockApi(measurementsBackend([], null, scales));
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    const surface = await screen.findByRole('application', { name: /A-101\.pdf, page 1/ });
    await screen.findByText('Scale 1:100 (from the drawing)');

    await user.click(screen.getByRole('button', { name: 'Add a scale region' }));
    for (const [x, y] of [
      [300, 220],
      [100, 100],
    ] as const) {
      await user.pointer([
        { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
        { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
      ]);
    }
    const ratio = screen.getByRole('textbox', { name: 'Region scale 1:' });
    const set = screen.getByRole('button', { name: 'Set region scale' });
    await user.type(ratio, '1:2.5');
    expect(set).toBeDisabled();
    await user.clear(ratio);
    await user.type(ratio, '20');
    await user.click(set);

    expect(await screen.findByText('Region 1:20')).toBeInTheDocument();
    const [added] = api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales');
    const body = added?.body as SetPageScalesBody;
    // The page keeps its own 1:100; the region is the rectangle the two clicks span, at 1:20.
    expect(body.page).toBe(1);
    expect(body.scales[0]).toEqual({ source: 'text', ratio: 100 });
    expect(body.scales[1]).toMatchObject({ source: 'text', ratio: 20 });
    const region = (body.scales[1] as { region: { width: number; height: number } }).region;
    expect(region.width).toBeGreaterThan(0);
    expect(region.height).toBeGreaterThan(0);
    expect(screen.getAllByTestId('scale-region')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove the region at 1:20' }));
    await waitFor(() => expect(screen.queryByText('Region 1:20')).not.toBeInTheDocument());
    const removed = api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales')[1]
      ?.body as SetPageScalesBody;
    expect(removed.scales).toEqual([{ source: 'text', ratio: 100 }]);
    expect(screen.getByText('Scale 1:100 (from the drawing)')).toBeInTheDocument();
  });

  it("sets a region's scale from a known dimension inside it, showing the ratio before saving", async () => {
    storeSession(buildSessionFor('boq'));
    const scales = [pageScaleOf(1, { source: 'text', ratio: 100 })];
    const api = mockApi(measurementsBackend([], null, scales));
    const { user } = renderWithProviders(<DrawingPane mapId={plan._id} canEdit />);
    const surface = await screen.findByRole('application', { name: /A-101\.pdf, page 1/ });
    await screen.findByText('Scale 1:100 (from the drawing)');
    const click = async (clicks: readonly (readonly [number, number])[]) => {
      for (const [x, y] of clicks) {
        await user.pointer([
          { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
          { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
        ]);
      }
    };

    await user.click(screen.getByRole('button', { name: 'Add a scale region' }));
    await click([
      [100, 100],
      [300, 220],
    ]);
    await user.click(screen.getByRole('button', { name: 'From a known dimension' }));
    expect(
      screen.getByText('Click both ends of a dimension inside the region whose length you know.'),
    ).toBeInTheDocument();
    // One end outside the region: refused before anything is sent.
    await click([
      [120, 120],
      [400, 120],
    ]);
    const set = screen.getByRole('button', { name: 'Set region scale' });
    expect(screen.getByTestId('region-ratio')).toHaveTextContent('Click both ends inside the region');
    expect(set).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Click again' }));
    await click([
      [120, 120],
      [220, 120],
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Known length (m)' }), '3.5');
    // The fake page is shown at zoom 0.645: the 100 px between the clicks are 155.08 pt, and
    // 3.5 m over them is 3.5 / (155.08 × 0.0254 / 72) = 1:63.98, shown before anything is sent.
    expect(screen.getByTestId('region-ratio')).toHaveTextContent('That is 1:64');
    expect(api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales')).toHaveLength(0);
    await user.click(set);

    expect(await screen.findByText('Region 1:64')).toBeInTheDocument();
    const body = api.requestsTo('PUT /api/maps/:id/drawings/:drawingId/scales')[0]?.body as SetPageScalesBody;
    // The page keeps its 1:100; the region is set by its two points and their length, which the
    // server turns into its scale by the same rule the preview used.
    expect(body.scales[0]).toEqual({ source: 'text', ratio: 100 });
    const region = body.scales[1];
    if (region?.source !== 'two-points' || !region.region) throw new Error('expected a two-points region');
    expect(region.knownLength).toBe(3.5);
    expect(region.points.every((point) => rectContains(region.region!, point))).toBe(true);
    expect(ratioOfMetresPerPoint(scaleFromTwoPoints(region.points[0], region.points[1], 3.5))).toBeCloseTo(
      63.98,
      2,
    );
  });

  it('shows a reader the drawing and the register without tools or deletes', async () => {
    storeSession(buildSessionFor('pricetag'));
    mockApi(measurementsBackend([walls()]));
    renderWithProviders(<DrawingPane mapId={plan._id} canEdit={false} />);

    await screen.findByRole('application', { name: /A-101\.pdf, page 1/ });
    expect(await screen.findByRole('row', { name: /External walls/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Measuring tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete External walls' })).not.toBeInTheDocument();
  });
});
