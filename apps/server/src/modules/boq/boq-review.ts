import {
  getTrade,
  hasQuantities,
  reviewInputs,
  TRADE_IDS,
  type BoqPerson,
  type BoqReview,
  type ReviewSheet,
  type SheetReviewState,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict } from '../../lib/errors';
import { assertEditor, loadMap } from './boq-access';
import type { BoqPricing } from './boq-pricing';
import * as review from './boq-review.repository';
import type { SheetStore } from './boq-sheet-store';

/**
 * The review of a map's BOQ (docs/product.md §4, "One review screen"): every sheet's inputs with
 * their sources, computed from what the sheets store, and the per-sheet review mark that
 * "Complete all" requires.
 */
export function createBoqReview({
  db,
  store,
  pricing,
  now,
}: {
  db: Database;
  store: SheetStore;
  pricing: BoqPricing;
  now: () => Date;
}) {
  const personOf = (id: string | null, names: ReadonlyMap<string, string>): BoqPerson | null =>
    id === null ? null : { _id: id, name: names.get(id) ?? '' };

  return {
    /** One read for the whole table: every sheet priced once, in the sidebar's order. */
    async getReview(actor: AuthUser, mapId: string): Promise<BoqReview> {
      await loadMap(db, actor, mapId);
      const { rows } = await store.ensureSheets(mapId);
      const priced = await pricing.priceSheets(rows);
      const rowOf = new Map(rows.map((row) => [row.sheet.trade, row.sheet]));
      const reviewers = rows.flatMap((row) => (row.sheet.reviewedBy ? [row.sheet.reviewedBy] : []));
      const names = await review.namesOf(db, [...new Set(reviewers)]);
      const sheets = TRADE_IDS.flatMap((trade): ReviewSheet[] => {
        const sheet = priced.find((candidate) => candidate.trade === trade);
        const row = rowOf.get(trade);
        if (!sheet || !row) return [];
        return [
          {
            trade,
            nameEn: sheet.nameEn,
            nameSw: sheet.nameSw,
            status: sheet.status,
            version: sheet.version,
            hasQuantities: hasQuantities(sheet),
            total: sheet.total,
            reviewed: row.reviewedAt !== null,
            reviewedAt: row.reviewedAt?.toISOString() ?? null,
            reviewedBy: personOf(row.reviewedBy, names),
            inputs: reviewInputs(sheet),
          },
        ];
      });
      return { mapId, sheets };
    },

    /** Marks a draft sheet reviewed (opened, or ticked on the review screen), or takes it back. */
    async setReviewed(
      actor: AuthUser,
      mapId: string,
      trade: TradeId,
      reviewed: boolean,
    ): Promise<SheetReviewState> {
      assertEditor(actor);
      await loadMap(db, actor, mapId);
      const { row } = await store.ensureSheet(mapId, trade);
      const mark = reviewed ? { reviewedBy: actor.id, reviewedAt: now() } : null;
      const written = await review.setReviewedIfDraft(db, row.sheet.id, mark);
      if (!written) {
        throw conflict(`The ${getTrade(trade).nameEn} sheet is settled; reopen it to review it again`);
      }
      const names = await review.namesOf(db, written.reviewedBy ? [written.reviewedBy] : []);
      return {
        trade,
        reviewed: written.reviewedAt !== null,
        reviewedAt: written.reviewedAt?.toISOString() ?? null,
        reviewedBy: personOf(written.reviewedBy, names),
      };
    },
  };
}
