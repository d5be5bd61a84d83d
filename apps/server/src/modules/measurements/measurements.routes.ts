import { measurementsEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { MeasurementsService } from './measurements.service';

/** Take-off on the drawing: a plan's measurements and its drawings' page scales. */
export async function measurementsRoutes(
  app: FastifyInstance,
  { measurements }: { measurements: MeasurementsService },
) {
  defineRoute(app, endpoints.listMeasurements, (request) =>
    measurements.list(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.createMeasurement, (request) =>
    measurements.create(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.getMeasurement, (request) =>
    measurements.get(requireAuth(request), request.params.id, request.params.measurementId),
  );

  defineRoute(app, endpoints.updateMeasurement, (request) =>
    measurements.update(requireAuth(request), request.params.id, request.params.measurementId, request.body),
  );

  defineRoute(app, endpoints.deleteMeasurement, async (request) => {
    const { id, measurementId } = request.params;
    await measurements.remove(requireAuth(request), id, measurementId);
    return { id: measurementId, message: MEASUREMENT_DELETED };
  });

  defineRoute(app, endpoints.getDrawingScales, (request) =>
    measurements.getScales(requireAuth(request), request.params.id, request.params.drawingId),
  );

  defineRoute(app, endpoints.setPageScales, (request) =>
    measurements.setPageScales(
      requireAuth(request),
      request.params.id,
      request.params.drawingId,
      request.body,
    ),
  );
}

const MEASUREMENT_DELETED = 'Measurement deleted';
