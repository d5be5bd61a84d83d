import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Size budgets of the built web app, checked on every `npm test` after the build. Sizes are of the
 * files in apps/web/dist; gzip at zlib's default level, as a server compresses on the fly.
 */
export const BUDGETS = {
  /**
   * Every JavaScript file the landing page loads, gzipped: the first visit's budget, gated as it is.
   * A visitor's first load at `/` is a light landing entry (React, MUI, i18next, English strings);
   * the router, the store and the estimate load on the first link or when the visitor scrolls
   * near the estimate (docs/decisions/0010, which replaced the ratchet of 0008).
   */
  landingJsGzipBytes: 170 * 1024,
  /** The largest chunk loaded later (a lazy route or dynamic import), minified, not gzipped. */
  largestLazyChunkBytes: 350 * 1024,
  /**
   * pdf.js (`pdfjs-dist`) itself, minified: one library chunk of about 434 KB (pdf.js 6; 395 KB
   * with pdf.js 5, docs/decisions/0024-dependency-upgrades.md) that only the drawing viewer loads,
   * when a drawing is first opened (docs/takeoff.md §4); its worker is a separate file.
   */
  pdfJsChunkBytes: 450 * 1024,
};

/** The pdf.js library chunk, held to its own budget (`BUDGETS.pdfJsChunkBytes`). */
const PDF_JS_CHUNK = /(^|\/)pdf-[\w-]+\.js$/;

/**
 * Heavy code that must only ever load on demand: PDF rendering, charts, spreadsheet or PDF export.
 * Matches libraries by package name and the app's own modules by file name.
 */
export const HEAVY_MODULE = new RegExp(
  [
    'node_modules/(pdfjs-dist|react-pdf|pdf-lib|jspdf|@react-pdf|recharts|chart\\.js|react-chartjs-2|@mui/x-charts|d3-[a-z]+|victory[a-z-]*|xlsx|exceljs|papaparse|file-saver|jszip)/',
    'apps/web/src/.*(pdf|chart|export)[^/]*\\.tsx?$',
  ].join('|'),
  'i',
);

interface ChunkReport {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const distDir = resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
const chunks = JSON.parse(readFileSync(join(distDir, '.vite', 'chunks.json'), 'utf8')) as ChunkReport[];
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

/** The given chunks and everything they import statically. */
function withStaticImports(files: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return found;
}

/** The entry chunks and everything they import statically: what any first page load fetches. */
function initialChunks(): Set<string> {
  return withStaticImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file));
}

/** The chunk holding a module of the app, and everything it imports statically. */
function chunksOf(moduleId: string): Set<string> {
  const holder = chunks.find((chunk) => chunk.modules.includes(moduleId));
  if (!holder) throw new Error(`no chunk holds ${moduleId}`);
  return withStaticImports([holder.file]);
}

const rawSize = (file: string) => readFileSync(join(distDir, file)).length;
const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('bundle budgets', () => {
  it(`the landing page loads at most ${kb(BUDGETS.landingJsGzipBytes)} of gzipped JavaScript`, async () => {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path.replace(/^\//, ''));
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    // Code fetched once the page is idle (a prefetch on a timer) is loaded by the landing page too.
    await page.waitForTimeout(3000);
    await page.close();
    // Preloaded chunks count even when the browser served them from its preload cache.
    for (const file of initialChunks()) scripts.add(file);

    const sizes = [...scripts].map((file) => ({ file, gzip: gzipSize(file) }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.info(
      `landing page JavaScript: ${kb(total)} gzipped; budget ${kb(BUDGETS.landingJsGzipBytes)}\n` +
        sizes
          .sort((a, b) => b.gzip - a.gzip)
          .map(({ file, gzip }) => `  ${kb(gzip).padStart(9)}  ${file}`)
          .join('\n'),
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(BUDGETS.landingJsGzipBytes);
  });

  it(`no lazy chunk is over ${kb(BUDGETS.largestLazyChunkBytes)}`, () => {
    const initial = initialChunks();
    const lazy = chunks
      .filter((chunk) => !initial.has(chunk.file))
      .map((chunk) => ({ file: chunk.file, raw: rawSize(chunk.file) }));
    expect(lazy.length, 'routes are expected to load lazily').toBeGreaterThan(0);
    for (const pdfJs of lazy.filter((chunk) => PDF_JS_CHUNK.test(chunk.file))) {
      expect(pdfJs.raw, `${pdfJs.file}`).toBeLessThanOrEqual(BUDGETS.pdfJsChunkBytes);
    }
    const largest = lazy
      .filter((chunk) => !PDF_JS_CHUNK.test(chunk.file))
      .reduce((top, chunk) => (chunk.raw > top.raw ? chunk : top));
    console.info(
      `largest lazy chunk: ${largest.file} ${kb(largest.raw)} of ${kb(BUDGETS.largestLazyChunkBytes)}`,
    );
    expect(largest.raw).toBeLessThanOrEqual(BUDGETS.largestLazyChunkBytes);
  });

  it('keeps PDF, chart and export code out of the first load', () => {
    // The rule itself must bite, or this test proves nothing.
    for (const heavy of [
      'node_modules/pdfjs-dist/build/pdf.mjs',
      'node_modules/recharts/es6/index.js',
      'node_modules/xlsx/xlsx.mjs',
      'apps/web/src/features/boq/components/boq-export.tsx',
      'apps/web/src/features/plans/components/pdf-viewer.tsx',
    ])
      expect(HEAVY_MODULE.test(heavy), heavy).toBe(true);
    expect(HEAVY_MODULE.test('apps/web/src/app/router.tsx')).toBe(false);

    const initial = initialChunks();
    const offenders = chunks
      .filter((chunk) => initial.has(chunk.file))
      .flatMap((chunk) =>
        chunk.modules.filter((id) => HEAVY_MODULE.test(id)).map((id) => `${chunk.file}: ${id}`),
      );
    expect(offenders).toEqual([]);
  });
  it("keeps the take-off engine and the API's schemas out of the client's home and bill", () => {
    // The web builds with each endpoint reduced to its method and path (apps/web/build/endpoint-routes.ts):
    // the schemas of a BOQ sheet name the whole engine, which the client's screens never run.
    const engine =
      /packages\/domain\/src\/(takeoff\/(calculators|house-model)|boq\/boq-sheets\.contract)\.ts$/;
    for (const screen of ['apps/web/src/app/user-dashboard.tsx', 'apps/web/src/app/user-boq-view.tsx']) {
      const offenders = [...chunksOf(screen)].flatMap((file) =>
        (byFile.get(file)?.modules ?? []).filter((id) => engine.test(id)).map((id) => `${file}: ${id}`),
      );
      expect(offenders, screen).toEqual([]);
    }
    // The rule bites: the BOQ workspace does load the engine.
    const workspace = [...chunksOf('apps/web/src/features/boq/components/boq-workspace.tsx')];
    expect(workspace.some((file) => byFile.get(file)?.modules.some((id) => engine.test(id)))).toBe(true);
  });
});
