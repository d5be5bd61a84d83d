import type { Comment, Post, PostPage, PostSummary } from '@kadirio/domain';

/** Test data for the blog screens (web tests only). */

let sequence = 0;

export function buildPost(overrides: Partial<Post> = {}): Post {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    title: `Choosing cement ${sequence}`,
    slug: `choosing-cement-${sequence}`,
    excerpt: 'Buy early and store it dry.',
    cover: null,
    authorName: 'Asha Admin',
    published: true,
    publishedAt: '2025-05-01T09:00:00.000Z',
    commentCount: 0,
    createdAt: '2025-04-30T09:00:00.000Z',
    updatedAt: '2025-05-01T09:00:00.000Z',
    article: 'Buy **early** and store it dry.',
    html: '<p>Buy <strong>early</strong> and store it dry.</p>\n',
    comments: [],
    ...overrides,
  };
}

export function buildComment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    postId: crypto.randomUUID(),
    authorId: crypto.randomUUID(),
    authorName: `Reader ${sequence}`,
    body: `Comment ${sequence}`,
    createdAt: '2025-05-02T10:00:00.000Z',
    ...overrides,
  };
}

export function buildPostPage(posts: PostSummary[]): PostPage {
  return { items: posts, total: posts.length, page: 1, limit: 9 };
}
