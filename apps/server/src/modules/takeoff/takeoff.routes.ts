import { takeoffEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { TakeoffService } from './takeoff.service';

export async function takeoffRoutes(
  app: FastifyInstance,
  { takeoff, ratePerMinute }: { takeoff: TakeoffService; ratePerMinute: number },
) {
  const config = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } };

  // Registered before /:trade so that "house" is never read as a trade.
  defineRoute(app, endpoints.priceHouse, (request) => takeoff.priceHouse(request.body), { config });

  defineRoute(app, endpoints.takeoffTrade, (request) => takeoff.takeoff(request.params.trade, request.body), {
    config,
  });
}
