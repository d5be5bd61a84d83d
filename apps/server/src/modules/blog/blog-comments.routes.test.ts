import { count, eq } from 'drizzle-orm';
import { BLOG_LIMITS, type Comment, type Post } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import { blogComments } from '../../db/schema/index';
import { useBlogTestApp } from '../../testing/blog-test-app';
import { createSignedInUser, UNKNOWN_ID } from '../../testing/factories';

const { testApp, admin, reader, inject, createPost } = useBlogTestApp();

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
