import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatePostBody, Post, UpdatePostBody } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildPost } from '../../../testing/blog-factories';

/** A blog backend that remembers the posts it was sent. */
function blogBackend(initial: Post[] = []) {
  const posts = [...initial];
  const find = (id: string) => posts.find((post) => post._id === id || post.slug === id);
  return {
    posts,
    routes: {
      'POST /api/blog/preview': ({ body }: MockRequest) => {
        const { article } = body as { article: string };
        // Stands in for the server's renderer: the screen must show what the server answers.
        return { body: { html: `<h2>rendered</h2><p>${article.length} characters</p>` } };
      },
      'POST /api/blog': ({ body }: MockRequest) => {
        const sent = body as CreatePostBody;
        const post = buildPost({
          title: sent.title,
          slug: sent.slug ?? 'made-from-title',
          article: sent.article,
          published: sent.published,
          publishedAt: sent.published ? '2025-06-01T10:00:00.000Z' : null,
        });
        posts.push(post);
        return { status: 201, body: post };
      },
      'GET /api/blog/:id': ({ params }: MockRequest) => {
        const post = find(params.id ?? '');
        return post
          ? { body: post }
          : { status: 404, body: { message: 'No blog post with this id or slug' } };
      },
      'PUT /api/blog/:id': ({ params, body }: MockRequest) => {
        const post = find(params.id ?? '');
        if (!post) return { status: 404, body: { message: 'nope' } };
        Object.assign(post, body as UpdatePostBody);
        return { body: post };
      },
      'DELETE /api/blog/:id': ({ params }: MockRequest) => {
        const index = posts.findIndex((post) => post._id === params.id);
        posts.splice(index, 1);
        return { body: { id: params.id, message: 'Post deleted' } };
      },
      'GET /api/blog': () => ({ body: { items: posts, total: posts.length, page: 1, limit: 9 } }),
    },
  };
}

function signInAsAdmin() {
  storeSession(buildSessionFor('admin'));
}

/** Types by pasting: the editor's behaviour, not keystroke timing, is under test. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// The editor is a large screen to render and transform; a loaded machine needs more than 5 s.
describe('blog editor', { timeout: 20_000 }, () => {
  it('names the missing title and article and sends nothing', async () => {
    signInAsAdmin();
    const backend = blogBackend();
    const api = mockApi(backend.routes);
    const { user } = renderApp({ route: '/blog/new' });

    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Article (Markdown) is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/blog')).toHaveLength(0);
  });

  it('refuses a slug that is not lower-case words with hyphens', async () => {
    signInAsAdmin();
    const api = mockApi(blogBackend().routes);
    const { user } = renderApp({ route: '/blog/new' });

    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Roofing');
    await fill(user, screen.getByLabelText('Slug (web address)'), 'Bad Slug');
    await fill(user, screen.getByRole('textbox', { name: /^Article/ }), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Slug (web address) is not valid')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/blog')).toHaveLength(0);
  });

  it('previews the article as the server renders it', async () => {
    signInAsAdmin();
    const api = mockApi(blogBackend().routes);
    const { user } = renderApp({ route: '/blog/new' });

    await fill(user, await screen.findByRole('textbox', { name: /^Article/ }), '## Hello');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'rendered' })).toBeInTheDocument();
    expect(within(preview).getByText('8 characters')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/blog/preview')[0]?.body).toEqual({ article: '## Hello' });

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: /^Article/ })).toHaveValue('## Hello');
  });

  it('publishes a new post and then offers to unpublish it', async () => {
    signInAsAdmin();
    const backend = blogBackend();
    const api = mockApi(backend.routes);
    const { user, router } = renderApp({ route: '/blog/new' });

    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Choosing cement');
    await fill(user, screen.getByRole('textbox', { name: /^Article/ }), 'Buy **early**.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/blog')[0]?.body).toEqual({
      title: 'Choosing cement',
      article: 'Buy **early**.',
      published: true,
    });
    const saved = backend.posts[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${saved?._id}/edit`));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Post unpublished')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/blog/:id')[0]?.body).toMatchObject({ published: false });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('deletes a post only after confirmation', async () => {
    signInAsAdmin();
    const post = buildPost({ title: 'Old news' });
    const backend = blogBackend([post]);
    const api = mockApi(backend.routes);
    const { user, router } = renderApp({ route: `/blog/${post._id}/edit` });

    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE /api/blog/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/blog/:id')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('refuses a cover that is not an image before uploading', async () => {
    signInAsAdmin();
    const post = buildPost();
    const api = mockApi({ ...blogBackend([post]).routes, 'PUT /api/blog/:id/cover': { body: post } });
    renderApp({ route: `/blog/${post._id}/edit` });

    const input = await screen.findByLabelText('Cover image', { selector: 'input' });
    // The input is hidden behind its button; a picked file arrives as a change event.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image');
    expect(api.requestsTo('PUT /api/blog/:id/cover')).toHaveLength(0);
  });

  it('tells anyone but admin that the editor is not for them', async () => {
    storeSession(buildSessionFor('user'));
    mockApi({});
    renderApp({ route: '/blog/new' });
    expect(await screen.findByText('Only an administrator can write blog posts.')).toBeInTheDocument();
  });
});
