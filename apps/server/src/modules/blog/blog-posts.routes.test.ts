import { BLOG_LIMITS, type PostPage, type Post } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { useBlogTestApp } from '../../testing/blog-test-app';
import { UNKNOWN_ID } from '../../testing/factories';

const { admin, reader, inject, createPost, postCount } = useBlogTestApp();

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
