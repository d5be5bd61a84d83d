import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

const SCRIPT = 'console.log("kadirio");'.repeat(100);
/** The web app's own files that the build copies to the root of dist/ as they are (Vite's public/). */
const webPublic = (name: string) => new URL(`../../../web/public/${name}`, import.meta.url);

let webDistDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'kadirio-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Kadirio</title>');
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  await copyFile(webPublic('favicon.ico'), join(webDistDir, 'favicon.ico'));
  await copyFile(webPublic('robots.txt'), join(webDistDir, 'robots.txt'));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: webDistDir });
  app = await buildApp({ database, config, jwtSecret: 'x'.repeat(64), logger: false, webDistDir });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves the pre-compressed asset to a browser that accepts gzip, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('answers a deep link with index.html, never cached, and an unknown API path with JSON 404', async () => {
    const page = await app.inject({ url: '/walling?map=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Kadirio</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const api = await app.inject({ url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/no-such-thing', code: 'request.no_route' });
  });
});

describe('files the build has not got', () => {
  it.each(['/assets/app-old999.js', '/assets/gone.css', '/assets/deep/path', '/favicon.png', '/sw.js'])(
    'answers %s with 404, not index.html',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { accept: '*/*' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
      const get = await app.inject({ url });
      expect(get.body).not.toContain('<title>Kadirio</title>');
    },
  );

  it('still answers a page whose address has a dot but no file extension', async () => {
    const response = await app.inject({ url: '/blog/kadirio-1.2-release', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Kadirio</title>');
  });
});

describe('HEAD answers as GET', () => {
  it.each(['/', '/login', '/blog/3', '/assets/app-abc123.js', '/favicon.ico', '/robots.txt'])(
    'HEAD %s has the status and headers of GET, without a body',
    async (url) => {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': '' } });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      expect(head.body).toBe('');
    },
  );

  it('on the API: a GET route answers HEAD, an unknown path 404 both ways', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/health/live' });
    const head = await app.inject({ method: 'HEAD', url: '/api/health/live' });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('favicon.ico and robots.txt', () => {
  it('serves /favicon.ico as an icon file: the ICO header, 16 and 32 pixel images', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = response.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then the count of images and one 16-byte entry each.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: icon.readUInt16LE(4) }, (_, index) => icon.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32]);
    expect(icon.equals(await readFile(webPublic('favicon.ico')))).toBe(true);
  });

  it('serves /robots.txt as text: the pages allowed, the API not', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('index.html links the icon file', async () => {
    const html = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  });
});
