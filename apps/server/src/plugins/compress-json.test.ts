import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pickEncoding, registerJsonCompression } from './compress-json';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('JSON compression', () => {
  const big = { items: Array.from({ length: 400 }, (_, index) => ({ index, name: `Cement bag ${index}` })) };
  const app = Fastify();

  beforeAll(async () => {
    registerJsonCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) =>
      reply.code(404).header('vary', 'Accept-Language').send(big),
    );
    app.get('/api/users/login', async () => ({ ...big, token: 'secret' }));
    app.get('/api/usersettings', async () => big);
    app.get('/file', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 37)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large JSON answer as brotli or gzip, whichever the browser takes, and the same JSON comes out', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('sends it as it is to a client that asks for no compression, and small answers and files always', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const file = await app.inject({ url: '/file', headers: { 'accept-encoding': 'br' } });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.length).toBe(4096);
  });

  it('never compresses the account routes, whose answers carry session tokens (BREACH)', async () => {
    const login = await app.inject({ url: '/api/users/login', headers: { 'accept-encoding': 'br' } });
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.json()).toMatchObject({ token: 'secret' });
    const other = await app.inject({ url: '/api/usersettings', headers: { 'accept-encoding': 'br' } });
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('keeps what a route already varies on', async () => {
    const refused = await app.inject({ url: '/refused', headers: { 'accept-encoding': 'gzip' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(JSON.parse(gunzipSync(refused.rawPayload).toString())).toEqual(big);
  });
});

describe('the app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('compresses the API’s large answers (the catalogue) for a browser', async () => {
    const response = await testApp.app.inject({
      url: '/api/catalogue?trade=walling',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
  });
});
