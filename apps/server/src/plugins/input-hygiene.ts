import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/** Where in the input a NUL character sits, as `body.title`, or null when there is none. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper than any contract goes: validation refuses the shape anyway.
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNulCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): storing one fails inside the driver,
 * which would surface as a 500. Every route refuses it up front with a 400 naming the field.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  // A callback hook: it runs on every request and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findNulCharacter(request.params, 'params') ??
      findNulCharacter(request.query, 'query') ??
      findNulCharacter(request.body, 'body');
    if (!found) return done();
    done(badRequest(`${found.replace(/^(body|query|params)\./, '')}: must not contain the NUL character`));
  });
}
