import { buildingModelEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { BoqSheetsService } from './boq-sheets.service';

/** The building model and its default bindings (docs/takeoff.md §4, "The building model"). */
export async function buildingModelRoutes(app: FastifyInstance, { sheets }: { sheets: BoqSheetsService }) {
  defineRoute(app, endpoints.getBuildingModel, (request) =>
    sheets.getBuildingModel(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.bindBuildingModel, (request) =>
    sheets.bindDefaults(requireAuth(request), request.params.id, request.body ?? {}),
  );
}
