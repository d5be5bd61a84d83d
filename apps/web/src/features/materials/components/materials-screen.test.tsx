import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Material } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { pageOf } from '../../../testing/supply-factories';

function buildMaterial(overrides: Partial<Material> = {}): Material {
  return {
    _id: crypto.randomUUID(),
    material: 'cement-50kg',
    name: 'Cement 42.5, 50 kg bag',
    unit: 'bag',
    price: 18_500,
    manufacturer: 'Twiga',
    createdAt: '2026-06-01T09:00:00.000Z',
    updatedAt: '2026-06-01T09:00:00.000Z',
    ...overrides,
  };
}

describe('admin materials', { timeout: 40_000 }, () => {
  it('searches on the server, edits a price and deletes after asking', async () => {
    storeSession(buildSessionFor('admin'));
    const materials = [
      buildMaterial(),
      buildMaterial({ material: 'steel-y12', name: 'Steel bar Y12', unit: 'pcs' }),
    ];
    const api = mockApi({
      'GET /api/materials/': ({ query }) => {
        const search = query.get('search')?.toLowerCase() ?? '';
        return {
          body: pageOf(
            materials.filter((item) => item.name.toLowerCase().includes(search)),
            20,
          ),
        };
      },
      'PUT /api/materials/:id': ({ params, body }) => {
        const material = materials.find((item) => item._id === params.id)!;
        Object.assign(material, body);
        return { body: material };
      },
      'DELETE /api/materials/:id': ({ params }) => {
        materials.splice(
          materials.findIndex((item) => item._id === params.id),
          1,
        );
        return { body: { id: params.id } };
      },
    });
    const { user } = renderApp({ route: '/materials' });

    expect(await screen.findByText('Steel bar Y12')).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search by name, key or manufacturer' }));
    await user.paste('cement');
    await waitFor(() => expect(screen.queryByText('Steel bar Y12')).not.toBeInTheDocument());
    expect(api.requestsTo('GET /api/materials/').at(-1)?.query.get('search')).toBe('cement');

    await user.click(screen.getByRole('button', { name: 'Edit Cement 42.5, 50 kg bag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cement 42.5, 50 kg bag' });
    const price = within(dialog).getByLabelText(/^Price \(TZS\)/);
    await user.clear(price);
    await user.click(price);
    await user.paste('19000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material Cement 42.5, 50 kg bag saved')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/materials/:id')[0]?.body).toMatchObject({
      price: 19_000,
      material: 'cement-50kg',
    });
    expect(await screen.findByRole('cell', { name: '19,000' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Cement 42.5, 50 kg bag' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this material?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Material Cement 42.5, 50 kg bag deleted')).toBeInTheDocument();
    expect(await screen.findByText('No materials')).toBeInTheDocument();
  });
});
