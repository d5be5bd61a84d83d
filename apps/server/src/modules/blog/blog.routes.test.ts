import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BLOG_LIMITS, type Comment, type Post, type PostPage } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { blogComments, blogPosts } from '../../db/schema/index';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { buildMultipart, buildPdf } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A lower cover cap on a second app sharing the database, for a quick 413. */
const SMALL_LIMIT = 32 * 1024;

let testApp: TestApp;
let smallApp: FastifyInstance;
let admin: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  smallApp = await buildApp({
    database: testApp.database,
    config: testApp.config,
    jwtSecret: testApp.jwtSecret,
    coverMaxBytes: SMALL_LIMIT,
  });
  admin = await createSignedInUser(testApp, 'admin', { name: 'Asha Admin' });
  reader = await createSignedInUser(testApp, 'user', { name: 'Juma Reader' });
});
afterAll(async () => {
  await smallApp.close();
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
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

let sequence = 0;
async function createPost(overrides: Record<string, unknown> = {}): Promise<Post> {
  sequence += 1;
  const response = await inject({
    method: 'POST',
    url: '/api/blog',
    headers: admin.auth,
    payload: {
      title: `Building tips ${sequence}`,
      article: `Some **advice** number ${sequence}.`,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Post>();
}

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

async function postCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(blogPosts);
  return row?.value ?? 0;
}

describe('POST /api/blog', () => {
  it('creates a draft with a slug made from the title and the article rendered safely', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.auth,
      payload: {
        title: 'Saruji bora: Choosing cement!',
        article: '## Why\n\nBuy *early*. <script>x()</script>',
      },
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({
      title: 'Saruji bora: Choosing cement!',
      slug: 'saruji-bora-choosing-cement',
      published: false,
      publishedAt: null,
      authorName: 'Asha Admin',
      cover: null,
      comments: [],
      commentCount: 0,
    });
    expect(post.html).toContain('<h2>Why</h2>');
    expect(post.html).not.toContain('<script');
    expect(post.excerpt).toMatch(/^Why\. Buy early\./);
  });

  it('numbers the slug when the title repeats', async () => {
    const first = await createPost({ title: 'Same title' });
    const second = await createPost({ title: 'Same title' });
    expect([first.slug, second.slug]).toEqual(['same-title', 'same-title-2']);
  });

  it('answers 409 for a slug another post holds, and stores nothing', async () => {
    await createPost({ slug: 'taken-slug' });
    const before = await postCount();
    const response = await inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.auth,
      payload: { title: 'Other', slug: 'taken-slug', article: 'x' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('taken-slug');
    expect(await postCount()).toBe(before);
  });

  it.each([
    [{ article: 'x' }, 'title'],
    [{ title: 'T' }, 'article'],
    [{ title: 'T', article: '   ' }, 'article'],
    [{ title: 'T', article: 'x', slug: 'Not A Slug' }, 'slug'],
    [{ title: 'T', article: 'x', slug: UNKNOWN_ID }, 'slug'],
    [{ title: 'T', article: 'x', published: 'yes' }, 'published'],
    [{ title: 'x'.repeat(BLOG_LIMITS.titleMax + 1), article: 'x' }, 'title'],
    [{ title: 'T', article: 'x', extra: 1 }, 'extra'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const before = await postCount();
    const response = await inject({ method: 'POST', url: '/api/blog', headers: admin.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await postCount()).toBe(before);
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    const payload = { title: 'T', article: 'x' };
    expect((await inject({ method: 'POST', url: '/api/blog', payload })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/blog', headers: reader.auth, payload })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/blog', () => {
  it('shows visitors published posts only, newest publication first, paginated', async () => {
    const older = await createPost({ published: true });
    const draft = await createPost();
    const newer = await createPost({ published: true });
    const response = await inject({ method: 'GET', url: '/api/blog?limit=100' });
    expect(response.statusCode).toBe(200);
    const page = response.json<PostPage>();
    const ids = page.items.map((item) => item._id);
    expect(ids).not.toContain(draft._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(page.items.every((item) => item.published)).toBe(true);
    const firstPage = (await inject({ method: 'GET', url: '/api/blog?limit=1' })).json<PostPage>();
    expect(firstPage).toMatchObject({ page: 1, limit: 1, total: page.total });
    expect(firstPage.items).toHaveLength(1);
  });

  it('lets admin see drafts with ?status=draft or all', async () => {
    const draft = await createPost();
    const drafts = (
      await inject({ method: 'GET', url: '/api/blog?status=draft&limit=100', headers: admin.auth })
    ).json<PostPage>();
    expect(drafts.items.map((item) => item._id)).toContain(draft._id);
    expect(drafts.items.every((item) => !item.published)).toBe(true);
    const all = (
      await inject({ method: 'GET', url: '/api/blog?status=all&limit=100', headers: admin.auth })
    ).json<PostPage>();
    expect(all.total).toBe(await postCount());
  });

  it('answers 401 to a visitor and 403 to a user asking for drafts', async () => {
    expect((await inject({ method: 'GET', url: '/api/blog?status=draft' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/blog?status=all', headers: reader.auth })).statusCode,
    ).toBe(403);
  });

  it('answers 400 naming the bad parameter', async () => {
    const response = await inject({ method: 'GET', url: '/api/blog?status=secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('status');
    expect((await inject({ method: 'GET', url: '/api/blog?limit=0' })).json().message).toContain('limit');
  });
});

describe('GET /api/blog/:id', () => {
  it('finds a published post by id and by slug', async () => {
    const post = await createPost({ published: true, slug: 'found-by-slug' });
    const byId = await inject({ method: 'GET', url: `/api/blog/${post._id}` });
    const bySlug = await inject({ method: 'GET', url: '/api/blog/found-by-slug' });
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json<Post>()._id).toBe(post._id);
    expect(bySlug.json<Post>().html).toContain('<strong>advice</strong>');
  });

  it('hides drafts from visitors and users (404) but shows them to admin', async () => {
    const draft = await createPost();
    expect((await inject({ method: 'GET', url: `/api/blog/${draft._id}` })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/blog/${draft.slug}`, headers: reader.auth })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/blog/${draft._id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown id or slug and 400 for something that is neither', async () => {
    expect((await inject({ method: 'GET', url: `/api/blog/${UNKNOWN_ID}` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/blog/no-such-post' })).statusCode).toBe(404);
    const bad = await inject({ method: 'GET', url: '/api/blog/Bad%20Slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('PUT /api/blog/:id', () => {
  it('publishes (stamping publishedAt once), unpublishes and edits', async () => {
    const post = await createPost();
    const published = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: { published: true, title: 'New title', article: '# Fresh' },
    });
    expect(published.statusCode).toBe(200);
    const body = published.json<Post>();
    expect(body).toMatchObject({ published: true, title: 'New title', slug: post.slug });
    expect(body.html).toBe('<h1>Fresh</h1>\n');
    expect(body.publishedAt).not.toBeNull();
    const hidden = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: { published: false },
    });
    expect(hidden.json<Post>().published).toBe(false);
    expect((await inject({ method: 'GET', url: `/api/blog/${post._id}` })).statusCode).toBe(404);
    const again = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: { published: true },
    });
    expect(again.json<Post>().publishedAt).toBe(body.publishedAt);
  });

  it('answers 409 when the new slug is taken, and changes nothing', async () => {
    await createPost({ slug: 'holder-of-slug' });
    const post = await createPost();
    const response = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: { slug: 'holder-of-slug', title: 'Changed' },
    });
    expect(response.statusCode).toBe(409);
    const stored = (
      await inject({ method: 'GET', url: `/api/blog/${post._id}`, headers: admin.auth })
    ).json<Post>();
    expect(stored.title).toBe(post.title);
  });

  it('answers 400 for an empty or bad body, naming the field', async () => {
    const post = await createPost();
    const empty = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('title');
    const bad = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: admin.auth,
      payload: { title: '' },
    });
    expect(bad.json().message).toContain('title');
    expect(
      (
        await inject({
          method: 'PUT',
          url: '/api/blog/not-an-id',
          headers: admin.auth,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401, 403 and 404', async () => {
    const post = await createPost();
    const payload = { title: 'x' };
    expect((await inject({ method: 'PUT', url: `/api/blog/${post._id}`, payload })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'PUT', url: `/api/blog/${post._id}`, headers: reader.auth, payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'PUT', url: `/api/blog/${UNKNOWN_ID}`, headers: admin.auth, payload }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/blog/preview', () => {
  it('renders Markdown as posts are rendered, for admin only', async () => {
    const payload = { article: '**bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)>' };
    const response = await inject({ method: 'POST', url: '/api/blog/preview', headers: admin.auth, payload });
    expect(response.statusCode).toBe(200);
    const { html } = response.json<{ html: string }>();
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/javascript:|<img/);
    expect((await inject({ method: 'POST', url: '/api/blog/preview', payload })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/blog/preview', headers: reader.auth, payload })).statusCode,
    ).toBe(403);
    const bad = await inject({
      method: 'POST',
      url: '/api/blog/preview',
      headers: admin.auth,
      payload: { article: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('article');
  });
});

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

describe('comments', () => {
  const comment = (
    postId: string,
    headers: Record<string, string>,
    body: Record<string, unknown> = { body: 'Asante, very useful' },
  ) => inject({ method: 'POST', url: `/api/blog/${postId}/comments`, headers, payload: body });

  it('lets a signed-in user comment on a published post; the post lists it', async () => {
    const post = await createPost({ published: true });
    const response = await comment(post._id, reader.auth);
    expect(response.statusCode).toBe(201);
    expect(response.json<Comment>()).toMatchObject({
      authorName: 'Juma Reader',
      body: 'Asante, very useful',
      authorId: reader.user.id,
    });
    const shown = (await inject({ method: 'GET', url: `/api/blog/${post.slug}` })).json<Post>();
    expect(shown.comments.map((item) => item.body)).toEqual(['Asante, very useful']);
    expect(shown.commentCount).toBe(1);
  });

  it('answers 401 to visitors, 404 on drafts for users, 409 on drafts for admin', async () => {
    const published = await createPost({ published: true });
    const draft = await createPost();
    expect((await comment(published._id, {})).statusCode).toBe(401);
    expect((await comment(draft._id, reader.auth)).statusCode).toBe(404);
    expect((await comment(draft._id, admin.auth)).statusCode).toBe(409);
    expect((await comment(UNKNOWN_ID, reader.auth)).statusCode).toBe(404);
  });

  it('answers 400 for an empty or overlong comment and stores nothing', async () => {
    const post = await createPost({ published: true });
    const empty = await comment(post._id, reader.auth, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body');
    expect(
      (await comment(post._id, reader.auth, { body: 'x'.repeat(BLOG_LIMITS.commentMax + 1) })).statusCode,
    ).toBe(400);
    const [row] = await testApp.database.db
      .select({ value: count() })
      .from(blogComments)
      .where(eq(blogComments.postId, post._id));
    expect(row?.value).toBe(0);
  });

  it('lets the author and admin remove a comment, and no one else', async () => {
    const post = await createPost({ published: true });
    const other = await createSignedInUser(testApp, 'user');
    const mine = (await comment(post._id, reader.auth)).json<Comment>();
    const theirs = (await comment(post._id, other.auth)).json<Comment>();
    const remove = (id: string, headers: Record<string, string>) =>
      inject({ method: 'DELETE', url: `/api/blog/${post._id}/comments/${id}`, headers });
    expect((await remove(theirs._id, reader.auth)).statusCode).toBe(403);
    expect((await remove(mine._id, {})).statusCode).toBe(401);
    expect((await remove(mine._id, reader.auth)).statusCode).toBe(200);
    expect((await remove(theirs._id, admin.auth)).statusCode).toBe(200);
    expect((await remove(theirs._id, admin.auth)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/blog/${post._id}` })).json<Post>().comments).toEqual([]);
  });
});

describe('DELETE /api/blog/:id', () => {
  it('deletes the post with its comments', async () => {
    const post = await createPost({ published: true });
    await inject({
      method: 'POST',
      url: `/api/blog/${post._id}/comments`,
      headers: reader.auth,
      payload: { body: 'hi' },
    });
    const response = await inject({ method: 'DELETE', url: `/api/blog/${post._id}`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: post._id, message: 'Post deleted' });
    expect(
      (await inject({ method: 'GET', url: `/api/blog/${post._id}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    const [row] = await testApp.database.db
      .select({ value: count() })
      .from(blogComments)
      .where(eq(blogComments.postId, post._id));
    expect(row?.value).toBe(0);
  });

  it('answers 401, 403, 404 and 400', async () => {
    const post = await createPost();
    expect((await inject({ method: 'DELETE', url: `/api/blog/${post._id}` })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'DELETE', url: `/api/blog/${post._id}`, headers: reader.auth })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'DELETE', url: `/api/blog/${UNKNOWN_ID}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'DELETE', url: '/api/blog/abc', headers: admin.auth })).statusCode).toBe(
      400,
    );
  });
});

describe('deleting an account', () => {
  it("removes the user's comments and keeps the posts they wrote, under their name", async () => {
    const writer = await createSignedInUser(testApp, 'admin', { name: 'Departing Admin' });
    const commenter = await createSignedInUser(testApp, 'user');
    const postResponse = await inject({
      method: 'POST',
      url: '/api/blog',
      headers: writer.auth,
      payload: { title: 'Legacy post', article: 'Still here', published: true },
    });
    const post = postResponse.json<Post>();
    await inject({
      method: 'POST',
      url: `/api/blog/${post._id}/comments`,
      headers: commenter.auth,
      payload: { body: 'bye' },
    });

    expect(
      (await inject({ method: 'DELETE', url: `/api/users/${commenter.user.id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'DELETE', url: `/api/users/${writer.user.id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);

    const shown = (await inject({ method: 'GET', url: `/api/blog/${post._id}` })).json<Post>();
    expect(shown.authorName).toBe('Departing Admin');
    expect(shown.comments).toEqual([]);
  });
});
