import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuildingModel, BuildingQuantity } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';
import { emptyBuildingModel } from '../../../testing/building-model-fakes';

const SLOW = { timeout: 60_000 };
const FIRST_LOAD = { timeout: 15_000 };

const source = (n: number) => ({
  measurementId: `00000000-0000-4000-8000-00000000000${n}`,
  name: `External wall ${n}`,
  key: `ExternalWall${n}`,
  drawingName: 'A-101.pdf',
  page: 1,
});

/** External walls measured, 50.8 m read by walling's ring beam (pending) and strip (typed). */
function modelWithWalls(): BuildingModel {
  const model = emptyBuildingModel();
  const walls: Partial<BuildingQuantity> = {
    expression: 'sum(External walls)',
    value: 50.8,
    needs: [],
    sources: [source(1), source(2)],
    readBy: [{ trade: 'walling', field: 'ringLength', state: 'pending', value: 0 }],
  };
  const openings: Partial<BuildingQuantity> = {
    expression: 'openingArea(Windows)',
    value: 4.32,
    needs: [],
    sources: [],
    readBy: [
      { trade: 'walling', field: 'openingsArea', state: 'pending', value: 0 },
      { trade: 'skimInside', field: 'area', state: 'typed', value: 40 },
    ],
  };
  return {
    ...model,
    groups: [
      { group: 'External walls', role: 'externalWalls', marks: 2 },
      { group: 'Site', role: null, marks: 1 },
    ],
    pendingInputs: 2,
    quantities: model.quantities.map((quantity) =>
      quantity.id === 'externalWalls'
        ? { ...quantity, ...walls }
        : quantity.id === 'openingsArea'
          ? { ...quantity, ...openings, sources: [{ ...source(3), name: 'Windows W1' }] }
          : quantity,
    ),
  };
}

describe('the building model on the review screen', SLOW, () => {
  it('lists the named quantities with their marks, and binds the trades after saying how many', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    boq.buildingModel.set(modelWithWalls());
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq/review?map=${boq.map._id}` });

    const panel = await screen.findByRole('region', { name: 'Building model' }, FIRST_LOAD);
    expect(
      within(panel).getByText('2 named quantities from the drawing; inputs waiting to be bound: 2'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Building model/ }));
    const table = within(panel).getByRole('table', { name: 'Building model' });
    const row = within(table).getByRole('row', { name: /External walls \(centre-line\)/ });
    expect(row).toHaveTextContent(/50\.8 m/);
    expect(row).toHaveTextContent('External wall 1, External wall 2 — A-101 p. 1');
    expect(row).toHaveTextContent('0 of 1 bound');
    expect(within(table).getByRole('row', { name: /All openings/ })).toHaveTextContent(/4\.32 m²/);
    expect(within(panel).getByText(/No marks yet in these groups: .*Internal walls/)).toBeInTheDocument();
    expect(
      within(panel).getByText('The drawing’s groups: External walls → External walls, Site → not read'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Bind the trades to the drawing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind the trades to the drawing?' });
    expect(dialog).toHaveTextContent(
      'This binds 2 inputs to the building model (draft sheets: 1); they are re-priced now, then follow the marks as they change.',
    );
    expect(dialog).toHaveTextContent('1 input you typed or bound yourself stays as it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Bind 2 inputs' }));
    expect(await screen.findByText('2 inputs bound; sheets re-priced: 1')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/building-model/bind')[0]?.body).toEqual({});
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Bind the trades to the drawing' })).toBeDisabled(),
    );
    expect(
      within(panel).getByText('Every input the model knows is bound, or was typed.'),
    ).toBeInTheDocument();
  });

  it('shows no bind button to those who only read the BOQ', async () => {
    storeSession(buildSessionFor('pricetag', { name: 'Asha Prices' }));
    const boq = createFakeBoq();
    boq.buildingModel.set(modelWithWalls());
    mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq/review?map=${boq.map._id}` });
    const panel = await screen.findByRole('region', { name: 'Building model' }, FIRST_LOAD);
    await user.click(within(panel).getByRole('button', { name: /Building model/ }));
    expect(within(panel).getByRole('table', { name: 'Building model' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Bind the trades to the drawing' }),
    ).not.toBeInTheDocument();
  });
});
