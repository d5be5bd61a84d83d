import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own folder (apps/server), found by walking up from this module to the folder
 * holding the committed migrations. It works the same from src/ under tests and from the
 * bundled dist/ in production.
 */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the drizzle migrations folder above ' + import.meta.url);
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return join(serverRoot(), 'drizzle');
}

export function defaultWebDistDir(): string {
  return join(serverRoot(), '..', 'web', 'dist');
}
