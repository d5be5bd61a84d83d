import { materialsEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { MaterialsService } from './materials.service';

export async function materialsRoutes(app: FastifyInstance, { materials }: { materials: MaterialsService }) {
  defineRoute(app, endpoints.createMaterial, (request) => materials.createMaterial(request.body));

  defineRoute(app, endpoints.listMaterials, (request) => materials.listMaterials(request.query));

  defineRoute(app, endpoints.getMaterial, (request) => materials.getMaterial(request.params.id));

  defineRoute(app, endpoints.updateMaterial, (request) =>
    materials.updateMaterial(request.params.id, request.body),
  );

  defineRoute(app, endpoints.deleteMaterial, async (request) => {
    await materials.deleteMaterial(request.params.id);
    return { id: request.params.id, message: 'Material removed' };
  });
}
