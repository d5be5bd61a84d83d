import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decidePolicy, type Endpoint, type RoutePolicy } from '@kadirio/domain';
import type { AuthUser, Authenticate } from '../lib/auth-user';
import { forbidden, unauthorized } from '../lib/errors';

/** A route's response schemas by status code (zod schemas for our routes). */
export type ResponseSchemas = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every API route as registered, for the route × role test and the fuzz suite. */
    apiRoutes: {
      method: string;
      url: string;
      policy: RoutePolicy;
      response: ResponseSchemas;
      endpoint: Endpoint;
    }[];
  }
}

/** The API documentation (Swagger UI and the OpenAPI document) is public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

function isPolicedRoute(url: string): boolean {
  return url.startsWith('/api') && !PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Refuses any API route not registered from an endpoint declaration (defineRoute puts it in the
 * route's config); then, on every request, establishes the caller from the bearer token and
 * applies the declared policy before anything else runs.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('auth', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!isPolicedRoute(route.url)) return;
    // Only defineRoute puts a declaration there; Fastify copies it onto the HEAD of a GET, which
    // answers what the GET answers under the same rule.
    const endpoint = route.config?.endpoint;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!endpoint) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} is not registered from an endpoint declaration (defineRoute)`,
      );
    }
    const policy = endpoint.policy;
    const response = (route.schema?.response ?? {}) as ResponseSchemas;
    for (const method of methods) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, policy, response, endpoint });
    }
  });

  // A callback hook: a public route called without a token (health, the catalogue, the take-off)
  // then costs no promise at all; only a token is checked asynchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    const policy = request.routeOptions.config.endpoint?.policy;
    if (!policy) return done();
    const token = bearerToken(request);
    if (!token) return done(refusal(policy, null, false));
    authenticate(token).then((auth) => {
      request.auth = auth;
      done(refusal(policy, auth, true));
    }, done);
  });
}

/** Why the policy refuses this caller, or undefined when it lets them through. */
function refusal(policy: RoutePolicy, auth: AuthUser | null, hadToken: boolean): Error | undefined {
  const decision = decidePolicy(policy, auth?.accessLevel ?? null);
  if (decision === 'unauthenticated') {
    return unauthorized(hadToken ? 'auth.session_ended' : 'auth.sign_in_needed');
  }
  if (decision === 'forbidden') return forbidden('auth.role_refused');
  return undefined;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller of a route whose policy already required sign-in. */
export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
