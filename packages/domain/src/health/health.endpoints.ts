import { z } from 'zod';
import { PUBLIC } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

export const LivenessSchema = z.object({ status: z.literal('ok'), time: z.string() });
export type Liveness = z.infer<typeof LivenessSchema>;

export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/**
 * For load balancers and monitors. `live`: the process answers (restart it when not). `ready`:
 * send it traffic — the database answered just now, and the process is not draining; 503 with
 * Retry-After otherwise. `/api/health` is the older combined check, kept for existing monitors.
 */
export const healthEndpoints = defineEndpoints({
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    summary:
      'Liveness, with a database round trip at most once a second; 503 while the database is unavailable',
    policy: PUBLIC,
    responses: { 200: HealthSchema },
    errors: [503],
  }),
  getLive: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    tag: 'health',
    summary: 'The process is up and answering; touches nothing else',
    policy: PUBLIC,
    responses: { 200: LivenessSchema },
  }),
  getReady: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    tag: 'health',
    summary: 'Ready for traffic: the database answers now and the process is not draining; else 503',
    policy: PUBLIC,
    responses: { 200: ReadinessSchema },
    errors: [503],
  }),
});
