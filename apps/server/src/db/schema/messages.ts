import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { maps } from './maps';
import { users } from './users';

/**
 * The thread of a plan between its client and the quantity surveyors: the client's questions on an
 * issued revision, the surveyors' answers, and the client's acceptance of a revision (once each).
 */
export const mapMessages = pgTable(
  'map_messages',
  {
    id: uuid('id').primaryKey(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the message stays in the plan's history. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** `client` (the plan's owner) or `surveyor` (BOQ staff or admin). */
    authorRole: text('author_role').notNull(),
    kind: text('kind').notNull(),
    /** The issued revision the message is about; null for a message about the plan as a whole. */
    revision: integer('revision'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('map_messages_map_created_idx').on(table.mapId, table.createdAt),
    uniqueIndex('map_messages_one_acceptance_unique')
      .on(table.mapId, table.revision)
      .where(sql`${table.kind} = 'acceptance'`),
    check('map_messages_kind_check', sql`${table.kind} in ('question','answer','acceptance')`),
    check('map_messages_author_role_check', sql`${table.authorRole} in ('client','surveyor')`),
  ],
);
