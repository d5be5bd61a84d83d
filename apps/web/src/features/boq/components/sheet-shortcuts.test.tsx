import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

const SLOW = { timeout: 30_000 };
const FIRST_LOAD = { timeout: 15_000 };

/** A shortcut as a keyboard sends it, with the key's physical code (a Mac sends another `key`). */
function press(key: string, code: string, target: Element = document.body) {
  fireEvent.keyDown(target, { key, code, altKey: true, shiftKey: true, bubbles: true });
}

describe('keyboard shortcuts of a sheet', SLOW, () => {
  it('goes to the next and previous sheet with Alt+Shift+→/← (N/P), even from a quantity field', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    mockApi(boq.routes);
    renderApp({ route: `/blinding?map=${boq.map._id}` });

    await screen.findByRole('heading', { name: 'Blinding', level: 1 }, FIRST_LOAD);
    const next = screen.getByRole('link', { name: /^Next: / });
    expect(next).toHaveAttribute('title', 'Keyboard: Alt+Shift+→ (or Alt+Shift+N)');
    expect(screen.getByRole('link', { name: /^Previous: / })).toHaveAttribute(
      'title',
      'Keyboard: Alt+Shift+← (or Alt+Shift+P)',
    );
    const nextName = next.textContent.replace('Next: ', '');

    const [quantity] = await screen.findAllByRole('textbox', { name: /^Quantity of / });
    press('ArrowRight', 'ArrowRight', quantity);
    await screen.findByRole('heading', { name: nextName, level: 1 }, FIRST_LOAD);

    // "∏" is what a Mac's Alt+Shift+P gives as the key: the physical key P decides.
    press('∏', 'KeyP');
    await screen.findByRole('heading', { name: 'Blinding', level: 1 }, FIRST_LOAD);
    press('N', 'KeyN');
    await screen.findByRole('heading', { name: nextName, level: 1 }, FIRST_LOAD);
    press('ArrowLeft', 'ArrowLeft');
    await screen.findByRole('heading', { name: 'Blinding', level: 1 }, FIRST_LOAD);
  });

  it('marks the sheet completed with Alt+Shift+C, and not with Alt+C alone', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const complete = await screen.findByRole('button', { name: 'Mark completed' }, FIRST_LOAD);
    expect(complete).toHaveAttribute('title', 'Keyboard: Alt+Shift+C');
    // An empty sheet cannot be completed: one quantity first.
    const [quantity] = await screen.findAllByRole('textbox', { name: /^Quantity of / });
    await user.clear(quantity!);
    await user.type(quantity!, '3');
    await screen.findByText('All changes saved', undefined, FIRST_LOAD);
    await waitFor(() => expect(complete).toBeEnabled(), FIRST_LOAD);

    fireEvent.keyDown(document.body, { key: 'ç', code: 'KeyC', altKey: true });
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/complete')).toHaveLength(0);

    press('Ç', 'KeyC');
    expect(await screen.findByText('Sheet completed')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/complete')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Reopen for editing' })).toBeInTheDocument();
  });

  it('says the shortcuts in Swahili', async () => {
    storeSession(buildSessionFor('boq', { name: 'Juma Surveyor' }));
    // The language is set back to English after each test (testing/setup).
    await i18n.changeLanguage('sw');
    const boq = createFakeBoq();
    mockApi(boq.routes);
    renderApp({ route: `/blinding?map=${boq.map._id}` });

    const complete = await screen.findByRole('button', { name: 'Weka imekamilika' }, FIRST_LOAD);
    expect(complete).toHaveAttribute('title', 'Kibodi: Alt+Shift+C');
    expect(screen.getByRole('link', { name: /^Inayofuata: / })).toHaveAttribute(
      'title',
      'Kibodi: Alt+Shift+→ (au Alt+Shift+N)',
    );
  });
});
