import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { connectRateLimitRedis, RATE_LIMIT_NAMESPACE } from './rate-limit-store';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { computeSecurityHeaders, type HeaderSet } from './security-headers';

/** helmet's defaults with our content security policy; applied to every response. */
export const SECURITY_HEADERS: HeaderSet = computeSecurityHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) writes its styles into <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** An API path: everything under `/api`, whatever follows (a slash, a query, nothing). */
const API_PATH = /^\/api(?:[/?#]|$)/;

/**
 * Security headers (computed once, set on every response, pages and errors included; a route
 * may still override one) and the request id (`x-request-id`, see `request-id.ts`);
 * `Cache-Control: no-store` on every API answer that does not set its own (signed-in JSON, the
 * token of a sign-in, errors: none of it belongs in a cache); CORS limited to configured origins
 * (none: same origin only); and the rate limiter, which is off by default and switched on per
 * route (`config.rateLimit`) for the routes a stranger can hammer: sign-in, registration, the
 * public calculators, the contact form. Its counters live in Redis when REDIS_URL is set, shared
 * by every server process, else in this process (docs/decisions/0014-shared-rate-limits.md).
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // A hook with a callback, not async: one promise fewer on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
  // onSend, not onRequest: a route that chose its own caching (a BOQ download's `private,
  // no-store`, a blog cover's year) has set it by now and keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  if (config.redisUrl) {
    const redis = await connectRateLimitRedis(config.redisUrl);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: RATE_LIMIT_NAMESPACE,
      skipOnError: true,
    });
  } else {
    await app.register(rateLimit, { global: false });
  }
}
