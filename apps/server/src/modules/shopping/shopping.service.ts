import { BOQ_EDITORS, BOQ_READERS, can, type ShoppingTicks } from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { BoqIssuesService } from '../boq/boq-issues.service';
import * as repository from './shopping.repository';

/** What the ticks ask of the BOQ: who may open the plan's bill, and its issued revisions. */
export type ShoppingBills = Pick<BoqIssuesService, 'listRevisions' | 'readIssued'>;

/**
 * The "bought" ticks of a plan's shopping list (docs/product.md, "The shopping list"), kept on
 * the server so the phone and the builder's laptop show the same. Who may read them is the BOQ's
 * rule (the owner, BOQ staff, admin); the owner and BOQ editors tick.
 */
export function createShoppingService({
  db,
  issues,
  now = () => new Date(),
}: {
  db: Database;
  issues: ShoppingBills;
  now?: () => Date;
}) {
  async function ticks(mapId: string): Promise<ShoppingTicks> {
    const rows = await repository.listTicks(db, mapId);
    return { items: rows.map((row) => ({ material: row.material, boughtAt: row.boughtAt.toISOString() })) };
  }

  /**
   * 404 unless the caller may read the plan's bill (its owner, BOQ staff, admin); then 403 for a
   * price setter, who reads but does not tick. Answers the plan's issued revision numbers.
   */
  async function assertMayTick(actor: AuthUser, mapId: string): Promise<number[]> {
    const { items } = await issues.listRevisions(actor, mapId);
    if (can(BOQ_READERS, actor.accessLevel) && !can(BOQ_EDITORS, actor.accessLevel)) {
      throw forbidden('shopping.owner_or_editor_only');
    }
    return items.map((item) => item.revision);
  }

  return {
    assertMayTick: async (actor: AuthUser, mapId: string): Promise<void> => {
      await assertMayTick(actor, mapId);
    },

    async list(actor: AuthUser, mapId: string): Promise<ShoppingTicks> {
      await issues.listRevisions(actor, mapId);
      return ticks(mapId);
    },

    /**
     * 409 before a BOQ is issued; 404 for a material that is not on the latest revision's
     * shopping list (one ticked before may still be unticked).
     */
    async setBought(
      actor: AuthUser,
      mapId: string,
      material: string,
      bought: boolean,
    ): Promise<ShoppingTicks> {
      const revisions = await assertMayTick(actor, mapId);
      if (revisions.length === 0) throw conflict('shopping.nothing_issued');
      const latest = await issues.readIssued(mapId, Math.max(...revisions));
      const listed = latest?.shoppingList.items.some((item) => item.material === material) ?? false;
      if (bought) {
        if (!listed) throw notFound('shopping.material_not_listed');
        await repository.tick(db, mapId, material, now(), actor.id);
      } else {
        const wasTicked = await repository.untick(db, mapId, material);
        if (!listed && !wasTicked) throw notFound('shopping.material_not_listed');
      }
      return ticks(mapId);
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
