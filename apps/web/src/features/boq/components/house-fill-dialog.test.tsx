import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '@kadirio/domain';
import { createFakeBoq } from '../../../testing/boq-factories';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { buildMap } from '../../../testing/maps-factories';
import { buildMeasurement } from '../../../testing/measurement-factories';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

const FIRST_LOAD = { timeout: 15_000 };

/** Opens the house-model dialog of a BOQ whose plan has `facts` and `measurements`. */
async function openDialog(
  facts: { floors: number | null; bedrooms: number | null; plinthArea: number | null },
  measurements: Measurement[],
) {
  storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
  const boq = createFakeBoq();
  const api = mockApi({
    ...boq.routes,
    'GET /api/maps/:id': { body: buildMap({ _id: boq.map._id, status: 'successful', ...facts }) },
    'GET /api/maps/:id/measurements': { body: measurements },
    'POST /api/maps/:id/boq/house': () => ({ body: boq.response() }),
  });
  const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });
  await user.click(await screen.findByRole('button', { name: 'Start from house model' }, FIRST_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Start from a house model' });
  await within(dialog).findByRole('textbox', { name: /Length/ });
  return { api, user, dialog };
}

describe('the house-model dialog starts from the plan and its measurements', { timeout: 30_000 }, () => {
  it('proposes the house from the facts and the marks, saying where each value came from', async () => {
    const { api, user, dialog } = await openDialog({ floors: 2, bedrooms: 3, plinthArea: 120 }, [
      buildMeasurement({ name: 'External walls', kind: 'perimeter', value: 46, unit: 'm' }),
      buildMeasurement({
        name: 'Doors',
        group: 'Openings',
        kind: 'count',
        value: 7,
        unit: 'pcs',
        counts: { D1: 7 },
      }),
    ]);
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    // L + W = 23 and L · W = 120: 15 × 8 m.
    expect(field(/Length/)).toHaveValue('15');
    expect(field(/Length/)).toHaveAccessibleDescription(
      'from External walls 46 m, the plan: plinth area 120 m²',
    );
    expect(field(/Width/)).toHaveValue('8');
    expect(field(/Bedrooms/)).toHaveValue('3');
    expect(field(/Bedrooms/)).toHaveAccessibleDescription('from the plan: 3 bedrooms');
    expect(field(/Wall height/)).toHaveAccessibleDescription('default');
    // Doors come from the count marks; the options holding them are open to show it.
    expect(field(/Doors/)).toHaveValue('7');
    expect(field(/Doors/)).toHaveAccessibleDescription('from Doors 7 pieces');
    expect(within(dialog).getByText(/The plan has 2 floors/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fill the sheets' }));
    expect(await screen.findByText('The draft sheets were filled from the house model')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/house')[0]?.body).toMatchObject({
      length: 15,
      width: 8,
      bedrooms: 3,
      doors: 7,
    });
  });

  it('keeps the default 12 × 9 m house when the plan has no facts and nothing is measured', async () => {
    const { dialog } = await openDialog({ floors: null, bedrooms: null, plinthArea: null }, []);
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    expect(field(/Length/)).toHaveValue('12');
    expect(field(/Width/)).toHaveValue('9');
    expect(field(/Bedrooms/)).toHaveValue('2');
    for (const name of [/Length/, /Width/, /Bedrooms/])
      expect(field(name)).toHaveAccessibleDescription('default');
    expect(within(dialog).queryByText(/floors/)).not.toBeInTheDocument();
  });
});
