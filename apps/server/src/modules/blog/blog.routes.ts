import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  CommentParamsSchema,
  CommentSchema,
  CoverParamsSchema,
  CreateCommentBodySchema,
  CreatePostBodySchema,
  DeletedResponseSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ListPostsQuerySchema,
  PostPageSchema,
  PostRefParamsSchema,
  PostSchema,
  PreviewBodySchema,
  PreviewResponseSchema,
  UpdatePostBodySchema,
} from '@kadirio/domain';
import { requireAuth } from '../../plugins/auth';
import { COVER_FIELD, type BlogService } from './blog.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export interface BlogRoutesOptions {
  blog: BlogService;
  /** Upload cap per cover (tests lower it); must match the service's. */
  coverMaxBytes?: number;
}

export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (
  app,
  { blog, coverMaxBytes = BLOG_LIMITS.coverMaxBytes },
) => {
  // Registered here, so multipart bodies are understood by these routes only.
  await app.register(multipart, {
    limits: { fileSize: coverMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
  });

  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first: published ones for everyone; admin may ask ?status=draft or all',
        querystring: ListPostsQuerySchema,
        response: { 200: PostPageSchema, ...errors },
      },
    },
    async (request) => blog.listPosts(request.auth, request.query),
  );

  app.post(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        summary:
          'Write a post (admin); a draft unless published is true; the slug comes from the title if left out',
        security: [{ bearerAuth: [] }],
        body: CreatePostBodySchema,
        response: { 201: PostSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await blog.createPost(requireAuth(request), request.body)),
  );

  app.post(
    '/api/blog/preview',
    {
      schema: {
        tags: ['blog'],
        summary: "Render Markdown exactly as a post's article is rendered (admin, for the editor)",
        security: [{ bearerAuth: [] }],
        body: PreviewBodySchema,
        response: { 200: PreviewResponseSchema, ...errors },
      },
    },
    async (request) => blog.preview(request.body.article),
  );

  app.get(
    '/api/blog/covers/:file',
    {
      schema: {
        tags: ['blog'],
        summary: 'A cover image by its content hash: cached for a year (the name changes with the image)',
        params: CoverParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: {
          200: { description: 'The image bytes', content: { 'image/*': { schema: z.file() } } },
          304: z.null().describe('Not modified: the cached copy is current'),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const cover = await blog.openCover(request.params.file);
      const headers = {
        etag: cover.etag,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      };
      if (request.headers['if-none-match'] === cover.etag) {
        cover.stream.destroy();
        return reply.code(304).headers(headers).send(null);
      }
      return (
        reply
          .type(cover.mimeType)
          .headers({ ...headers, 'content-length': String(cover.size) })
          // Fastify pipes a stream as it is; the schema above only documents the bytes.
          .send(cover.stream as unknown as File)
      );
    },
  );

  app.get(
    '/api/blog/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One post by id or slug, with its rendered article and comments (drafts: admin only)',
        params: PostRefParamsSchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) => blog.getPost(request.auth, request.params.id),
  );

  app.put(
    '/api/blog/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'Change a post: title, slug, article, published (admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdatePostBodySchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) => blog.updatePost(request.params.id, request.body),
  );

  app.delete(
    '/api/blog/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'Delete a post with its comments and, when no other post shows it, its cover (admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await blog.deletePost(request.params.id);
      return { id: request.params.id, message: BLOG_MESSAGES.postDeleted };
    },
  );

  app.put(
    '/api/blog/:id/cover',
    {
      schema: {
        tags: ['blog'],
        summary: `Set the cover (admin): multipart/form-data, one part named ${COVER_FIELD}; PNG, JPEG or WebP by content (415), at most 5 MB (413)`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: PostSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request) =>
      blog.uploadCover(request.params.id, {
        isMultipart: request.isMultipart(),
        file: () => request.file(),
      }),
  );

  app.delete(
    '/api/blog/:id/cover',
    {
      schema: {
        tags: ['blog'],
        summary: 'Remove the cover of a post (admin)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) => blog.removeCover(request.params.id),
  );

  app.post(
    '/api/blog/:id/comments',
    {
      schema: {
        tags: ['blog'],
        summary: 'Comment on a published post (signed in)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: CreateCommentBodySchema,
        response: { 201: CommentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blog.addComment(requireAuth(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/blog/:id/comments/:commentId',
    {
      schema: {
        tags: ['blog'],
        summary: "Remove a comment (its author, or admin for anyone's)",
        security: [{ bearerAuth: [] }],
        params: CommentParamsSchema,
        response: { 200: DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      await blog.deleteComment(requireAuth(request), id, commentId);
      return { id: commentId, message: BLOG_MESSAGES.commentDeleted };
    },
  );
};
