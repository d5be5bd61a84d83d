import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqSheets, users } from '../../db/schema';

/*
 * The review marks of sheets (docs/product.md §4, "One review screen"). A mark is not an edit of
 * the sheet: it leaves its version alone, so an editor open on the sheet saves on without a 409.
 */

/** Sets or clears a draft sheet's review mark; undefined when the sheet is not a draft (any more). */
export async function setReviewedIfDraft(
  db: Database,
  sheetId: string,
  mark: { reviewedBy: string; reviewedAt: Date } | null,
): Promise<{ reviewedBy: string | null; reviewedAt: Date | null } | undefined> {
  const [row] = await db
    .update(boqSheets)
    .set({ reviewedBy: mark?.reviewedBy ?? null, reviewedAt: mark?.reviewedAt ?? null })
    .where(and(eq(boqSheets.id, sheetId), eq(boqSheets.status, 'draft')))
    .returning({ reviewedBy: boqSheets.reviewedBy, reviewedAt: boqSheets.reviewedAt });
  return row;
}

/** The names of the people with these ids (an account since deleted is absent). */
export async function namesOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
