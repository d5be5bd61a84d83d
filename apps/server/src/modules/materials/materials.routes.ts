import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMaterialBodySchema,
  IdParamsSchema,
  MaterialPageSchema,
  MaterialQuerySchema,
  MaterialSchema,
  SupplyDeletedSchema,
  UpdateMaterialBodySchema,
} from '@kadirio/domain';
import { BEARER, ERROR_RESPONSES } from '../../lib/route-errors';
import type { MaterialsService } from './materials.service';

const tags = ['materials'];

export const materialsRoutes: FastifyPluginAsyncZod<{ materials: MaterialsService }> = async (
  app,
  { materials },
) => {
  app.post(
    '/api/materials/',
    {
      schema: {
        tags,
        summary: 'Add a purchasable material (admin); `material` is a catalogue material key',
        security: BEARER,
        body: CreateMaterialBodySchema,
        response: { 201: MaterialSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(201).send(await materials.createMaterial(request.body)),
  );

  app.get(
    '/api/materials/',
    {
      schema: {
        tags,
        summary: 'The general price list of materials, searchable, paginated',
        security: BEARER,
        querystring: MaterialQuerySchema,
        response: { 200: MaterialPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => materials.listMaterials(request.query),
  );

  app.get(
    '/api/materials/:id',
    {
      schema: {
        tags,
        summary: 'One material',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: MaterialSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => materials.getMaterial(request.params.id),
  );

  app.put(
    '/api/materials/:id',
    {
      schema: {
        tags,
        summary: 'Change a material (admin): the changed fields',
        security: BEARER,
        params: IdParamsSchema,
        body: UpdateMaterialBodySchema,
        response: { 200: MaterialSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => materials.updateMaterial(request.params.id, request.body),
  );

  app.delete(
    '/api/materials/:id',
    {
      schema: {
        tags,
        summary: 'Remove a material (admin)',
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: SupplyDeletedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await materials.deleteMaterial(request.params.id);
      return { id: request.params.id, message: 'Material removed' };
    },
  );
};
