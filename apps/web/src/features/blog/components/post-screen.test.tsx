import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildComment, buildPost } from '../../../testing/blog-factories';

describe('post page', { timeout: 20_000 }, () => {
  it('shows the article as the server rendered it, by slug, with its title in the tab', async () => {
    const post = buildPost({
      title: 'Roof trusses',
      slug: 'roof-trusses',
      html: '<h2>Timber</h2><p>Treated only.</p>',
    });
    mockApi({
      'GET /api/blog/:id': ({ params }: MockRequest) =>
        params.id === 'roof-trusses' ? { body: post } : { status: 404 },
    });
    renderApp({ route: '/blog/roof-trusses' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Roof trusses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Timber' })).toBeInTheDocument();
    expect(document.title).toBe('Roof trusses · Kadirio');
    expect(screen.getByRole('link', { name: 'Log in to comment' })).toHaveAttribute('href', '/login');
  });

  it('says plainly when a post does not exist', async () => {
    mockApi({ 'GET /api/blog/:id': { status: 404, body: { message: 'No blog post with this id or slug' } } });
    renderApp({ route: '/blog/missing' });
    expect(await screen.findByText('This post does not exist or is not published.')).toBeInTheDocument();
  });

  it('lets a signed-in reader comment, and remove only their own comment after confirming', async () => {
    const session = buildSessionFor('user', { name: 'Juma' });
    storeSession(session);
    const theirs = buildComment({ authorName: 'Someone else', body: 'Nice one' });
    const post = buildPost({ comments: [theirs], commentCount: 1 });
    const api = mockApi({
      'GET /api/blog/:id': () => ({ body: post }),
      'POST /api/blog/:id/comments': ({ body }: MockRequest) => {
        const comment: Comment = buildComment({
          postId: post._id,
          authorId: session._id,
          authorName: 'Juma',
          body: (body as { body: string }).body,
        });
        post.comments = [...post.comments, comment];
        return { status: 201, body: comment };
      },
      'DELETE /api/blog/:id/comments/:commentId': ({ params }: MockRequest) => {
        post.comments = post.comments.filter((comment) => comment._id !== params.commentId);
        return { body: { id: params.commentId, message: 'Comment deleted' } };
      },
    });
    const { user } = renderApp({ route: `/blog/${post.slug}` });

    await user.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write a comment first')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/blog/:id/comments')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Your comment' }));
    await user.paste('Very helpful, asante');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(await screen.findByText('Very helpful, asante')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();

    // Only the reader's own comment offers removal.
    const removeButtons = screen.getAllByRole('button', { name: 'Remove' });
    expect(removeButtons).toHaveLength(1);
    await user.click(removeButtons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Comment removed')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/blog/:id/comments/:commentId')[0]?.params.commentId).not.toBe(
      theirs._id,
    );
  });
});
