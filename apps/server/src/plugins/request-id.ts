import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** What an incoming id may look like to be kept: a uuid, a proxy's trace id; no spaces, no quotes. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Fastify's `genReqId`: the caller's (a proxy's, a load balancer's) `x-request-id` when it is
 * well-formed, so one id follows a request across machines; otherwise a random uuid, unique
 * across instances and restarts. `plugins/security.ts` returns it on every answer.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && WELL_FORMED_ID.test(sent) ? sent : randomUUID();
}
