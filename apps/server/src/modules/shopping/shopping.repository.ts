import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingTicks } from '../../db/schema';

export async function listTicks(db: Database, mapId: string) {
  return db
    .select({ material: shoppingTicks.material, boughtAt: shoppingTicks.boughtAt })
    .from(shoppingTicks)
    .where(eq(shoppingTicks.mapId, mapId))
    .orderBy(asc(shoppingTicks.material));
}

/** Ticks a material bought; ticking one already bought keeps its first date. */
export async function tick(
  db: Database,
  mapId: string,
  material: string,
  at: Date,
  by: string,
): Promise<void> {
  await db
    .insert(shoppingTicks)
    .values({ mapId, material, boughtAt: at, boughtBy: by })
    .onConflictDoNothing({ target: [shoppingTicks.mapId, shoppingTicks.material] });
}

/** Unticks a material; answers whether it was ticked. */
export async function untick(db: Database, mapId: string, material: string): Promise<boolean> {
  const rows = await db
    .delete(shoppingTicks)
    .where(and(eq(shoppingTicks.mapId, mapId), eq(shoppingTicks.material, material)))
    .returning({ material: shoppingTicks.material });
  return rows.length > 0;
}
