import { z } from 'zod';
import { PUBLIC } from '../permissions';
import { HouseEstimateResponseSchema, TakeoffResponseSchema } from './calculators.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

/** The calculators validate their own inputs (and name the field); the route asks only for an object. */
export const TakeoffInputsBodySchema = z.record(z.string(), z.unknown()).default({});
export const TakeoffTradeParamsSchema = z.object({ trade: z.string().max(40) });

const tag = 'takeoff';

/** The calculators, public for the instant estimate (the server rate limits them). */
export const calculatorsEndpoints = defineEndpoints({
  priceHouse: defineEndpoint({
    method: 'POST',
    path: '/api/takeoff/house',
    tag,
    summary: 'Price the simple house model: every trade, the summary and the shopping list (public)',
    policy: PUBLIC,
    body: TakeoffInputsBodySchema,
    errors: [429],
    responses: { 200: HouseEstimateResponseSchema },
  }),
  takeoffTrade: defineEndpoint({
    method: 'POST',
    path: '/api/takeoff/:trade',
    tag,
    summary: "One trade's take-off: lines with quantities and derivations (public)",
    policy: PUBLIC,
    params: TakeoffTradeParamsSchema,
    body: TakeoffInputsBodySchema,
    errors: [429],
    responses: { 200: TakeoffResponseSchema },
  }),
});
