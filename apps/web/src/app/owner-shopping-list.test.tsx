import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupShoppingListByStage, type BuildingStage, type ShoppingTicks } from '@kadirio/domain';
import { mockApi } from '../testing/mock-api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { renderApp } from '../testing/render';
import { buildMap } from '../testing/maps-factories';
import { createFakeBoq } from '../testing/boq-factories';
import { showUserBoqSet } from '../features/ui/ui.slice';
import { makeStore } from './store';

const FIRST_LOAD = { timeout: 15_000 };

const STAGE_NAMES: Record<BuildingStage, string> = {
  msingi: 'Msingi \\(foundation\\)',
  boma: 'Boma',
  lenta: 'Lenta',
  paa: 'Paa \\(roof\\)',
  finishing: 'Finishing',
  services: 'Services',
};

describe("the owner's shopping list (/my-boq/:plan/shopping)", { timeout: 90_000 }, () => {
  it('groups the materials by building stage, folds them, finds one by name and keeps its bought tick', async () => {
    storeSession(buildSessionFor('user', { name: 'Neema Mushi' }));
    const boq = createFakeBoq();
    boq.completeAll();
    const issued = boq.issue();
    const plan = buildMap({ _id: boq.map._id, title: boq.map.title, status: 'successful' });
    const groups = groupShoppingListByStage(issued.shoppingList, issued.sheets);
    const first = groups[0]!.items[0]!;
    const last = groups[groups.length - 1]!;
    const sheet = last.items.find((item) => item.descriptionSw && item.descriptionSw !== item.description)!;
    let bought: ShoppingTicks = {
      items: [{ material: first.material, boughtAt: '2026-11-01T08:00:00.000Z' }],
    };
    const api = mockApi({
      ...boq.routes,
      'GET /api/maps/': { body: { items: [plan], total: 1, page: 1, limit: 50 } },
      'POST /api/providers/shopping-list': {
        body: { region: null, items: [], baskets: [], pricedTotal: 0, unpriced: [] },
      },
      'GET /api/maps/:id/shopping-list/bought': () => ({ body: bought }),
      'PUT /api/maps/:id/shopping-list/bought/:material': ({ params, body }) => {
        const { bought: isBought } = body as { bought: boolean };
        const others = bought.items.filter((item) => item.material !== params.material);
        bought = {
          items: isBought
            ? [...others, { material: params.material!, boughtAt: '2026-11-02T08:00:00.000Z' }]
            : others,
        };
        return { body: bought };
      },
    });
    const store = makeStore();
    store.dispatch(showUserBoqSet(true));
    const { user } = renderApp({ store, route: `/my-boq/${plan._id}/shopping` });

    const list = await screen.findByRole('region', { name: 'Shopping list' }, FIRST_LOAD);
    const count = issued.shoppingList.items.length;
    expect(await within(list).findByText(`1 of ${count} bought`)).toBeInTheDocument();

    // One fold per stage, in building order, each with its subtotal; they add up to the total.
    const folds = within(list)
      .getAllByRole('button', { expanded: true })
      .concat(within(list).getAllByRole('button', { expanded: false }));
    expect(folds).toHaveLength(groups.length);
    expect(groups.reduce((sum, group) => sum + group.subtotal, 0)).toBe(issued.shoppingList.total);
    expect(groups.length).toBeGreaterThan(1);
    const lastFold = within(list).getByRole('button', { name: new RegExp(`^${STAGE_NAMES[last.stage]}`) });
    expect(lastFold).toHaveTextContent(`TZS ${last.subtotal.toLocaleString('en')}`);
    // The first stage is open, the others folded.
    expect(within(list).getByRole('button', { name: /^Msingi \(foundation\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(lastFold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId(`shopping-item-${sheet.material}`)).not.toBeInTheDocument();
    await user.click(lastFold);
    expect(lastFold).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByTestId(`shopping-item-${sheet.material}`)).toBeInTheDocument();

    // The bought material is shown struck through.
    expect(within(list).getByTestId(`shopping-item-${first.material}`)).toHaveAttribute(
      'data-bought',
      'true',
    );

    // A search by its Swahili name finds it, and not the first material.
    const swahili = sheet.descriptionSw!.split(/\s+/)[0]!;
    await user.type(within(list).getByRole('searchbox', { name: /Search materials/ }), swahili);
    await waitFor(() =>
      expect(within(list).queryByTestId(`shopping-item-${first.material}`)).not.toBeInTheDocument(),
    );
    expect(within(list).getByTestId(`shopping-item-${sheet.material}`)).toBeInTheDocument();
    await user.clear(within(list).getByRole('searchbox', { name: /Search materials/ }));
    await user.type(within(list).getByRole('searchbox', { name: /Search materials/ }), 'no-such-thing');
    expect(within(list).getByText('No material matches “no-such-thing”.')).toBeInTheDocument();
    await user.clear(within(list).getByRole('searchbox', { name: /Search materials/ }));

    // Ticking kept on the server: the count follows.
    await user.click(within(list).getByRole('checkbox', { name: `Bought: ${sheet.description}` }));
    expect(await within(list).findByText(`2 of ${count} bought`)).toBeInTheDocument();
    const [tick] = api.requestsTo('PUT /api/maps/:id/shopping-list/bought/:material');
    expect(tick?.params).toEqual({ id: plan._id, material: sheet.material });
    expect(tick?.body).toEqual({ bought: true });
    await user.click(within(list).getByRole('checkbox', { name: `Bought: ${first.description}` }));
    expect(await within(list).findByText(`1 of ${count} bought`)).toBeInTheDocument();
    expect(within(list).getByTestId(`shopping-item-${first.material}`)).not.toHaveAttribute('data-bought');
    // The total is the same as the flat list's, first and last.
    expect(
      within(list).getAllByText(
        `Total of the shopping list: TZS ${issued.shoppingList.total.toLocaleString('en')}`,
      ),
    ).toHaveLength(2);
  });
});
