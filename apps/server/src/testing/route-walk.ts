import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A real-looking id that names no record: the route runs its checks and answers 404 at most. */
export const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

type ApiRoute = FastifyInstance['apiRoutes'][number];

/**
 * Calls one registered route the way the route-table walks do: every path parameter set to
 * `parameter`, an empty JSON body where the method takes one.
 */
export function injectRoute(
  app: FastifyInstance,
  route: ApiRoute,
  { headers = {}, parameter = PLACEHOLDER_ID }: { headers?: Record<string, string>; parameter?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, parameter),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}
