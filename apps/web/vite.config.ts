import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointRoutesOnly } from './build/endpoint-routes';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(webRoot, '..', '..');

/**
 * Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replace Rollup's `manualChunks`.
 * Vendor groups only take modules the first screen needs (`$initial`), so they cache well
 * across deploys without dragging lazy-only code (tables, dialogs, zod) into the first load;
 * the entry chunk keeps only the app's own shell.
 */
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|react-is)[\\/]/,
    priority: 30,
  },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
    priority: 20,
  },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  // With the domain's language list (`@kadirio/domain/language`, a few bytes the first screen
  // needs), so that list is not a request of its own.
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next)[\\/]|packages[\\/]domain[\\/]src[\\/]language-data\.ts$/,
    priority: 20,
  },
  // The bootstrap's decision (app/app-loader.ts) and what it needs, with no library: a chunk the
  // entry imports first and the browser evaluates before the libraries (see app-loader.ts).
  {
    name: 'boot',
    test: /(src[\\/]app[\\/]app-loader\.ts|src[\\/]features[\\/]auth[\\/]session-storage\.ts|src[\\/]features[\\/]maps[\\/]client-plans\.ts|src[\\/]lib[\\/](storage|lazy-import|early-responses|after-first-paint)\.ts|vite[\\/]preload-helper)/,
    priority: 50,
  },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/** The client's first screens (home and bill, with the offers and orders they show). */
const CLIENT_SCREENS =
  /apps[\\/]web[\\/]src[\\/](app[\\/](main-view|user-dashboard|user-boq-view)\.tsx|features[\\/]purchases[\\/]components[\\/](open-offers|my-orders)\.tsx)$/;
const APP_SHELL = /apps[\\/]web[\\/]src[\\/]app[\\/]app-root\.tsx$/;
const MUI_MODULES = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/;

/**
 * What the app's shell and the client's first screens import, statically: filled in once the
 * module graph is complete, before Rolldown groups modules into files (`generate` comes after
 * `buildEnd`). The MUI parts they use then come as one file, and the ones only staff screens and
 * dialogs use as another, so a client's phone does not download the workspace's components.
 */
const reachedByClientScreens = new Set<string>();

function traceClientScreens(): Plugin {
  return {
    name: 'kadirio-trace-client-screens',
    apply: 'build',
    buildEnd() {
      reachedByClientScreens.clear();
      const pending = [...this.getModuleIds()].filter((id) => CLIENT_SCREENS.test(id) || APP_SHELL.test(id));
      if (pending.length === 0) throw new Error('found none of the client screens to trace');
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reachedByClientScreens.has(id)) continue;
        reachedByClientScreens.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: every JS chunk with its modules and imports. The budget test
 * (e2e/budgets.e2e.ts) reads it to prove heavy code (PDF, charts, export) stays out of the first load.
 */
function chunkReport(): Plugin {
  return {
    name: 'kadirio-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                // Paths from the repository root, so the report reads the same on every machine.
                modules: output.moduleIds.map((id) => relative(repoRoot, id).replaceAll('\\', '/')),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/**
 * The Source Sans Pro files the first screen draws with: body text (400) and headings (700), Latin.
 * CSS names them only when text is laid out, after the JavaScript has run; preloading them from
 * index.html fetches them with the JavaScript, so the text is drawn in its font from the first
 * paint and does not reflow (a layout shift) when the font arrives. Buttons (600) are left to
 * `font-display: swap`: their text sits in fixed boxes, and each preload competes with the scripts.
 */
const FIRST_SCREEN_FONTS = /source-sans-pro-latin-(400|700)-normal-[\w-]+\.woff2$/;

function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'kadirio-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((fileName) => FIRST_SCREEN_FONTS.test(fileName));
        if (fonts.length !== 2) throw new Error(`expected 2 first-screen font files, found ${fonts.length}`);
        return fonts.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Runs the bootstrap's decision (the `boot` chunk, app/app-loader.ts) as soon as it arrives, as
 * an async module script of its own, instead of after React, MUI and i18next have downloaded
 * with the entry. For anyone but a visitor at `/`, that starts the app's code and the screen's
 * (with their imports, through Vite's preload) about a second earlier on a slow phone link.
 */
function startBootEarly(): Plugin {
  return {
    name: 'kadirio-start-boot-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'boot',
        );
        if (!boot) throw new Error('expected a `boot` chunk (codeSplitting group) to start early');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * Writes the entry's stylesheet (the fonts' `@font-face` rules, 2 KB) into index.html instead of
 * linking it: a linked stylesheet blocks the first paint for a request of its own, which on a
 * phone link is a round trip before the splash shows. The file stays in the build: Vite's loader
 * still asks for it once beside the app's first lazy chunk (2 KB, after the first paint), and
 * dropping it from that list would also drop the stylesheet of any lazy screen that has one.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'kadirio-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        let inlined = html;
        for (const output of Object.values(bundle ?? {})) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${output.fileName}"[^>]*>`);
          if (!link.test(inlined)) continue;
          inlined = inlined.replace(link, () => `<style>${String(output.source)}</style>`);
        }
        if (inlined.includes('rel="stylesheet"')) throw new Error('index.html still links a stylesheet');
        return inlined;
      },
    },
  };
}

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, once, at build time.
 * The server serves them as they are (@fastify/static `preCompressed`), so a phone downloads a
 * third of the bytes and the server spends no CPU compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'kadirio-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(webRoot, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    endpointRoutesOnly(),
    traceClientScreens(),
    chunkReport(),
    preloadFirstScreenFonts(),
    startBootEarly(),
    inlineEntryStylesheet(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...initialVendorGroups,
            // A phone's link pays a round trip per file, six at a time: the client's home fetched
            // 61 files, most of a kilobyte or two. The app's shell and the client's first screens
            // (home and bill) each come as one file, with what they import
            // (docs/performance-journal.md, "Fewer files for the client's first screen"). The landing
            // page's own modules (`$initial`) are grouped first, so its load stays without the app.
            {
              name: 'first-screen',
              test: /apps[\\/]web[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: 16,
            },
            { name: 'app-shell', test: APP_SHELL, priority: 15 },
            { name: 'client-screens', test: CLIENT_SCREENS, priority: 12 },
            {
              name: 'mui-parts',
              test: (id) => MUI_MODULES.test(id) && reachedByClientScreens.has(id),
              priority: 25,
            },
            { name: 'mui-more', test: MUI_MODULES, priority: 24 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
  preview: { proxy: { '/api': 'http://localhost:5000' } },
});
