import {
  BoqRevisionParamsSchema,
  formatInputError,
  freezeRevision,
  getTrade,
  incompleteTrades,
  type BoqRevision,
  type BoqRevisionList,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { assertEditor, loadMap } from './boq-access';
import * as maps from './boq-maps.repository';
import { createBoqPricing, type BoqServiceDeps } from './boq-pricing';
import * as revisions from './boq-revisions.repository';
import { createSheetStore } from './boq-sheet-store';

const CURRENCY = 'TZS';

/**
 * Issuing a BOQ and what was issued: a revision freezes the whole priced bill (rates and the
 * contingency and VAT of that moment) and tells the owner; it never changes afterwards. The
 * owner reads their revisions and their exports; BOQ staff read every map's.
 */
export function createBoqIssuesService({
  db,
  catalogue,
  notifications,
  now = () => new Date(),
}: BoqServiceDeps & { notifications: NotificationsService }) {
  const pricing = createBoqPricing({ db, catalogue, store: createSheetStore({ db, now }) });

  return {
    /** Freezes the BOQ as revision N+1 and tells the owner; 409 unless every sheet is completed. */
    async issue(actor: AuthUser, mapId: string): Promise<BoqRevision> {
      assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      const boq = await pricing.buildBoq(facts);
      const open = incompleteTrades(boq.sheets);
      if (open.length > 0) {
        throw conflict(
          `Every sheet must be completed before issue; still open: ${open.map((trade) => getTrade(trade).nameEn).join(', ')}`,
        );
      }
      const revisionNumber = (boq.latestRevision ?? 0) + 1;
      const issuedAt = now();
      const revision = freezeRevision({
        mapId,
        revision: revisionNumber,
        issuedAt: issuedAt.toISOString(),
        issuedBy: { _id: actor.id, name: await revisions.findUserName(db, actor.id) },
        currency: CURRENCY,
        map: boq.map,
        // The percentages of this moment are frozen with the rates: later changes never reach it.
        percentages: {
          contingencyPercent: boq.percentages.contingencyPercent,
          vatPercent: boq.percentages.vatPercent,
        },
        sheets: boq.sheets,
      });
      try {
        await maps.inTransaction(db, async (tx) => {
          await revisions.insertRevision(tx, {
            mapId,
            revision: revisionNumber,
            issuedAt,
            issuedBy: actor.id,
            grandTotal: revision.summary.grandTotal,
            snapshot: revision,
          });
          await notifications.notifyBoqIssued(tx, {
            mapId,
            ownerId: facts.ownerId,
            mapTitle: facts.title,
            revision: revisionNumber,
            grandTotal: revision.summary.grandTotal,
            currency: CURRENCY,
            at: issuedAt,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('Another revision was issued at the same moment; reload');
        throw error;
      }
      return revision;
    },

    async listRevisions(actor: AuthUser, mapId: string): Promise<BoqRevisionList> {
      const facts = await loadMap(db, actor, mapId, { asOwner: true });
      if (facts.status !== 'successful') return { items: [] };
      const rows = await revisions.listRevisions(db, mapId);
      return {
        items: rows.map((row) => {
          const snapshot = row.snapshot as BoqRevision;
          return {
            revision: row.revision,
            issuedAt: row.issuedAt.toISOString(),
            issuedBy: snapshot.issuedBy,
            grandTotal: row.grandTotal,
          };
        }),
      };
    },

    /** One revision as frozen (its exports are made from this). `rawRevision` is checked after the map. */
    async getRevision(actor: AuthUser, mapId: string, rawRevision: string): Promise<BoqRevision> {
      await loadMap(db, actor, mapId, { asOwner: true });
      const parsed = BoqRevisionParamsSchema.shape.revision.safeParse(rawRevision);
      if (!parsed.success) throw badRequest(`revision: ${formatInputError(parsed.error)}`);
      const revision = parsed.data;
      const row = await revisions.findRevision(db, mapId, revision);
      if (!row) throw notFound(`Revision ${revision} of this BOQ not found`);
      return row.snapshot as BoqRevision;
    },
  };
}

export type BoqIssuesService = ReturnType<typeof createBoqIssuesService>;
