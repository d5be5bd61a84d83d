import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MaterialBody, MaterialQuery, UpdateMaterialBody } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema/index';
import { newId } from '../../lib/ids';
import { likePattern } from '../../lib/like-pattern';

export type MaterialRow = typeof materials.$inferSelect;

export async function insertMaterial(db: Database, body: MaterialBody): Promise<MaterialRow> {
  const [row] = await db
    .insert(materials)
    .values({ id: newId(), ...body })
    .returning();
  if (!row) throw new Error('insert into materials returned no row');
  return row;
}

export async function listMaterials(
  db: Database,
  query: MaterialQuery,
): Promise<{ rows: MaterialRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.material) conditions.push(eq(materials.material, query.material));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(materials.name, pattern),
      ilike(materials.material, pattern),
      ilike(materials.manufacturer, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(materials)
      .where(where)
      .orderBy(asc(materials.name), asc(materials.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(materials).where(where),
  ]);
  return { rows, total: totals[0]?.value ?? 0 };
}

export async function findMaterial(db: Database, id: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id)).limit(1);
  return row;
}

export async function updateMaterial(
  db: Database,
  id: string,
  patch: UpdateMaterialBody,
): Promise<MaterialRow | undefined> {
  const [row] = await db
    .update(materials)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(materials.id, id))
    .returning();
  return row;
}

export async function deleteMaterial(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(materials).where(eq(materials.id, id)).returning({ id: materials.id });
  return rows.length > 0;
}
