import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BoqSheet,
  BoundInput,
  Measurement,
  MeasurementBinding,
  SaveSheetBody,
  SheetBindings,
} from '@kadirio/domain';
import { createFakeBoq } from '../../../testing/boq-factories';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { buildMeasurement } from '../../../testing/measurement-factories';
import { mockApi, type MockRequest, type MockResponse, type MockRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

type Route = (request: MockRequest) => MockResponse;

/**
 * The fake BOQ with bindings as the server keeps them: a binding to a measurement of the plan is
 * stored and cited; one the measurements cannot resolve is refused with a 400 naming it, and the
 * sheet does not change (bindings.contract.ts, measurement-bindings.routes.test.ts).
 */
function boqWithBindings(measurements: Measurement[]) {
  const boq = createFakeBoq();
  const bound = new Map<string, BoundInput[]>();
  const getSheet = boq.routes['GET /api/maps/:id/boq/:trade'] as Route;
  const saveSheet = boq.routes['PUT /api/maps/:id/boq/:trade'] as Route;
  const withBindings = (response: MockResponse): MockResponse => {
    if (response.status && response.status >= 400) return response;
    const sheet = response.body as BoqSheet;
    return { body: { ...sheet, bindings: bound.get(sheet.trade) ?? [] } };
  };
  const problemOf = (field: string, binding: MeasurementBinding): string | null => {
    if ('measurementId' in binding) {
      return measurements.some((m) => m._id === binding.measurementId)
        ? null
        : `bindings.${field}: no measurement ${binding.measurementId}`;
    }
    const unknown = binding.expression
      .split(/[^A-Za-z0-9]+/)
      .find((word) => /^[A-Za-z]/.test(word) && !measurements.some((m) => m.key === word));
    return unknown ? `bindings.${field}: there is no measurement "${unknown}"` : null;
  };
  const boundInput = (field: string, binding: MeasurementBinding): BoundInput => {
    const source = measurements.find((m) => 'measurementId' in binding && m._id === binding.measurementId);
    const value = source?.value ?? 0;
    return {
      field,
      binding,
      usedValue: value,
      currentValue: value,
      changed: false,
      sources: source
        ? [
            {
              measurementId: source._id,
              name: source.name,
              key: source.key,
              drawingName: source.drawingName,
              page: source.page,
            },
          ]
        : [],
      citation:
        'expression' in binding
          ? `${field} = ${binding.expression}`
          : `${field} = ${value.toFixed(2)} ${source?.unit === 'm2' ? 'm²' : 'm'} (measured: ${source?.name}, ${source?.drawingName} p. ${source?.page})`,
      problem: null,
    };
  };
  const routes: MockRoutes = {
    ...boq.routes,
    'GET /api/maps/:id/measurements': () => ({ body: measurements }),
    'GET /api/maps/:id/boq/:trade': (request) => withBindings(getSheet(request)),
    'PUT /api/maps/:id/boq/:trade': (request) => {
      const body = request.body as SaveSheetBody;
      const bindings: SheetBindings | undefined = body.bindings;
      if (bindings) {
        const refused = Object.entries(bindings)
          .map(([field, binding]) => problemOf(field, binding))
          .find((problem) => problem !== null);
        if (refused) return { status: 400, body: { message: refused } };
      }
      const saved = saveSheet({ ...request, body: { ...body, bindings: undefined } });
      if (bindings && !saved.status) {
        bound.set(
          request.params.trade!,
          Object.entries(bindings).map(([field, binding]) => boundInput(field, binding)),
        );
      }
      return withBindings(saved);
    },
  };
  return { boq, routes };
}

const FIRST_LOAD = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

const walls = buildMeasurement({ name: 'External walls', key: 'ExternalWalls', value: 42 });
const floor = buildMeasurement({
  name: 'Floor area',
  key: 'FloorArea',
  kind: 'area',
  unit: 'm2',
  value: 108,
  geometry: {
    kind: 'area',
    points: [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ],
    holes: [],
  },
});

function savesOf(api: ReturnType<typeof mockApi>): SaveSheetBody[] {
  return api.requestsTo('PUT /api/maps/:id/boq/:trade').map((request) => request.body as SaveSheetBody);
}

describe('binding sheet inputs to measurements', SLOW, () => {
  it('binds blinding’s area to a measurement, cites the mark, and unbinds it back to the typed figure', async () => {
    storeSession(buildSessionFor('boq'));
    const { boq, routes } = boqWithBindings([walls, floor]);
    const api = mockApi(routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const region = await screen.findByRole('region', { name: 'From the drawing' }, FIRST_LOAD);
    await user.click(within(region).getByRole('combobox', { name: 'Area (m²)' }));
    await user.click(await screen.findByRole('option', { name: 'Floor area (108 m²)' }));

    expect(
      await within(region).findByText('area = 108.00 m² (measured: Floor area, A-101.pdf p. 1)'),
    ).toBeInTheDocument();
    expect(savesOf(api).at(-1)?.bindings).toEqual({ area: { measurementId: floor._id } });

    await user.click(within(region).getByRole('combobox', { name: 'Area (m²)' }));
    await user.click(await screen.findByRole('option', { name: 'Typed' }));
    await waitFor(() => expect(savesOf(api).at(-1)?.bindings).toEqual({}));
    await waitFor(() => expect(within(region).queryByText(/measured: Floor area/)).not.toBeInTheDocument());
  });

  it('binds an input to an expression over measurements, and refuses one naming no measurement', async () => {
    storeSession(buildSessionFor('boq'));
    const { boq, routes } = boqWithBindings([walls, floor]);
    const api = mockApi(routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const region = await screen.findByRole('region', { name: 'From the drawing' }, FIRST_LOAD);
    await user.click(within(region).getByRole('combobox', { name: 'Area (m²)' }));
    await user.click(await screen.findByRole('option', { name: 'Expression…' }));
    const expression = within(region).getByRole('textbox', {
      name: 'Expression for Area (m²)',
    });
    const apply = within(region).getByRole('button', { name: 'Apply' });
    // Nothing to apply yet; the keys to write with are listed.
    expect(apply).toBeDisabled();
    expect(within(region).getByText('ExternalWalls · FloorArea')).toBeInTheDocument();

    await user.type(expression, 'Walls * 2');
    await user.click(apply);
    expect(await screen.findByText(/bindings\.area: there is no measurement "Walls"/)).toBeInTheDocument();
    expect(savesOf(api).at(-1)?.bindings).toEqual({ area: { expression: 'Walls * 2' } });
    expect(within(region).queryByText(/area = /)).not.toBeInTheDocument();

    // The refused binding is not sent again with the next typed input: that save goes through.
    const height = screen.getByRole('textbox', { name: 'Thickness (m)' });
    await user.clear(height);
    await user.type(height, '0.075');
    await waitFor(() => expect(savesOf(api).at(-1)?.inputs).toMatchObject({ thickness: 0.075 }));
    expect(savesOf(api).at(-1)?.bindings).toBeUndefined();
    expect(await screen.findByText(/All changes saved/, {}, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(within(region).getByRole('combobox', { name: 'Area (m²)' }));
    await user.click(await screen.findByRole('option', { name: 'Expression…' }));
    await user.type(
      within(region).getByRole('textbox', { name: 'Expression for Area (m²)' }),
      'ExternalWalls * 0.6',
    );
    await user.click(within(region).getByRole('button', { name: 'Apply' }));
    expect(await within(region).findByText('area = ExternalWalls * 0.6')).toBeInTheDocument();
    expect(savesOf(api).at(-1)?.bindings).toEqual({ area: { expression: 'ExternalWalls * 0.6' } });
  });

  it('offers no bindings on a sheet whose plan has no measurements yet', async () => {
    storeSession(buildSessionFor('boq'));
    const { boq, routes } = boqWithBindings([]);
    mockApi(routes);
    renderApp({ route: `/blinding?map=${boq.map._id}` });

    await screen.findByRole('heading', { name: 'Blinding', level: 1 }, FIRST_LOAD);
    await screen.findByRole('region', { name: 'Calculator' });
    expect(screen.queryByRole('region', { name: 'From the drawing' })).not.toBeInTheDocument();
  });
});
