import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BLOG_LIMITS, type Post } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { useBlogTestApp } from '../../testing/blog-test-app';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildMultipart, buildPdf } from '../../testing/multipart';

const { testApp, admin, reader, inject, createPost } = useBlogTestApp();

/** A lower cover cap on a second app sharing the database, for a quick 413. */
const SMALL_LIMIT = 32 * 1024;

let smallApp: FastifyInstance;
beforeAll(async () => {
  smallApp = await buildApp({
    database: testApp.database,
    config: testApp.config,
    jwtSecret: testApp.jwtSecret,
    coverMaxBytes: SMALL_LIMIT,
  });
});
afterAll(async () => {
  await smallApp.close();
});

const coversDir = () => join(testApp.config.dataDir, 'files', 'covers');

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A real 1×1 PNG; `label` makes the bytes (and so the hash) differ. */
function buildPng(label = 'a'): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from(label)]);
}
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 body'),
]);

function uploadCover(
  postId: string,
  content: Buffer,
  options: { app?: FastifyInstance; field?: string } = {},
) {
  const body = buildMultipart([
    { filename: 'cover.png', content, contentType: 'image/png', field: options.field ?? 'file' },
  ]);
  return (options.app ?? testApp.app).inject({
    method: 'PUT',
    url: `/api/blog/${postId}/cover`,
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('PUT /api/blog/:id/cover and GET /api/blog/covers/:file', () => {
  it('stores a PNG under its hash and serves it with long-lived caching', async () => {
    const post = await createPost({ published: true });
    const png = buildPng('served');
    const response = await uploadCover(post._id, png);
    expect(response.statusCode, response.body).toBe(200);
    const sha256 = createHash('sha256').update(png).digest('hex');
    const { cover } = response.json<Post>();
    expect(cover).toEqual({
      url: `/api/blog/covers/${sha256}.png`,
      mimeType: 'image/png',
      size: png.length,
      sha256,
    });
    expect(await filesIn(coversDir())).toContain(`${sha256}.png`);

    const image = await inject({ method: 'GET', url: cover?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toBe(`"${sha256}"`);
    expect(image.rawPayload.equals(png)).toBe(true);
    const revalidated = await inject({
      method: 'GET',
      url: cover?.url ?? '',
      headers: { 'if-none-match': `"${sha256}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('accepts JPEG and WebP by their content, whatever the part claims', async () => {
    const post = await createPost();
    expect((await uploadCover(post._id, JPEG_BYTES)).json<Post>().cover?.mimeType).toBe('image/jpeg');
    expect((await uploadCover(post._id, WEBP_BYTES)).json<Post>().cover?.mimeType).toBe('image/webp');
  });

  it('replaces a cover and deletes the old file once no post shows it', async () => {
    const post = await createPost();
    const first = (await uploadCover(post._id, buildPng('first'))).json<Post>().cover;
    const second = (await uploadCover(post._id, buildPng('second'))).json<Post>().cover;
    const files = await filesIn(coversDir());
    expect(files).toContain(`${second?.sha256}.png`);
    expect(files).not.toContain(`${first?.sha256}.png`);
    expect((await inject({ method: 'GET', url: first?.url ?? '' })).statusCode).toBe(404);
  });

  it('leaves only the file the post shows after parallel uploads to one post', async () => {
    const post = await createPost();
    const before = await filesIn(coversDir());
    const uploads = await Promise.all(
      ['race-1', 'race-2', 'race-3', 'race-4'].map((label) => uploadCover(post._id, buildPng(label))),
    );
    expect(uploads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const shown = (
      await inject({ method: 'GET', url: `/api/blog/${post._id}`, headers: admin.auth })
    ).json<Post>();
    const added = (await filesIn(coversDir())).filter((file) => !before.includes(file));
    expect(added).toEqual([shown.cover?.url.split('/').pop()]);
  });

  it('keeps a file two posts share until neither uses it', async () => {
    const one = await createPost();
    const two = await createPost();
    const shared = buildPng('shared');
    const cover = (await uploadCover(one._id, shared)).json<Post>().cover;
    await uploadCover(two._id, shared);
    const name = `${cover?.sha256}.png`;
    expect(
      (
        await inject({ method: 'DELETE', url: `/api/blog/${one._id}/cover`, headers: admin.auth })
      ).json<Post>().cover,
    ).toBeNull();
    expect(await filesIn(coversDir())).toContain(name);
    await inject({ method: 'DELETE', url: `/api/blog/${two._id}`, headers: admin.auth });
    expect(await filesIn(coversDir())).not.toContain(name);
  });

  it('refuses a file that is not an image with 415 and keeps the old cover', async () => {
    const post = await createPost();
    await uploadCover(post._id, buildPng('kept'));
    const before = await filesIn(coversDir());
    const response = await uploadCover(post._id, buildPdf());
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('PNG, JPEG or WebP');
    expect(await filesIn(coversDir())).toEqual(before);
    const stored = (
      await inject({ method: 'GET', url: `/api/blog/${post._id}`, headers: admin.auth })
    ).json<Post>();
    expect(stored.cover?.sha256).toBe(createHash('sha256').update(buildPng('kept')).digest('hex'));
  });

  it('refuses a body that is not multipart with 415', async () => {
    const post = await createPost();
    const response = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}/cover`,
      headers: admin.auth,
      payload: { image: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses an image over the limit with 413 and stores nothing', async () => {
    const post = await createPost();
    const before = await filesIn(coversDir());
    const big = Buffer.concat([buildPng('big'), Buffer.alloc(SMALL_LIMIT)]);
    const response = await uploadCover(post._id, big, { app: smallApp });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('MB');
    expect(await filesIn(coversDir())).toEqual(before);
    expect(await filesIn(join(testApp.config.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('holds the real limit at 5 MB', async () => {
    const post = await createPost();
    const tooBig = Buffer.concat([buildPng('huge'), Buffer.alloc(BLOG_LIMITS.coverMaxBytes)]);
    expect((await uploadCover(post._id, tooBig)).statusCode).toBe(413);
  });

  it('answers 400 for a missing or misnamed part', async () => {
    const post = await createPost();
    const wrong = await uploadCover(post._id, buildPng(), { field: 'image' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('file');
    const onlyField = buildMultipart([{ field: 'note', value: 'hello' }]);
    const none = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}/cover`,
      headers: { ...admin.auth, ...onlyField.headers },
      payload: onlyField.payload,
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers 401, 403 and 404', async () => {
    const post = await createPost();
    const body = buildMultipart([{ filename: 'c.png', content: buildPng(), contentType: 'image/png' }]);
    const send = (headers: Record<string, string>, id = post._id) =>
      inject({
        method: 'PUT',
        url: `/api/blog/${id}/cover`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    expect((await send({})).statusCode).toBe(401);
    expect((await send(reader.auth)).statusCode).toBe(403);
    expect((await send(admin.auth, UNKNOWN_ID)).statusCode).toBe(404);
    expect(
      (await inject({ method: 'DELETE', url: `/api/blog/${UNKNOWN_ID}/cover`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown cover and 400 for a name that is not a cover name', async () => {
    expect((await inject({ method: 'GET', url: `/api/blog/covers/${'a'.repeat(64)}.png` })).statusCode).toBe(
      404,
    );
    expect((await inject({ method: 'GET', url: '/api/blog/covers/..%2F..%2Fsecret.png' })).statusCode).toBe(
      400,
    );
  });
});
