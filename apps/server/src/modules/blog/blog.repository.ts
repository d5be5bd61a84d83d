import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogComments, blogPosts, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type PostRow = typeof blogPosts.$inferSelect;
export type CommentRow = typeof blogComments.$inferSelect;

export interface PostListRow {
  post: PostRow;
  commentCount: number;
}

export interface CommentWithAuthor {
  comment: CommentRow;
  authorName: string;
}

export interface NewPost {
  slug: string;
  title: string;
  article: string;
  authorId: string;
  published: boolean;
}

export interface PostPatch {
  slug?: string;
  title?: string;
  article?: string;
  published?: boolean;
}

export interface CoverValues {
  coverSha256: string;
  coverMimeType: string;
  coverSize: number;
}

const commentCount = sql<number>`(select count(*) from ${blogComments} where ${blogComments.postId} = ${blogPosts.id})::int`;

/** The user's name as it is now ('' if the account is gone). */
const nameOf = (userId: string) =>
  sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${userId}), '')`;

export async function insertPost(db: Database, values: NewPost, at: Date): Promise<PostRow> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      id: newId(),
      ...values,
      authorName: nameOf(values.authorId),
      publishedAt: values.published ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('insert into blog_posts returned no row');
  return row;
}

export async function findPostById(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function findPostBySlug(db: Database, slug: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row;
}

/** Published posts newest first (by publication); drafts, never published, by creation. */
export async function listPosts(
  db: Database,
  filter: { published?: boolean | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: PostListRow[]; total: number }> {
  const where: SQL | undefined =
    filter.published === undefined ? undefined : eq(blogPosts.published, filter.published);
  const [rows, totals] = await Promise.all([
    db
      .select({ post: blogPosts, commentCount })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** Applies the patch; the first publication stamps publishedAt, later ones keep it. */
export async function updatePost(
  db: Database,
  id: string,
  patch: PostPatch,
  at: Date,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({
      ...patch,
      ...(patch.published
        ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${at.toISOString()}::timestamptz)` }
        : {}),
      updatedAt: at,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function setCover(
  db: Database,
  id: string,
  cover: CoverValues | null,
  at: Date,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({
      coverSha256: cover?.coverSha256 ?? null,
      coverMimeType: cover?.coverMimeType ?? null,
      coverSize: cover?.coverSize ?? null,
      updatedAt: at,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

/**
 * Sets a post's cover and answers the row as it was just before, read under a row lock in the
 * same transaction: of several uploads to one post at once, each learns exactly the cover it
 * replaced, so each replaced file is released once and only the last upload's file stays.
 */
export async function replaceCover(
  db: Database,
  id: string,
  cover: CoverValues | null,
  at: Date,
): Promise<{ before: PostRow; after: PostRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) return undefined;
    const after = await setCover(tx, id, cover, at);
    return after ? { before, after } : undefined;
  });
}

export async function deletePost(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

/** The cover a file name stands for, if any post still uses it. */
export async function findCover(
  db: Database,
  sha256: string,
): Promise<{ mimeType: string; size: number } | undefined> {
  const [row] = await db
    .select({ mimeType: blogPosts.coverMimeType, size: blogPosts.coverSize })
    .from(blogPosts)
    .where(eq(blogPosts.coverSha256, sha256))
    .limit(1);
  return row?.mimeType && row.size !== null ? { mimeType: row.mimeType, size: row.size } : undefined;
}

export async function countCoverUses(db: Database, sha256: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(blogPosts).where(eq(blogPosts.coverSha256, sha256));
  return row?.value ?? 0;
}

export async function listComments(db: Database, postId: string): Promise<CommentWithAuthor[]> {
  return db
    .select({ comment: blogComments, authorName: users.name })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .where(eq(blogComments.postId, postId))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}

export async function insertComment(
  db: Database,
  values: { postId: string; authorId: string; body: string },
  at: Date,
): Promise<CommentRow> {
  const [row] = await db
    .insert(blogComments)
    .values({ id: newId(), ...values, createdAt: at })
    .returning();
  if (!row) throw new Error('insert into blog_comments returned no row');
  return row;
}

export async function findComment(
  db: Database,
  postId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId)));
  return row;
}

export async function deleteComment(db: Database, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(blogComments)
    .where(eq(blogComments.id, commentId))
    .returning({ id: blogComments.id });
  return rows.length > 0;
}

export async function findUserName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
