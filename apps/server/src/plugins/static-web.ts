import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up at once. Any non-API GET or HEAD that matches no file gets index.html, so
 * the client-side router can answer deep links like /Profile. Assets go out pre-compressed
 * (brotli or gzip, as the browser accepts), as the build wrote them.
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

/** Extensions of the files a web build holds; no page of the app ends in one of them. */
const FILE_EXTENSION =
  /\.(js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

/**
 * A request for a file the build does not have: it gets a 404, not index.html, so a browser
 * holding a page of the previous release asks for its old script and sees the failure instead of
 * running HTML as JavaScript, and a crawler is not told that /favicon.png is a page.
 */
export function asksForAMissingFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/assets/') || FILE_EXTENSION.test(path);
}

/** What the web app answers with index.html: a page's address, asked for with GET or HEAD. */
export function wantsAPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api') &&
    !asksForAMissingFile(request.url)
  );
}
