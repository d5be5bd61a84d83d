import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { auditPages, type PageAudit } from './lighthouse';

/**
 * The stack's floor (bench/stack-floor/mount.tsx): the same six plan cards drawn with React alone,
 * with MUI, and with the app's whole stack. The app's pages can only cost more than the floor of
 * their stack, so its score says how much of a page's score is this machine and the libraries, and
 * how much is the page (docs/performance.md, "Lighthouse"; measured in docs/performance-journal.md,
 * "The stack's floor").
 */
export const FLOOR_VARIANTS = ['react', 'mui', 'stack'] as const;

const FLOOR_ROOT = resolve(import.meta.dirname, 'stack-floor');
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Serves a build brotli-compressed, as the app serves its own. Each file is compressed once and
 * kept: compressing per request would add its time to every response, which Lighthouse's
 * simulation counts as the server's.
 */
async function serve(dist: string): Promise<{ server: Server; baseUrl: string }> {
  const compressed = new Map<string, Promise<Buffer>>();
  const compressedFile = (pathname: string): Promise<Buffer> => {
    let file = compressed.get(pathname);
    if (!file) {
      file = readFile(join(dist, pathname)).then((content) => brotliCompressSync(content));
      compressed.set(pathname, file);
    }
    return file;
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    compressedFile(pathname).then(
      (content) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(pathname)] ?? 'application/octet-stream',
          'content-encoding': 'br',
        });
        response.end(content);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port');
  return { server, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** The floor's three pages, built for production into `dist`. */
async function buildFloor(dist: string): Promise<void> {
  // React, React Router and MUI pick their production builds by NODE_ENV, as `vite build` sets it;
  // set for the build only, so the bench that calls this keeps its own.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: FLOOR_ROOT,
      plugins: [react()],
      logLevel: 'error',
      mode: 'production',
      build: {
        outDir: dist,
        emptyOutDir: true,
        rolldownOptions: { input: FLOOR_VARIANTS.map((variant) => join(FLOOR_ROOT, `${variant}.html`)) },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the floor's three pages and audits each `runs` times, in turn; named `floor: <variant>`. */
export async function auditStackFloor(runs: number): Promise<PageAudit[]> {
  const dist = await mkdtemp(join(tmpdir(), 'stack-floor-'));
  try {
    await buildFloor(dist);
    const { server, baseUrl } = await serve(dist);
    try {
      const pages = FLOOR_VARIANTS.map((variant) => ({
        name: `floor: ${variant}`,
        path: `/${variant}.html`,
        session: null,
      }));
      const audits: PageAudit[] = [];
      for (let run = 0; run < runs; run++) audits.push(...(await auditPages(baseUrl, pages)));
      return audits;
    } finally {
      server.close();
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
