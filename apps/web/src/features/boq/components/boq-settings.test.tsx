import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boqEndpoints, routeKeyOf, type AccessLevel } from '@kadirio/domain';
import { api as apiSlice } from '../../../lib/api';
import { mockApi, type MockRequest, type MockResponse } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import i18n from '../../../lib/i18n';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';

// Whole-app renders with MUI tables are slow in jsdom on a shared machine.
const SLOW = { timeout: 30_000 };
/** The first screen waits for the lazy workspace chunk and the first answers. */
const FIRST_LOAD = { timeout: 15_000 };
const OPEN = 'Contingency, VAT and labour';
const TITLE = 'BOQ-wide settings';
const SETTINGS_ROUTE = 'PUT /api/maps/:id/boq/settings';

function signInAs(accessLevel: AccessLevel) {
  storeSession(buildSessionFor(accessLevel, { name: 'Juma Surveyor' }));
}

/** The amount beside a label of the summary figures. */
const figureOf = (label: RegExp) => screen.getByText(label).parentElement;

describe('BOQ summary: the BOQ-wide settings', SLOW, () => {
  it('lets BOQ staff change contingency, VAT and labour in one dialog; the summary is priced with them', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const contingency = within(dialog).getByRole('textbox', { name: 'Contingency' });
    const vat = within(dialog).getByRole('textbox', { name: 'VAT' });
    const services = within(dialog).getByRole('textbox', { name: 'Services' });
    expect(contingency).toHaveValue('5');
    expect(vat).toHaveValue('18');
    expect(
      within(dialog).getByRole('checkbox', { name: 'The rates include VAT (shop prices)' }),
    ).toBeChecked();

    // Checked with the server's rule before anything is sent; an emptied field is refused too.
    await user.clear(contingency);
    await user.type(contingency, '7.125');
    await user.clear(services);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(contingency).toHaveAccessibleDescription('Enter a number from 0 to 100 with at most 2 decimals');
    expect(services).toHaveAccessibleDescription('Enter a number from 0 to 100 with at most 2 decimals');
    expect(vat).toHaveAttribute('aria-invalid', 'false');
    expect(api.requestsTo(SETTINGS_ROUTE)).toHaveLength(0);

    await user.clear(contingency);
    await user.type(contingency, '7,5');
    await user.clear(vat);
    await user.type(vat, '16.25');
    await user.type(services, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('BOQ settings saved: every sheet is priced again')).toBeInTheDocument();
    const body = api.requestsTo(SETTINGS_ROUTE)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      contingencyPercent: 7.5,
      vatPercent: 16.25,
      ratesIncludeVat: true,
      labourByKind: expect.objectContaining({ services: 12 }),
      version: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { summary, percentages } = boq.response();
    expect(percentages.labourByKind.services).toBe(12);
    expect(figureOf(/^Contingency \(7\.5 %\)$/)).toHaveTextContent(
      `TZS ${summary.contingency.toLocaleString('en')}`,
    );
    // Rates include VAT (revision 2's default): the VAT inside the total is shown, not added.
    expect(figureOf(/^VAT 16\.25 % included in the rates$/)).toHaveTextContent(
      `TZS ${(summary.vatIncluded ?? -1).toLocaleString('en')}`,
    );
    expect(figureOf(/^Grand total$/)).toHaveTextContent(`TZS ${summary.grandTotal.toLocaleString('en')}`);
  });

  it('issues the bill as measured work by default, and as materials for a self-builder once chosen', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const forms = within(dialog).getByRole('radiogroup', { name: 'Form of the issued bill' });
    expect(forms).toHaveAccessibleDescription(/A revision already issued keeps the form it was issued in/);
    const measured = within(forms).getByRole('radio', {
      name: "Measured work at all-in rates (the surveyor's bill)",
    });
    const materials = within(forms).getByRole('radio', {
      name: 'Materials with the labour of each trade (for a self-builder)',
    });
    expect(measured).toBeChecked();
    await user.click(materials);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(SETTINGS_ROUTE)[0]?.body).toMatchObject({ billForm: 'materials', version: 0 });
    expect(boq.response().percentages.billForm).toBe('materials');
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('radio', {
        name: 'Materials with the labour of each trade (for a self-builder)',
      }),
    ).toBeChecked();
  });

  it('names the forms of the bill in Swahili', async () => {
    await i18n.changeLanguage('sw');
    try {
      signInAs('boq');
      const boq = createFakeBoq();
      mockApi(boq.routes);
      const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });
      await user.click(await screen.findByRole('button', { name: 'Dharura, VAT na ufundi' }, FIRST_LOAD));
      const dialog = await screen.findByRole('dialog', { name: 'Mipangilio ya BOQ nzima' });
      const forms = within(dialog).getByRole('radiogroup', { name: 'Muundo wa BOQ itakayotolewa' });
      expect(
        within(forms).getByRole('radio', { name: 'Kazi zilizopimwa kwa bei kamili (BOQ ya mkadiriaji)' }),
      ).toBeChecked();
      expect(
        within(forms).getByRole('radio', { name: 'Vifaa pamoja na ufundi wa kila fani (kwa anayejijengea)' }),
      ).not.toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's refusal beside the field it names", async () => {
    signInAs('admin');
    const boq = createFakeBoq();
    mockApi({
      ...boq.routes,
      [SETTINGS_ROUTE]: {
        status: 400,
        body: { message: 'labourByKind.services must be at most 100; the map is busy' },
      },
    });
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const services = within(dialog).getByRole('textbox', { name: 'Services' });
    await waitFor(() =>
      expect(services).toHaveAccessibleDescription('labourByKind.services must be at most 100'),
    );
    expect(services).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Contingency' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('the map is busy');
  });

  it('reloads and says so when someone else changed them first (409)', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    boq.setPercentages(6, 15);
    const contingency = within(dialog).getByRole('textbox', { name: 'Contingency' });
    await user.clear(contingency);
    await user.type(contingency, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Someone else changed the BOQ settings: they were reloaded. Check them and try again.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo(SETTINGS_ROUTE)).toHaveLength(1);
    expect(await screen.findByText('Contingency (6 %)')).toBeInTheDocument();
    expect(screen.getByText('VAT 15 % included in the rates')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open with what was typed when the workspace is read again in the background and that fails', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const progressRoute = routeKeyOf(boqEndpoints.getBoqProgress);
    let progressFails = false;
    const answerProgress = boq.routes[progressRoute] as (request: MockRequest) => MockResponse;
    const api = mockApi({
      ...boq.routes,
      [progressRoute]: (request: MockRequest) =>
        progressFails
          ? { status: 503, body: { message: 'The database is unavailable' } }
          : answerProgress(request),
    });
    const { user, store } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const contingency = within(dialog).getByRole('textbox', { name: 'Contingency' });
    await user.clear(contingency);
    await user.type(contingency, '7.5');

    progressFails = true;
    const asked = api.requestsTo(progressRoute).length;
    store.dispatch(apiSlice.util.invalidateTags([{ type: 'Boq', id: boq.map._id }]));
    await waitFor(() => expect(api.requestsTo(progressRoute).length).toBeGreaterThan(asked));

    await waitFor(() => expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument());
    expect(
      within(screen.getByRole('dialog', { name: TITLE })).getByRole('textbox', { name: 'Contingency' }),
    ).toHaveValue('7.5');
    expect(screen.queryByText(/The bill of quantities could not be loaded/)).not.toBeInTheDocument();
  });

  it('sets wastage (in %) and constants BOQ-wide in a closed part, sent only when changed, as fractions', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    boq.setBoqWideOptions({ wastage: { blocks: 0.08 } });
    boq.setOverrides('walling', { wastage: { blocks: 0.05 }, constants: { JOINT: 0.012 } });
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: OPEN }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    // Each value a sheet sets for itself, beside the BOQ-wide (or standard) value it overrides.
    const listed = within(dialog).getByTestId('settings-overrides');
    expect(listed).toHaveTextContent('Walling sets its own wastage for Blocks: 5 % (BOQ-wide 8 %)');
    expect(listed).toHaveTextContent('Walling sets its own Mortar joint (m): 0.012 (BOQ-wide 0.01)');

    // Closed by default; opened, wastage shows as % and an unset field shows the standard value.
    expect(within(dialog).queryByRole('textbox', { name: 'Cement' })).not.toBeInTheDocument();
    const part = within(dialog).getByRole('button', { name: 'Wastage and constants · 1 changed' });
    expect(part).toHaveAttribute('aria-expanded', 'false');
    await user.click(part);
    expect(within(dialog).getByRole('textbox', { name: 'Blocks' })).toHaveValue('8');
    const cement = within(dialog).getByRole('textbox', { name: 'Cement' });
    expect(cement).toHaveValue('');
    expect(cement).toHaveAttribute('placeholder', '2.5');
    const lap = within(dialog).getByRole('textbox', { name: 'Lap of bars (fraction of length)' });

    // Refused before anything is sent: over 100 %, and a lap below 0.
    await user.type(cement, '150');
    await user.type(lap, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(cement).toHaveAccessibleDescription('Enter a percentage from 0 to 100');
    expect(lap).toHaveAccessibleDescription('Enter a number of 0 or more');
    expect(api.requestsTo(SETTINGS_ROUTE)).toHaveLength(0);

    await user.clear(cement);
    await user.type(cement, '5');
    await user.clear(lap);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('BOQ settings saved: every sheet is priced again');
    expect(api.requestsTo(SETTINGS_ROUTE)[0]?.body).toMatchObject({
      takeoffOptions: { wastage: { blocks: 0.08, cement: 0.05 } },
    });
    expect(boq.response().percentages.takeoffOptions).toEqual({ wastage: { blocks: 0.08, cement: 0.05 } });

    // Saved again unchanged: the options are not sent, so no draft sheet is re-measured.
    await user.click(await screen.findByRole('button', { name: OPEN }));
    await user.click(
      within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(api.requestsTo(SETTINGS_ROUTE)).toHaveLength(2));
    expect(api.requestsTo(SETTINGS_ROUTE)[1]?.body).not.toHaveProperty('takeoffOptions');
  });

  it('in Swahili, names a sheet’s own wastage with the BOQ-wide value it overrides', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    boq.setBoqWideOptions({ wastage: { blocks: 0.08 } });
    boq.setOverrides('walling', { wastage: { blocks: 0.05 } });
    mockApi(boq.routes);
    await i18n.changeLanguage('sw');
    try {
      const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });
      await user.click(await screen.findByRole('button', { name: 'Dharura, VAT na ufundi' }, FIRST_LOAD));
      const dialog = await screen.findByRole('dialog', { name: 'Mipangilio ya BOQ nzima' });
      expect(within(dialog).getByTestId('settings-overrides')).toHaveTextContent(
        /Karatasi ya .+ ina upotevu wake wenyewe wa Matofali: 5 % \(BOQ nzima 8 %\)/,
      );
      expect(within(dialog).getByRole('button', { name: /^Upotevu na viwango/ })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows price setters the percentages without a way to change them', async () => {
    signInAs('pricetag');
    const boq = createFakeBoq();
    boq.setPercentages(4, 18);
    mockApi(boq.routes);
    renderApp({ route: `/boq?map=${boq.map._id}` });

    expect(await screen.findByText('Contingency (4 %)', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('VAT 18 % included in the rates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OPEN })).not.toBeInTheDocument();
  });
});
