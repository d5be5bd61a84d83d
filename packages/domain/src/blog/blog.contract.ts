import { z } from 'zod';
import { IdSchema, pageOf, PageQuerySchema } from '../http.contract';

export const BLOG_LIMITS = {
  titleMax: 200,
  slugMax: 120,
  /** Markdown source; about 30 printed pages. */
  articleMax: 100_000,
  commentMax: 2000,
  /** 5 MiB per cover image. */
  coverMaxBytes: 5 * 1024 * 1024,
  excerptMax: 220,
} as const;

export const COVER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CoverMimeType = (typeof COVER_MIME_TYPES)[number];
/** The multipart part a cover upload is sent in. */
export const COVER_FIELD = 'file';

/** Lower-case words joined by single hyphens: what appears in /blog/<slug>. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SlugSchema = z
  .string({ message: 'slug must be text' })
  .trim()
  .min(1, { message: 'slug is required' })
  .max(BLOG_LIMITS.slugMax, { message: `slug must be at most ${BLOG_LIMITS.slugMax} characters` })
  .regex(SLUG_PATTERN, { message: 'slug may hold only lower-case letters, digits and single hyphens' })
  // /api/blog/:id takes an id or a slug, so a slug must never read as an id.
  .refine((slug) => !IdSchema.safeParse(slug).success, { message: 'slug must not look like an id' });

/** A post's title made into a slug: accents dropped, anything else between words becomes a hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, '');
}

const TitleSchema = z
  .string({ message: 'title is required' })
  .trim()
  .min(1, { message: 'title is required' })
  .max(BLOG_LIMITS.titleMax, { message: `title must be at most ${BLOG_LIMITS.titleMax} characters` });

const ArticleSchema = z
  .string({ message: 'article is required' })
  .max(BLOG_LIMITS.articleMax, { message: `article must be at most ${BLOG_LIMITS.articleMax} characters` })
  .refine((value) => value.trim().length > 0, { message: 'article is required' });

const PublishedSchema = z.boolean({ message: 'published must be true or false' });

export const CreatePostBodySchema = z.strictObject({
  title: TitleSchema,
  /** Made from the title when left out. */
  slug: SlugSchema.optional(),
  article: ArticleSchema,
  published: PublishedSchema.default(false),
});
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;

export const UpdatePostBodySchema = z
  .strictObject({
    title: TitleSchema.optional(),
    slug: SlugSchema.optional(),
    article: ArticleSchema.optional(),
    published: PublishedSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'send at least one of title, slug, article, published',
  });
export type UpdatePostBody = z.infer<typeof UpdatePostBodySchema>;

export const PreviewBodySchema = z.strictObject({
  article: z
    .string({ message: 'article is required' })
    .max(BLOG_LIMITS.articleMax, { message: `article must be at most ${BLOG_LIMITS.articleMax} characters` }),
});
export type PreviewBody = z.infer<typeof PreviewBodySchema>;
export const PreviewResponseSchema = z.object({ html: z.string() });
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;

export const POST_STATUS_FILTERS = ['published', 'draft', 'all'] as const;
export const ListPostsQuerySchema = PageQuerySchema.extend({
  /** Anything but `published` is for admin only. */
  status: z
    .enum(POST_STATUS_FILTERS, { message: `status must be one of ${POST_STATUS_FILTERS.join(', ')}` })
    .default('published'),
});
export type ListPostsQuery = z.infer<typeof ListPostsQuerySchema>;

/** `/api/blog/:id` takes the post's id or its slug. */
export const PostRefParamsSchema = z.object({
  id: z.union([IdSchema, SlugSchema], { message: 'id must be a post id or slug' }),
});

export const CommentParamsSchema = z.object({ id: IdSchema, commentId: IdSchema });

export const CoverParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/, { message: 'file must be a cover file name' }),
});

export const CoverSchema = z.object({
  /** Immutable: the file name is the content's sha256. */
  url: z.string(),
  mimeType: z.enum(COVER_MIME_TYPES),
  size: z.number().int(),
  sha256: z.string(),
});
export type Cover = z.infer<typeof CoverSchema>;

export const PostSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** The article's first words as plain text, for lists and meta descriptions. */
  excerpt: z.string(),
  cover: CoverSchema.nullable(),
  authorName: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const CommentSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  /** Null once the author's account is gone. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const PostSchema = PostSummarySchema.extend({
  article: z.string(),
  /** The article rendered on the server and sanitised: safe to insert as HTML. */
  html: z.string(),
  comments: z.array(CommentSchema),
});
export type Post = z.infer<typeof PostSchema>;

export const PostPageSchema = pageOf(PostSummarySchema);
export type PostPage = z.infer<typeof PostPageSchema>;

export const CreateCommentBodySchema = z.strictObject({
  body: z
    .string({ message: 'body is required' })
    .trim()
    .min(1, { message: 'body is required' })
    .max(BLOG_LIMITS.commentMax, { message: `body must be at most ${BLOG_LIMITS.commentMax} characters` }),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export const DeletedResponseSchema = z.object({ id: z.string(), message: z.string() });

export const BLOG_MESSAGES = {
  postDeleted: 'Post deleted',
  commentDeleted: 'Comment deleted',
  coverRemoved: 'Cover removed',
} as const;
