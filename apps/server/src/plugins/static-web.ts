import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up at once. Any non-API GET that matches no file gets index.html, so the
 * client-side router can answer deep links like /Profile. Assets go out pre-compressed (brotli
 * or gzip, as the browser accepts), as the build wrote them.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(reply, path) {
      if (path.includes(`${join(webDistDir, 'assets')}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
