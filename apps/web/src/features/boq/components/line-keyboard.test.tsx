import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 30_000 };
const FIRST_LOAD = { timeout: 15_000 };

describe('typing quantities from the keyboard', SLOW, () => {
  it('moves with Enter to the next line (Shift+Enter back), keeping and saving every value typed', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const fields = async () => screen.findAllByRole('textbox', { name: /^Quantity of / }, FIRST_LOAD);
    const [first, second, third] = await fields();
    await user.click(first!);
    await user.clear(first!);
    await user.type(first!, '4.25{Enter}');
    expect(second).toHaveFocus();
    // The next field's value is selected: typing replaces it.
    await user.keyboard('2{Enter}');
    expect(third).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(second).toHaveFocus();

    expect(first).toHaveValue('4.25');
    expect(second).toHaveValue('2');
    await waitFor(() => {
      const saved = api
        .requestsTo('PUT /api/maps/:id/boq/:trade')
        .flatMap((request) => (request.body as { lines: { code: string; quantity: number }[] }).lines);
      expect(saved).toEqual(
        expect.arrayContaining([
          { code: first!.getAttribute('aria-label')!.replace('Quantity of ', ''), quantity: 4.25 },
          { code: second!.getAttribute('aria-label')!.replace('Quantity of ', ''), quantity: 2 },
        ]),
      );
    });
  });

  it('lets Tab go on to the line’s other fields, as it always did', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const [first] = await screen.findAllByRole('textbox', { name: /^Quantity of / }, FIRST_LOAD);
    await user.click(first!);
    await user.tab();
    expect(document.activeElement).not.toBe(first);
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });
});
