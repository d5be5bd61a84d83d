import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema/index';
import { newId } from '../../lib/ids';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertMessage(
  db: Database,
  values: { name: string; email: string | null; phone: string | null; message: string },
  at: Date,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ id: newId(), ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}

export async function listMessages(
  db: Database,
  filter: { handled?: boolean | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where: SQL | undefined =
    filter.handled === undefined ? undefined : eq(contactMessages.handled, filter.handled);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

/** Marks a message handled (by whom, when) or back to unhandled. */
export async function setHandled(
  db: Database,
  id: string,
  handled: boolean,
  byUserId: string,
  at: Date,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handled: true,
            handledAt: at,
            handledById: byUserId,
            handledByName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${byUserId}), '')`,
            updatedAt: at,
          }
        : { handled: false, handledAt: null, handledById: null, handledByName: null, updatedAt: at },
    )
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
