import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMaterialBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  MaterialPageSchema,
  MaterialQuerySchema,
  MaterialSchema,
  SupplyDeletedSchema,
  UpdateMaterialBodySchema,
} from '@kadirio/domain';
import type { MaterialsService } from './materials.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const bearer = [{ bearerAuth: [] }];
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
        security: bearer,
        body: CreateMaterialBodySchema,
        response: { 201: MaterialSchema, ...errors },
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
        security: bearer,
        querystring: MaterialQuerySchema,
        response: { 200: MaterialPageSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        response: { 200: MaterialSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        body: UpdateMaterialBodySchema,
        response: { 200: MaterialSchema, ...errors },
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
        security: bearer,
        params: IdParamsSchema,
        response: { 200: SupplyDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await materials.deleteMaterial(request.params.id);
      return { id: request.params.id, message: 'Material removed' };
    },
  );
};
