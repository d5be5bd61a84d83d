import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_OUTPUTS, whyRebuild } from './build-freshness.mjs';

let root;
/**
 * Writes `path` under the temporary root with the given modification time (seconds), and gives its
 * folders that time too, as adding a file to a folder does.
 */
function fileAt(path, seconds) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  for (let at = full; at.startsWith(root) && at !== root; at = dirname(at)) utimesSync(at, seconds, seconds);
}
const inputs = ['apps/server/src', 'package-lock.json'];
const outputs = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kadirio-freshness-'));
  fileAt('apps/server/src/app.ts', 1_000);
  fileAt('apps/server/src/modules/blog/blog.ts', 1_000);
  fileAt('package-lock.json', 1_000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whyRebuild', () => {
  it('asks for a build when an output is missing (a fresh clone)', () => {
    fileAt('apps/server/dist/server.js', 2_000);
    expect(whyRebuild(root, inputs, outputs)).toBe('apps/web/dist/index.html is missing');
  });

  it('is content when every output is newer than every input', () => {
    fileAt('apps/server/dist/server.js', 2_000);
    fileAt('apps/web/dist/index.html', 2_000);
    expect(whyRebuild(root, inputs, outputs)).toBeNull();
  });

  it('asks for a build when a source deep in a folder changed after the oldest output', () => {
    fileAt('apps/server/dist/server.js', 3_000);
    fileAt('apps/web/dist/index.html', 2_000);
    fileAt('apps/server/src/modules/blog/blog.ts', 2_500);
    expect(whyRebuild(root, inputs, outputs)).toBe('apps/server/src changed since the last build');
  });

  it('asks for a build when a source was deleted (its folder changed)', () => {
    fileAt('apps/server/dist/server.js', 2_000);
    fileAt('apps/web/dist/index.html', 2_000);
    rmSync(join(root, 'apps/server/src/modules/blog/blog.ts'));
    expect(whyRebuild(root, inputs, outputs)).toBe('apps/server/src changed since the last build');
  });

  it('asks for a build when the installed packages changed (package-lock.json)', () => {
    fileAt('apps/server/dist/server.js', 2_000);
    fileAt('apps/web/dist/index.html', 2_000);
    fileAt('package-lock.json', 2_001);
    expect(whyRebuild(root, inputs, outputs)).toBe('package-lock.json changed since the last build');
  });

  it('watches the sources, the page, the lock file and every built entry', () => {
    for (const path of ['apps/web/src', 'apps/server/src', 'packages/domain/src', 'apps/web/index.html']) {
      expect(BUILD_INPUTS).toContain(path);
    }
    expect(BUILD_INPUTS).toContain('package-lock.json');
    expect(BUILD_OUTPUTS).toEqual(
      expect.arrayContaining(['apps/server/dist/server.js', 'apps/web/dist/index.html']),
    );
  });
});
