import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import {
  CreateMaterialBodySchema,
  MaterialPageSchema,
  MaterialQuerySchema,
  MaterialSchema,
  UpdateMaterialBodySchema,
} from './materials.contract';
import { SupplyDeletedSchema } from '../suppliers/supply-fields';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'materials';

/** The general price list of materials (docs/product.md, "Suppliers, group purchases, orders"). */
export const materialsEndpoints = defineEndpoints({
  createMaterial: defineEndpoint({
    method: 'POST',
    path: '/api/materials/',
    tag,
    summary: 'Add a purchasable material (admin); `material` is a catalogue material key',
    policy: ADMIN_ONLY,
    body: CreateMaterialBodySchema,
    responses: { 201: MaterialSchema },
  }),
  listMaterials: defineEndpoint({
    method: 'GET',
    path: '/api/materials/',
    tag,
    summary: 'The general price list of materials, searchable, paginated',
    policy: SIGNED_IN,
    query: MaterialQuerySchema,
    responses: { 200: MaterialPageSchema },
  }),
  getMaterial: defineEndpoint({
    method: 'GET',
    path: '/api/materials/:id',
    tag,
    summary: 'One material',
    policy: SIGNED_IN,
    params: IdParamsSchema,
    responses: { 200: MaterialSchema },
  }),
  updateMaterial: defineEndpoint({
    method: 'PUT',
    path: '/api/materials/:id',
    tag,
    summary: 'Change a material (admin): the changed fields',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: UpdateMaterialBodySchema,
    responses: { 200: MaterialSchema },
  }),
  deleteMaterial: defineEndpoint({
    method: 'DELETE',
    path: '/api/materials/:id',
    tag,
    summary: 'Remove a material (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: SupplyDeletedSchema },
  }),
});
