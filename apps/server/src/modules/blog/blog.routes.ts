import multipart from '@fastify/multipart';
import { BLOG_LIMITS, BLOG_MESSAGES, blogEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { BlogService } from './blog.service';

export interface BlogRoutesOptions {
  blog: BlogService;
  /** Upload cap per cover (tests lower it); must match the service's. */
  coverMaxBytes?: number;
}

export async function blogRoutes(
  app: FastifyInstance,
  { blog, coverMaxBytes = BLOG_LIMITS.coverMaxBytes }: BlogRoutesOptions,
) {
  // Registered here, so multipart bodies are understood by these routes only.
  await app.register(multipart, {
    limits: { fileSize: coverMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
  });

  defineRoute(app, endpoints.listPosts, (request) => blog.listPosts(request.auth, request.query));

  defineRoute(app, endpoints.createPost, (request) => blog.createPost(requireAuth(request), request.body));

  defineRoute(app, endpoints.previewArticle, (request) => blog.preview(request.body.article));

  defineRoute(app, endpoints.getCover, async (request, reply) => {
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
        // Fastify pipes a stream as it is; the declared schema only documents the bytes.
        .send(cover.stream)
    );
  });

  defineRoute(app, endpoints.getPost, (request) => blog.getPost(request.auth, request.params.id));

  defineRoute(app, endpoints.updatePost, (request) => blog.updatePost(request.params.id, request.body));

  defineRoute(app, endpoints.deletePost, async (request) => {
    await blog.deletePost(request.params.id);
    return { id: request.params.id, message: BLOG_MESSAGES.postDeleted };
  });

  defineRoute(app, endpoints.setCover, (request) =>
    blog.uploadCover(request.params.id, {
      isMultipart: request.isMultipart(),
      file: () => request.file(),
    }),
  );

  defineRoute(app, endpoints.removeCover, (request) => blog.removeCover(request.params.id));

  defineRoute(app, endpoints.addComment, (request) =>
    blog.addComment(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.deleteComment, async (request) => {
    const { id, commentId } = request.params;
    await blog.deleteComment(requireAuth(request), id, commentId);
    return { id: commentId, message: BLOG_MESSAGES.commentDeleted };
  });
}
