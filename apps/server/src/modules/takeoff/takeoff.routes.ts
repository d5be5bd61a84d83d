import { takeoffEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { TakeoffService } from './takeoff.service';

/** Take-off on the drawing: a plan's takeoff and its drawings' page scales. */
export async function takeoffRoutes(app: FastifyInstance, { takeoff }: { takeoff: TakeoffService }) {
  defineRoute(app, endpoints.listMeasurements, (request) =>
    takeoff.list(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.createMeasurement, (request) =>
    takeoff.create(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.getMeasurement, (request) =>
    takeoff.get(requireAuth(request), request.params.id, request.params.measurementId),
  );

  defineRoute(app, endpoints.updateMeasurement, (request) =>
    takeoff.update(requireAuth(request), request.params.id, request.params.measurementId, request.body),
  );

  defineRoute(app, endpoints.deleteMeasurement, async (request) => {
    const { id, measurementId } = request.params;
    await takeoff.remove(requireAuth(request), id, measurementId);
    return { id: measurementId, message: MEASUREMENT_DELETED };
  });

  defineRoute(app, endpoints.getDrawingScales, (request) =>
    takeoff.getScales(requireAuth(request), request.params.id, request.params.drawingId),
  );

  defineRoute(app, endpoints.getDrawingProposal, (request) => {
    const { id, drawingId, page } = request.params;
    return takeoff.getProposal(requireAuth(request), id, drawingId, page);
  });

  defineRoute(app, endpoints.acceptProposal, (request) => {
    const { id, drawingId, page } = request.params;
    return takeoff.acceptProposal(requireAuth(request), id, drawingId, page, request.body);
  });

  defineRoute(app, endpoints.setPageScales, (request) =>
    takeoff.setPageScales(requireAuth(request), request.params.id, request.params.drawingId, request.body),
  );
}

const MEASUREMENT_DELETED = 'Measurement deleted';
