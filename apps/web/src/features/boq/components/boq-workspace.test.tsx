import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, TRADES, type AccessLevel } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { createFakeBoq } from '../../../testing/boq-factories';
import { buildMap } from '../../../testing/maps-factories';

function signInAs(accessLevel: AccessLevel) {
  storeSession(buildSessionFor(accessLevel, { name: 'Juma Surveyor' }));
}

/** The row of a line: the quantity field (or text) lives in it. */
function lineRow(code: string): HTMLElement {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

// Whole-app renders with MUI tables are slow in jsdom on a shared machine.
const SLOW = { timeout: 30_000 };
/** The first screen waits for the lazy workspace chunk and the first answers. */
const FIRST_LOAD = { timeout: 15_000 };

describe('BOQ workspace: a trade screen', SLOW, () => {
  it('fills the lines from the calculator and saves the inputs with the sheet version', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const area = await screen.findByRole('textbox', { name: 'Area (m²)' }, FIRST_LOAD);
    expect(
      within(lineRow('BLD-CEMENT')).getByRole('textbox', { name: 'Quantity of BLD-CEMENT' }),
    ).toHaveValue('0');
    await user.clear(area);
    await user.type(area, '40');

    // docs/takeoff.md worked example: area 40 → 6.99 bags of cement.
    await waitFor(() =>
      expect(within(lineRow('BLD-CEMENT')).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('6.99'),
    );
    const saves = api.requestsTo('PUT /api/maps/:id/boq/:trade');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ version: 1, inputs: { area: 40, mix: '1:4:8' } });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();

    await user.click(
      within(lineRow('BLD-CEMENT')).getByRole('button', { name: 'How BLD-CEMENT was calculated' }),
    );
    const steps = within(document.getElementById('derivation-BLD-CEMENT')!).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/V = 40 × 0.05/);
    // The typed area is cited with its source, and the working ends in the bill's unit:
    // 349.70 kg ÷ 50 kg per bag = 6.99 bags (docs/takeoff.md, "Derivations end in the BOQ unit").
    expect(steps.map((step) => step.textContent)).toContain('area = 40 (typed)');
    expect(steps.at(-1)).toHaveTextContent('349.70 kg ÷ 50 kg per bag = 6.99 bags');
    expect(area).toHaveAccessibleDescription('Typed');
  });

  it('overrides a wastage allowance for this sheet only, and sends nothing while it is wrong', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const area = await screen.findByRole('textbox', { name: 'Area (m²)' }, FIRST_LOAD);
    await user.clear(area);
    await user.type(area, '40');
    await waitFor(() =>
      expect(within(lineRow('BLD-CEMENT')).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('6.99'),
    );
    await screen.findByText('All changes saved');
    const savesBefore = api.requestsTo('PUT /api/maps/:id/boq/:trade').length;

    await user.click(screen.getByRole('button', { name: 'Constants and wastage' }));
    const cement = screen.getByRole('textbox', { name: 'Cement' });
    expect(cement).toHaveAttribute('placeholder', '0.025');
    await user.type(cement, '2');
    expect(await screen.findByText(/wastage\.cement must be a fraction of at most 1/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade')).toHaveLength(savesBefore);

    await user.clear(cement);
    await user.type(cement, '0.1');
    // The domain's own blinding calculator with 10 % cement wastage: 7.51 bags instead of 6.99.
    const withWastage = CALCULATORS.blinding
      .calculate({ area: 40 }, { wastage: { cement: 0.1 } })
      .find((line) => line.code === 'BLD-CEMENT');
    // The sheet shows bags of 50 kg (the catalogue's conversion); the calculator counts kilograms.
    expect(((withWastage?.baseQuantity ?? 0) / 50).toFixed(2)).toBe('7.51');
    await waitFor(() =>
      expect(within(lineRow('BLD-CEMENT')).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('7.51'),
    );
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade').at(-1)?.body).toMatchObject({
      overrides: { constants: {}, wastage: { cement: 0.1 } },
    });
    expect(screen.getByRole('button', { name: 'Constants and wastage · 1 changed' })).toBeInTheDocument();
  });

  it('shows a BOQ-wide wastage as the value a sheet’s own field overrides', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    boq.setBoqWideOptions({ wastage: { cement: 0.05 } });
    mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Constants and wastage' }, FIRST_LOAD));
    const cement = screen.getByRole('textbox', { name: 'Cement' });
    expect(cement).toHaveAttribute('placeholder', '0.05');
    expect(cement).toHaveAccessibleDescription('BOQ-wide 0.05');
    // A class the BOQ settings leave alone still shows its standard default.
    expect(screen.getByRole('textbox', { name: 'Sand' })).toHaveAccessibleDescription('Default 0.1');
  });

  it('shows a wrong input with the server’s message and sends nothing', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const mix = await screen.findByRole('textbox', { name: 'Concrete mix' }, FIRST_LOAD);
    await user.clear(mix);
    await user.type(mix, '1:4');
    expect(await screen.findByText(/mix must be a concrete mix/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade')).toHaveLength(0);
  });

  it('types a quantity over the calculator, says so, and resets it', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const quantity = await screen.findByRole('textbox', { name: 'Quantity of BLD-SAND' }, FIRST_LOAD);
    await user.clear(quantity);
    await user.type(quantity, '3.5');
    await user.tab();

    expect(await within(lineRow('BLD-SAND')).findByText('typed by hand')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade').at(-1)?.body).toEqual({
      version: 1,
      lines: [{ code: 'BLD-SAND', quantity: 3.5 }],
    });

    await user.click(
      within(lineRow('BLD-SAND')).getByRole('button', { name: /Back to the calculator value/ }),
    );
    await waitFor(() =>
      expect(within(lineRow('BLD-SAND')).queryByText('typed by hand')).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('PUT /api/maps/:id/boq/:trade').at(-1)?.body).toEqual({
      version: 2,
      lines: [{ code: 'BLD-SAND', quantity: null }],
    });
    expect(within(lineRow('BLD-SAND')).getByRole('textbox', { name: /Quantity of/ })).toHaveValue('0');
  });

  it('reloads the sheet and says so when someone else saved first (409)', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    const quantity = await screen.findByRole('textbox', { name: 'Quantity of BLD-SAND' }, FIRST_LOAD);
    boq.bumpVersion('blinding');
    await user.type(quantity, '7');

    expect(await screen.findByText(/Someone else changed this sheet/)).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/maps/:id/boq/:trade').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of BLD-SAND' })).toHaveValue('0'),
    );
  });

  it('completes a sheet, locks it, and reopens it', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    boq.fill('strip', 'STR-CEMENT', 12);
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/strip?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Mark completed' }, FIRST_LOAD));
    expect(await screen.findByText('Sheet completed')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/complete')[0]?.body).toEqual({ version: 1 });
    expect(
      screen.getByText('This sheet is completed and locked. Reopen it to change it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length (m)' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Quantity of STR-CEMENT' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen for editing' }));
    expect(await screen.findByText('Sheet reopened')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length (m)' })).toBeEnabled();
    expect(api.requestsTo('POST /api/maps/:id/boq/:trade/reopen')[0]?.body).toEqual({ version: 2 });
  });

  it('shows /tiles as the tiles trade, with the sidebar of every sheet once the drawing is hidden', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    mockApi(boq.routes);
    const { user } = renderApp({ route: `/tiles?map=${boq.map._id}` });

    expect(await screen.findByRole('heading', { name: 'Tiles', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    // With the drawing open a 1024 px window has no room for the sidebar: the sheets are a select.
    expect(screen.queryByRole('navigation', { name: 'BOQ sheets' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue('/tiles');
    await user.click(screen.getByRole('button', { name: 'Hide drawings' }));
    expect(screen.queryByTestId('drawing-pane')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sheet' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'BOQ sheets' });
    const links = within(sidebar).getAllByRole('link');
    const query = `?map=${boq.map._id}`;
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Summary', `/boq${query}`],
      ['Review all inputs', `/boq/review${query}`],
      ...TRADES.flatMap((trade) => [
        ...(trade.id === 'waterInside' ? [['Plumbing overview', `/plumbing${query}`]] : []),
        [trade.nameEn, `${trade.route}${query}`],
      ]),
    ]);
    expect(links.find((link) => link.textContent === 'Tiles')).toHaveAttribute('aria-current', 'page');
  });

  it('lets a price setter change a rate, re-pricing the sheet, but not the quantities', async () => {
    signInAs('pricetag');
    const boq = createFakeBoq();
    const cementId = boq.itemId('BLD-CEMENT');
    const api = mockApi({
      ...boq.routes,
      'GET /api/catalogue/:id/rates': { body: [] },
      'GET /api/catalogue/:id/unissued-boqs': {
        body: {
          material: 'cement-50kg',
          boqs: [
            { mapId: boq.map._id, title: boq.map.title, ownerName: 'Neema Mushi', sheets: 3 },
            { mapId: crypto.randomUUID(), title: 'Nyumba ya Bunju', ownerName: 'Juma Ally', sheets: 1 },
          ],
        },
      },
      'PUT /api/catalogue/:id': (request) => {
        boq.setRate('BLD-CEMENT', (request.body as { rate: number }).rate);
        return { body: { _id: cementId, rate: (request.body as { rate: number }).rate } };
      },
    });
    const { user } = renderApp({ route: `/blinding?map=${boq.map._id}` });

    expect(
      await screen.findByText(
        'You can read this sheet and set the rates of its items.',
        undefined,
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Quantity of BLD-CEMENT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the rate of BLD-CEMENT' }));
    const dialog = await screen.findByRole('dialog');
    // Before confirming, the price setter sees which unissued BOQs the rate would re-price.
    const reach = await within(dialog).findByRole('list', { name: 'Unissued BOQs this rate re-prices' });
    expect(within(reach).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reach).getByText('Nyumba ya Bunju')).toBeInTheDocument();
    expect(within(reach).getByText('Juma Ally: sheets with this material: 1')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/catalogue/:id/unissued-boqs')[0]?.params).toEqual({ id: cementId });
    const rate = within(dialog).getByRole('textbox', { name: 'Rate (TZS)' });
    await user.clear(rate);
    await user.type(rate, '19500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rate updated: the sheet is priced again')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/catalogue/:id')[0]).toMatchObject({
      params: { id: cementId },
      body: { rate: 19500 },
    });
    expect(
      await within(lineRow('BLD-CEMENT')).findByRole('button', { name: 'Edit the rate of BLD-CEMENT' }),
    ).toHaveTextContent('19,500');
  });
});

describe('BOQ workspace: the summary', SLOW, () => {
  it('shows the totals and the chart, refuses to issue a draft BOQ, and links every trade', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    expect(await screen.findByRole('heading', { name: 'Summary', level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue to the client' })).toBeDisabled();
    expect(screen.getByText('Complete all 30 sheets to issue (0 done).')).toBeInTheDocument();
    expect(screen.getByText('Grand total')).toBeInTheDocument();
    // The defaults of preliminaries (permit, tank, water) and of the septic tank price something.
    const chart = screen.getByRole('figure', { name: 'Share of each section' });
    const summary = boq.routes['GET /api/maps/:id/boq'];
    expect(chart).toHaveTextContent(/Preliminaries: \d+(\.\d)?%, TZS [\d,]+/);
    expect(chart).toHaveTextContent(/Plumbing: /);
    expect(chart).not.toHaveTextContent(/Roofing/);
    expect(summary).toBeDefined();

    await user.click(within(screen.getByRole('table')).getByRole('link', { name: 'Septic tank' }));
    expect(await screen.findByRole('heading', { name: 'Septic tank', level: 1 })).toBeInTheDocument();
  });

  it('asks before issuing and issues revision 1', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    boq.completeAll();
    const api = mockApi(boq.routes);
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Issue to the client' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Issue revision 1?' });
    expect(
      await within(dialog).findByText(/Neema Mushi receives this bill, grand total TZS/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue revision 1' }));

    expect(await screen.findByText('Revision 1 issued; the client was told')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/issue')).toHaveLength(1);
    expect(await screen.findByText('Latest issue: revision 1')).toBeInTheDocument();
  });

  it('fills the draft sheets from the house model', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    const api = mockApi({
      ...boq.routes,
      'POST /api/maps/:id/boq/house': () => ({ body: boq.response() }),
      // The dialog starts from the plan's facts and measurements: here none (house-fill-dialog.test.tsx).
      'GET /api/maps/:id': { body: buildMap({ _id: boq.map._id, status: 'successful' }) },
      'GET /api/maps/:id/measurements': { body: [] },
    });
    const { user } = renderApp({ route: `/boq?map=${boq.map._id}` });

    await user.click(await screen.findByRole('button', { name: 'Start from house model' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Start from a house model' });
    await user.click(within(dialog).getByRole('button', { name: 'Fill the sheets' }));

    expect(await screen.findByText('The draft sheets were filled from the house model')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/:id/boq/house')[0]?.body).toMatchObject({ length: 12, width: 9 });
  });
});

describe('BOQ staff home', SLOW, () => {
  it('lists the successful plans with their progress of 30 sheets', async () => {
    signInAs('boq');
    const boq = createFakeBoq();
    mockApi(boq.routes);
    const { user, router } = renderApp();

    expect(await screen.findByText('0 of 30 sheets completed', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Not issued yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open BOQ' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?map=${boq.map._id}`));
    expect(router.state.location.pathname).toBe('/boq');
  });
});
