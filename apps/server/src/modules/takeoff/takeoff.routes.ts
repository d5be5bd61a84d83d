import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, HouseEstimateResponseSchema, TakeoffResponseSchema } from '@kadirio/domain';
import type { TakeoffService } from './takeoff.service';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
// The calculators validate their own inputs (and name the field); here only "an object" is required.
const InputsBodySchema = z.record(z.string(), z.unknown()).default({});

export const takeoffRoutes: FastifyPluginAsyncZod<{
  takeoff: TakeoffService;
  ratePerMinute: number;
}> = async (app, { takeoff, ratePerMinute }) => {
  const rateLimit = { rateLimit: { max: ratePerMinute, timeWindow: '1 minute' } };

  // Registered before /:trade so that "house" is never read as a trade.
  app.post(
    '/api/takeoff/house',
    {
      config: rateLimit,
      schema: {
        tags: ['takeoff'],
        summary: 'Price the simple house model: every trade, the summary and the shopping list (public)',
        body: InputsBodySchema,
        response: { 200: HouseEstimateResponseSchema, ...errors },
      },
    },
    async (request) => takeoff.priceHouse(request.body),
  );

  app.post(
    '/api/takeoff/:trade',
    {
      config: rateLimit,
      schema: {
        tags: ['takeoff'],
        summary: "One trade's take-off: lines with quantities and derivations (public)",
        params: z.object({ trade: z.string().max(40) }),
        body: InputsBodySchema,
        response: { 200: TakeoffResponseSchema, ...errors },
      },
    },
    async (request) => takeoff.takeoff(request.params.trade, request.body),
  );
};
