import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A blog post. The article is kept as Markdown and rendered on read. The cover's bytes live under
 * DATA_DIR/files/covers/<cover_sha256>.<ext>; posts with the same image share the file.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    article: text('article').notNull(),
    /** Posts outlive their author's account: the name stays, the link goes. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    published: boolean('published').notNull().default(false),
    /** Set the first time the post is published; lists sort by it. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    coverSha256: text('cover_sha256'),
    coverMimeType: text('cover_mime_type'),
    coverSize: integer('cover_size'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_published_idx').on(table.published, table.publishedAt),
    index('blog_posts_cover_idx').on(table.coverSha256),
    check(
      'blog_posts_cover_check',
      sql`(${table.coverSha256} is null) = (${table.coverMimeType} is null) and (${table.coverSha256} is null) = (${table.coverSize} is null)`,
    ),
  ],
);

/** A signed-in user's comment on a post; it goes with the post and with its author's account. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('blog_comments_post_created_idx').on(table.postId, table.createdAt)],
);

/** A message sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledByName: text('handled_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_handled_created_idx').on(table.handled, table.createdAt),
    check('contact_messages_reach_check', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);
