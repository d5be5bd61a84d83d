import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 30_000 };
const FIRST_LOAD = { timeout: 15_000 };

/** True when `first` comes before `second` in the page (what a reader and Tab meet first). */
function comesBefore(first: Element, second: Element): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe('a sheet laid out for a desk', SLOW, () => {
  it('puts the lines right after the calculator, with constants and wastage under them', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    mockApi(boq.routes);
    renderApp({ route: `/blinding?map=${boq.map._id}` });

    const lines = await screen.findByRole('region', { name: 'Lines' }, FIRST_LOAD);
    const calculator = screen.getByRole('region', { name: 'Calculator' });
    const constants = screen.getByRole('button', { name: /Constants and wastage/ });
    expect(comesBefore(calculator, lines)).toBe(true);
    expect(comesBefore(lines, constants)).toBe(true);

    // Every dimension is in the calculator's own box (it scrolls at a desk), none lost.
    const box = within(calculator).getByTestId('calculator-fields');
    expect(within(box).getByRole('textbox', { name: 'Area (m²)' })).toBeEnabled();
    expect(within(box).getByRole('textbox', { name: 'Thickness (m)' })).toBeEnabled();
  });
});
