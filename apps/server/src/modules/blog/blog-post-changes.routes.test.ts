import { count, eq } from 'drizzle-orm';
import type { Post } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { blogComments } from '../../db/schema/index';
import { useBlogTestApp } from '../../testing/blog-test-app';
import { createSignedInUser, UNKNOWN_ID } from '../../testing/factories';

const { testApp, admin, reader, inject, createPost } = useBlogTestApp();

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
