import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeasurementGeometrySchema, type CreateMeasurementBody, type Measurement } from '@kadirio/domain';
import { mockApi, type MockRoutes } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { buildDrawing, buildMap } from '../../../testing/maps-factories';
import { buildMeasurement } from '../../../testing/measurement-factories';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { DrawingPane } from './drawing-pane';

/** pdf.js does not run in jsdom: the viewer opens a fake one-page A3 drawing. */
vi.mock('../../../components/drawing-viewer/drawing-document', async (importOriginal) => {
  const { fakeDrawingDocument } = await import('../../../testing/fake-drawing');
  return {
    ...(await importOriginal<object>()),
    openDrawing: () => Promise.resolve(fakeDrawingDocument([{ text: ['GROUND FLOOR PLAN'] }])),
  };
});

const drawing = buildDrawing({ name: 'A-101.pdf' });
const plan = buildMap({ title: 'Nyumba ya Rehema', status: 'successful', drawings: [drawing] });

const internalWall = (name: string) =>
  buildMeasurement({
    mapId: plan._id,
    drawingId: drawing._id,
    kind: 'length',
    name,
    key: name.replace(/\s/g, ''),
    group: 'Internal walls',
    geometry: {
      kind: 'length',
      points: [
        { x: 300, y: 250 },
        { x: 640, y: 250 },
      ],
    },
  });

/** The plan's marks as the server keeps them: a created one joins them. */
function backend(stored: Measurement[]): MockRoutes {
  return {
    'GET /api/maps/:id': { body: plan },
    'GET /api/maps/:id/measurements': () => ({ body: stored }),
    'GET /api/maps/:id/drawings/:drawingId/scales': { body: { drawingId: drawing._id, scales: [] } },
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
        geometry: MeasurementGeometrySchema.parse(geometry),
      });
      stored.push(created);
      return { status: 201, body: { measurement: created, repricedSheets: [], changedCompletedSheets: [] } };
    },
  };
}

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });

async function openPane(canEdit = true) {
  const rendered = renderWithProviders(<DrawingPane mapId={plan._id} canEdit={canEdit} />);
  const surface = await screen.findByRole('application', { name: /A-101\.pdf/ });
  return { ...rendered, surface };
}

describe('tool keys on the drawing', () => {
  it('picks each tool by its key, shown on its button; Escape with nothing drawn goes back to Move', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(backend([]));
    const { user, surface } = await openPane();

    expect(screen.getByRole('button', { name: 'Length' })).toHaveAccessibleDescription('Key: L');
    expect(screen.getByRole('button', { name: 'Length' })).toHaveAttribute('aria-keyshortcuts', 'L');
    expect(screen.getByRole('button', { name: 'Set from a dimension' })).toHaveAccessibleDescription(
      'Key: S',
    );

    surface.focus();
    await user.keyboard('l');
    expect(pressed('Length')).toBeInTheDocument();
    await user.keyboard('p');
    expect(pressed('Perimeter')).toBeInTheDocument();
    await user.keyboard('a');
    expect(pressed('Area')).toBeInTheDocument();
    await user.keyboard('r');
    expect(pressed('Rectangle')).toBeInTheDocument();
    await user.keyboard('c');
    expect(pressed('Count')).toBeInTheDocument();
    await user.keyboard('v');
    expect(pressed('Move')).toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.getByText('Click both ends of a dimension whose length you know.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(pressed('Move')).toBeInTheDocument();
    expect(
      screen.queryByText('Click both ends of a dimension whose length you know.'),
    ).not.toBeInTheDocument();
  });

  it('leaves letters typed in a field to the field', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(backend([]));
    const { user, surface } = await openPane();

    surface.focus();
    await user.keyboard('r');
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
    const group = within(naming).getByRole('textbox', { name: 'Group' });
    await user.type(group, 'Slab');
    expect(group).toHaveValue('Slab');
    // "S" (set the scale) and "a" (area) went into the field, not to the drawing.
    await user.click(within(naming).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pressed('Rectangle')).toBeInTheDocument();
  });

  it('gives a read-only user no measuring keys', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(backend([]));
    const { user, surface } = await openPane(false);

    surface.focus();
    await user.keyboard('l');
    expect(screen.queryByRole('button', { name: 'Length' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Click each point along the line/)).not.toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.queryByText(/Click both ends of a dimension/)).not.toBeInTheDocument();
  });
});

describe('automatic names', () => {
  it('proposes "Internal wall 3" after two, and remembers the group to the next mark: draw, Enter, draw, Enter', async () => {
    storeSession(buildSessionFor('boq'));
    const api = mockApi(backend([internalWall('Internal wall 1'), internalWall('Internal wall 2')]));
    let pane = await openPane();
    const drawLength = async () => {
      const { user, surface } = pane;
      surface.focus();
      await user.keyboard('l');
      for (const [x, y] of [
        [100, 100],
        [300, 100],
      ] as const) {
        await user.pointer([
          { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
          { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
        ]);
      }
      await user.keyboard('{Enter}');
      return screen.findByRole('dialog', { name: 'Name this length' });
    };

    // No group used yet in this session: the kind's name, numbered.
    const { user } = pane;
    let naming = await drawLength();
    expect(within(naming).getByRole('textbox', { name: 'Name' })).toHaveValue('Length 1');
    expect(within(naming).getByRole('textbox', { name: 'Group' })).toHaveValue('');
    // Filing it in a group renames it after the group's marks.
    await user.type(within(naming).getByRole('textbox', { name: 'Group' }), 'Internal walls');
    expect(within(naming).getByRole('textbox', { name: 'Name' })).toHaveValue('Internal wall 3');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next mark opens on the same group and the next name: Enter saves it as offered.
    naming = await drawLength();
    expect(within(naming).getByRole('textbox', { name: 'Group' })).toHaveValue('Internal walls');
    expect(within(naming).getByRole('textbox', { name: 'Name' })).toHaveValue('Internal wall 4');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const created = api.requestsTo('POST /api/maps/:id/measurements').map((request) => request.body);
    expect(created).toMatchObject([
      { name: 'Internal wall 3', group: 'Internal walls' },
      { name: 'Internal wall 4', group: 'Internal walls' },
    ]);

    // The group is remembered for the plan through the session, past a new view of it.
    pane.unmount();
    pane = await openPane();
    naming = await drawLength();
    expect(within(naming).getByRole('textbox', { name: 'Group' })).toHaveValue('Internal walls');
    expect(within(naming).getByRole('textbox', { name: 'Name' })).toHaveValue('Internal wall 5');
  });

  it('keeps a name the surveyor typed when the group changes', async () => {
    storeSession(buildSessionFor('boq'));
    mockApi(backend([]));
    const { user, surface } = await openPane();

    surface.focus();
    await user.keyboard('r');
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
    const name = within(naming).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Rectangle 1');
    await user.clear(name);
    await user.type(name, 'Verandah slab');
    await user.type(within(naming).getByRole('textbox', { name: 'Group' }), 'Floors');
    expect(name).toHaveValue('Verandah slab');
  });

  it('says the keys and names a mark outside a group in Swahili', async () => {
    await i18n.changeLanguage('sw');
    storeSession(buildSessionFor('boq'));
    mockApi(backend([]));
    const { user, surface } = await openPane();

    expect(screen.getByRole('button', { name: 'Urefu' })).toHaveAccessibleDescription('Kitufe: L');
    surface.focus();
    await user.keyboard('l');
    for (const [x, y] of [
      [100, 100],
      [300, 100],
    ] as const) {
      await user.pointer([
        { keys: '[MouseLeft>]', target: surface, coords: { clientX: x, clientY: y } },
        { keys: '[/MouseLeft]', target: surface, coords: { clientX: x, clientY: y } },
      ]);
    }
    await user.keyboard('{Enter}');
    const naming = await screen.findByRole('dialog', { name: 'Upe urefu huu jina' });
    expect(within(naming).getByRole('textbox', { name: 'Jina' })).toHaveValue('Urefu 1');
  });
});
