import {
  BLOG_LIMITS,
  COVER_FIELD,
  blogEndpoints,
  isAdmin,
  pathOf,
  slugify,
  type Comment,
  type CoverMimeType,
  type CreateCommentBody,
  type CreatePostBody,
  type ListPostsQuery,
  type Post,
  type PostPage,
  type PostSummary,
  type UpdatePostBody,
} from '@kadirio/domain';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  sentence,
  unauthorized,
} from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './blog.repository';
import type { CommentWithAuthor, PostRow } from './blog.repository';
import type { FileStore } from '../../storage/file-store';
import { UploadStreamError } from '../../storage/put-upload';
import { createCoverFiles } from './cover-files';
import { COVER_EXTENSIONS, MIME_OF_EXTENSION, sniffImageType } from './cover-image';
import { excerptOf, renderArticle } from './markdown';

const POST_NOT_FOUND = 'blog.post_not_found';
const COMMENT_NOT_FOUND = 'blog.comment_not_found';

/** One file part as @fastify/multipart hands it over (only what we use). */
export interface CoverPart {
  fieldname: string;
  file: Readable & { truncated?: boolean };
}

/** The body of a cover upload: read only once the post is known to exist. */
export interface CoverSource {
  isMultipart: boolean;
  file(): Promise<CoverPart | undefined>;
}

export interface OpenedCover {
  stream: Readable;
  size: number;
  mimeType: CoverMimeType;
  etag: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const coverErrors = {
  notMultipart: () =>
    new AppError(415, `Send the cover as multipart/form-data in a part named ${COVER_FIELD}`),
  tooLarge: (maxBytes: number) => new AppError(413, `A cover image must be at most ${megabytes(maxBytes)}`),
  notImage: () => new AppError(415, 'blog.cover_not_image'),
  none: () => badRequest(sentence(`Attach the cover image in a part named ${COVER_FIELD}`)),
  wrongField: (field: string) =>
    badRequest(
      `Unexpected file part ${JSON.stringify(field)}; send the cover in a part named ${COVER_FIELD}`,
    ),
  cutShort: () => badRequest('uploads.malformed_multipart'),
};

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

function fromMultipartError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return coverErrors.tooLarge(maxBytes);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return coverErrors.notMultipart();
    default:
      return coverErrors.cutShort();
  }
}

export function coverFileName(sha256: string, mimeType: string): string {
  return `${sha256}.${COVER_EXTENSIONS[mimeType as CoverMimeType]}`;
}

function toSummary(row: PostRow, commentCount: number): PostSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: excerptOf(row.article, BLOG_LIMITS.excerptMax),
    cover:
      row.coverSha256 && row.coverMimeType && row.coverSize !== null
        ? {
            url: pathOf(blogEndpoints.getCover, { file: coverFileName(row.coverSha256, row.coverMimeType) }),
            mimeType: row.coverMimeType as CoverMimeType,
            size: row.coverSize,
            sha256: row.coverSha256,
          }
        : null,
    authorName: row.authorName,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toComment({ comment, authorName }: CommentWithAuthor): Comment {
  return {
    _id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    authorName,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  };
}

const isId = (ref: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

export interface BlogServiceDeps {
  db: Database;
  /** Where cover images are kept (`covers/` in the configured file store). */
  store: FileStore;
  coverMaxBytes: number;
  now?: () => Date;
}

export function createBlogService({ db, store, coverMaxBytes, now = () => new Date() }: BlogServiceDeps) {
  const files = createCoverFiles(store);

  /** A post as a visitor or admin may see it: drafts exist for admin only. */
  async function loadVisible(actor: AuthUser | null, ref: string): Promise<PostRow> {
    const row = isId(ref) ? await repository.findPostById(db, ref) : await repository.findPostBySlug(db, ref);
    if (!row || (!row.published && !isAdmin(actor?.accessLevel))) throw notFound(POST_NOT_FOUND);
    return row;
  }

  async function requirePost(id: string): Promise<PostRow> {
    const row = await repository.findPostById(db, id);
    if (!row) throw notFound(POST_NOT_FOUND);
    return row;
  }

  async function toPost(row: PostRow): Promise<Post> {
    const comments = (await repository.listComments(db, row.id)).map(toComment);
    return {
      ...toSummary(row, comments.length),
      article: row.article,
      html: renderArticle(row.article),
      comments,
    };
  }

  /** A slug made from the title, with -2, -3… when another post holds it already. */
  async function freeSlugFor(title: string): Promise<string> {
    const base = slugify(title) || `post-${randomBytes(3).toString('hex')}`;
    for (let attempt = 1; ; attempt += 1) {
      const suffix = attempt === 1 ? '' : `-${attempt}`;
      const candidate = `${base.slice(0, BLOG_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
      if (!(await repository.findPostBySlug(db, candidate))) return candidate;
    }
  }

  const slugTaken = (slug: string) => conflict(`Another post already uses the slug ${JSON.stringify(slug)}`);

  /** Deletes a cover file once no post shows it any more (posts may share an identical image). */
  async function releaseCover(
    row: Pick<PostRow, 'coverSha256' | 'coverMimeType'> | undefined,
  ): Promise<void> {
    if (!row?.coverSha256 || !row.coverMimeType) return;
    if ((await repository.countCoverUses(db, row.coverSha256)) > 0) return;
    await files.remove(coverFileName(row.coverSha256, row.coverMimeType));
  }

  return {
    async createPost(actor: AuthUser, body: CreatePostBody): Promise<Post> {
      const slug = body.slug ?? (await freeSlugFor(body.title));
      try {
        const row = await repository.insertPost(
          db,
          { slug, title: body.title, article: body.article, authorId: actor.id, published: body.published },
          now(),
        );
        return await toPost(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(slug);
        throw error;
      }
    },

    /** Visitors see published posts; admin may ask for drafts or everything. */
    async listPosts(actor: AuthUser | null, query: ListPostsQuery): Promise<PostPage> {
      if (query.status !== 'published') {
        if (!actor) throw unauthorized('blog.drafts_sign_in_as_admin');
        if (!isAdmin(actor?.accessLevel)) throw forbidden('blog.drafts_admin_only');
      }
      const published = query.status === 'all' ? undefined : query.status === 'published';
      const { rows, total } = await repository.listPosts(db, { published }, query);
      return {
        items: rows.map((row) => toSummary(row.post, row.commentCount)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async getPost(actor: AuthUser | null, ref: string): Promise<Post> {
      return toPost(await loadVisible(actor, ref));
    },

    async updatePost(id: string, body: UpdatePostBody): Promise<Post> {
      await requirePost(id);
      try {
        const row = await repository.updatePost(db, id, body, now());
        if (!row) throw notFound(POST_NOT_FOUND);
        return await toPost(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(body.slug ?? '');
        throw error;
      }
    },

    async deletePost(id: string): Promise<void> {
      const row = await repository.deletePost(db, id);
      if (!row) throw notFound(POST_NOT_FOUND);
      await releaseCover(row);
    },

    preview(article: string): { html: string } {
      return { html: renderArticle(article) };
    },

    /**
     * Reads one image part to a temp file, checks its size and its content (PNG, JPEG, WebP by
     * magic bytes), then stores it under its hash and points the post at it. A refused upload
     * leaves nothing behind and the post unchanged.
     */
    async uploadCover(id: string, source: CoverSource): Promise<Post> {
      await requirePost(id);
      if (!source.isMultipart) throw coverErrors.notMultipart();
      let part: CoverPart | undefined;
      try {
        part = await source.file();
      } catch (error) {
        throw fromMultipartError(error, coverMaxBytes);
      }
      if (!part) throw coverErrors.none();
      if (part.fieldname !== COVER_FIELD) {
        part.file.resume();
        throw coverErrors.wrongField(part.fieldname);
      }
      let temp;
      try {
        temp = await files.writeTemp(part.file);
      } catch (error) {
        if (error instanceof UploadStreamError) throw fromMultipartError(error.reason, coverMaxBytes);
        throw error;
      }
      try {
        if (part.file.truncated || temp.size > coverMaxBytes) throw coverErrors.tooLarge(coverMaxBytes);
        const mimeType = sniffImageType(temp.head);
        if (!mimeType) throw coverErrors.notImage();
        await files.place(temp.key, coverFileName(temp.sha256, mimeType));
        const replaced = await repository.replaceCover(
          db,
          id,
          { coverSha256: temp.sha256, coverMimeType: mimeType, coverSize: temp.size },
          now(),
        );
        if (!replaced) {
          // The post went away during the upload: the file just placed is nobody's.
          await releaseCover({ coverSha256: temp.sha256, coverMimeType: mimeType });
          throw notFound(POST_NOT_FOUND);
        }
        if (replaced.before.coverSha256 !== temp.sha256) await releaseCover(replaced.before);
        return await toPost(replaced.after);
      } finally {
        await files.removeTemp(temp.key);
      }
    },

    async removeCover(id: string): Promise<Post> {
      const replaced = await repository.replaceCover(db, id, null, now());
      if (!replaced) throw notFound(POST_NOT_FOUND);
      await releaseCover(replaced.before);
      return toPost(replaced.after);
    },

    /**
     * A cover by its content-addressed name. Served to anyone: the name is the image's sha256,
     * so it cannot be guessed, and the editor shows a draft's cover through a plain <img>.
     */
    async openCover(file: string): Promise<OpenedCover> {
      const [sha256 = '', extension = ''] = file.split('.');
      const cover = await repository.findCover(db, sha256);
      const mimeType = MIME_OF_EXTENSION[extension];
      if (!cover || cover.mimeType !== mimeType) throw notFound('blog.cover_not_found');
      const opened = await files.open(file);
      if (!opened) throw notFound('blog.cover_not_found');
      return { ...opened, mimeType, etag: `"${sha256}"` };
    },

    async addComment(actor: AuthUser, postId: string, body: CreateCommentBody): Promise<Comment> {
      const post = await loadVisible(actor, postId);
      if (!post.published) throw conflict('blog.comments_need_published_post');
      const comment = await repository.insertComment(
        db,
        { postId: post.id, authorId: actor.id, body: body.body },
        now(),
      );
      return toComment({ comment, authorName: await repository.findUserName(db, actor.id) });
    },

    /** The comment's author or admin; anyone else learns only that they may not. */
    async deleteComment(actor: AuthUser, postId: string, commentId: string): Promise<void> {
      await loadVisible(actor, postId);
      const comment = await repository.findComment(db, postId, commentId);
      if (!comment) throw notFound(COMMENT_NOT_FOUND);
      if (!isAdmin(actor.accessLevel) && comment.authorId !== actor.id) {
        throw forbidden('blog.comment_remove_author_or_admin');
      }
      await repository.deleteComment(db, commentId);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
