import { z } from 'zod';
import { PUBLIC } from '../permissions';
import { defineEndpoint, defineEndpoints } from './endpoint';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** For load balancers and monitors: a database that fails its check answers the generic 500. */
export const healthEndpoints = defineEndpoints({
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    summary: 'Liveness, with a database round trip at most once a second',
    policy: PUBLIC,
    responses: { 200: HealthSchema },
  }),
});
