import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

const SCRIPT = 'console.log("kadirio");'.repeat(100);

let webDistDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'kadirio-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Kadirio</title>');
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
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
    expect(api.json()).toEqual({ message: 'No route GET /api/no-such-thing' });
  });
});
