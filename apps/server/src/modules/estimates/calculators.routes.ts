import { calculatorsEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { CalculatorsService } from './calculators.service';

export async function calculatorsRoutes(
  app: FastifyInstance,
  { calculators, ratePerMinute }: { calculators: CalculatorsService; ratePerMinute: number },
) {
  const config = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } };

  // Registered before /:trade so that "house" is never read as a trade.
  defineRoute(app, endpoints.priceHouse, (request) => calculators.priceHouse(request.body), { config });

  defineRoute(
    app,
    endpoints.takeoffTrade,
    (request) => calculators.takeoff(request.params.trade, request.body),
    {
      config,
    },
  );
}
