import { z } from 'zod';
import {
  COVER_FIELD,
  COVER_MIME_TYPES,
  CommentParamsSchema,
  CommentSchema,
  CoverParamsSchema,
  CreateCommentBodySchema,
  CreatePostBodySchema,
  DeletedResponseSchema,
  ListPostsQuerySchema,
  PostPageSchema,
  PostRefParamsSchema,
  PostSchema,
  PreviewBodySchema,
  PreviewResponseSchema,
  UpdatePostBodySchema,
} from './blog.contract';
import { IdParamsSchema } from '../http.contract';
import { ADMIN_ONLY, ADMIN_OR_OWNER, PUBLIC, SIGNED_IN } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'blog';

/**
 * The blog: anyone reads published posts (the service hides drafts from all but admin); admin
 * writes. Signed-in users comment; a comment's author or admin removes it.
 */
export const blogEndpoints = defineEndpoints({
  listPosts: defineEndpoint({
    method: 'GET',
    path: '/api/blog',
    tag,
    summary: 'Blog posts, newest first: published ones for everyone; admin may ask ?status=draft or all',
    policy: PUBLIC,
    query: ListPostsQuerySchema,
    responses: { 200: PostPageSchema },
  }),
  createPost: defineEndpoint({
    method: 'POST',
    path: '/api/blog',
    tag,
    summary:
      'Write a post (admin); a draft unless published is true; the slug comes from the title if left out',
    policy: ADMIN_ONLY,
    body: CreatePostBodySchema,
    responses: { 201: PostSchema },
  }),
  previewArticle: defineEndpoint({
    method: 'POST',
    path: '/api/blog/preview',
    tag,
    summary: "Render Markdown exactly as a post's article is rendered (admin, for the editor)",
    policy: ADMIN_ONLY,
    body: PreviewBodySchema,
    responses: { 200: PreviewResponseSchema },
  }),
  getCover: defineEndpoint({
    method: 'GET',
    path: '/api/blog/covers/:file',
    tag,
    summary: 'A cover image by its content hash: cached for a year (the name changes with the image)',
    policy: PUBLIC,
    params: CoverParamsSchema,
    produces: COVER_MIME_TYPES,
    responses: {
      200: z.file().describe('The image bytes'),
      304: z.null().describe('Not modified: the cached copy is current'),
    },
  }),
  getPost: defineEndpoint({
    method: 'GET',
    path: '/api/blog/:id',
    tag,
    summary: 'One post by id or slug, with its rendered article and comments (drafts: admin only)',
    policy: PUBLIC,
    params: PostRefParamsSchema,
    responses: { 200: PostSchema },
  }),
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/api/blog/:id',
    tag,
    summary: 'Change a post: title, slug, article, published (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    body: UpdatePostBodySchema,
    responses: { 200: PostSchema },
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    path: '/api/blog/:id',
    tag,
    summary: 'Delete a post with its comments and, when no other post shows it, its cover (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
  setCover: defineEndpoint({
    method: 'PUT',
    path: '/api/blog/:id/cover',
    tag,
    summary: `Set the cover (admin): multipart/form-data, one part named ${COVER_FIELD}; PNG, JPEG or WebP by content (415), at most 5 MB (413)`,
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    consumes: ['multipart/form-data'],
    errors: [413, 415],
    responses: { 200: PostSchema },
  }),
  removeCover: defineEndpoint({
    method: 'DELETE',
    path: '/api/blog/:id/cover',
    tag,
    summary: 'Remove the cover of a post (admin)',
    policy: ADMIN_ONLY,
    params: IdParamsSchema,
    responses: { 200: PostSchema },
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: '/api/blog/:id/comments',
    tag,
    summary: 'Comment on a published post (signed in)',
    policy: SIGNED_IN,
    params: IdParamsSchema,
    body: CreateCommentBodySchema,
    responses: { 201: CommentSchema },
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: '/api/blog/:id/comments/:commentId',
    tag,
    summary: "Remove a comment (its author, or admin for anyone's)",
    policy: ADMIN_OR_OWNER,
    params: CommentParamsSchema,
    responses: { 200: DeletedResponseSchema },
  }),
});
