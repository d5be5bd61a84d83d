import {
  getTrade,
  isAdmin,
  type BoqSheet,
  type LegacyLineBody,
  type LegacySheetList,
  type TradeId,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertEditor, loadMap } from './boq-access';
import { createDraftWriter } from './boq-drafts';
import { createBoqPricing, type BoqServiceDeps } from './boq-pricing';
import { createSheetStore } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

const SHEET_NOT_FOUND = 'boq.sheet_not_found';

/**
 * The specification's sheet paths (`/api/savedpres/`, `/api/foundations/`): the same sheets as
 * the workspace's, addressed by id and limited to each resource's trades.
 */
export function createLegacySheetsService({
  db,
  catalogue,
  now = () => new Date(),
  takeoff,
}: BoqServiceDeps) {
  const { refsOf: measurementRefs } = takeoff;
  const store = createSheetStore({ db, now });
  const pricing = createBoqPricing({ db, catalogue, store, measurementRefs });
  const writeDraft = createDraftWriter({ db, pricing, now, measurementRefs });

  /** A sheet of one of `trades` on a map whose BOQ the caller may see; 404 for anything else. */
  async function loadSheetById(
    actor: AuthUser,
    id: string,
    trades: readonly TradeId[],
  ): Promise<SheetWithPeople> {
    const row = await sheets.findSheetById(db, id);
    if (!row || !trades.includes(row.sheet.trade as TradeId)) throw notFound(SHEET_NOT_FOUND);
    try {
      await loadMap(db, actor, row.sheet.mapId);
    } catch {
      throw notFound(SHEET_NOT_FOUND);
    }
    return row;
  }

  return {
    /** Admin sees the sheets of every map; BOQ staff those of `successful` maps. */
    async listSheets(actor: AuthUser, trades: readonly TradeId[]): Promise<LegacySheetList> {
      const rows = await sheets.listSheetsOfTrades(
        db,
        trades,
        isAdmin(actor.accessLevel) ? null : 'successful',
      );
      const priced = await pricing.priceSheets(rows);
      return {
        items: priced.map((sheet, index) => ({
          _id: sheet._id,
          mapId: sheet.mapId,
          mapTitle: rows[index]?.mapTitle ?? '',
          trade: sheet.trade,
          status: sheet.status,
          version: sheet.version,
          total: sheet.total,
          updatedAt: sheet.updatedAt,
        })),
      };
    },

    async getSheet(actor: AuthUser, id: string, trades: readonly TradeId[]): Promise<BoqSheet> {
      return pricing.readSheet(await loadSheetById(actor, id, trades));
    },

    async findOrCreateSheet(
      actor: AuthUser,
      mapId: string,
      trade: TradeId,
    ): Promise<{ sheet: BoqSheet; created: boolean }> {
      assertEditor(actor);
      await loadMap(db, actor, mapId);
      const { row, created } = await store.ensureSheet(mapId, trade);
      return { sheet: await pricing.readSheet(row), created };
    },

    /** Types a quantity on the line of one catalogue item (null: back to the calculator's). */
    async setLine(
      actor: AuthUser,
      id: string,
      trades: readonly TradeId[],
      body: LegacyLineBody,
    ): Promise<BoqSheet> {
      assertEditor(actor);
      const row = await loadSheetById(actor, id, trades);
      const item = await catalogue.getItem(body.materialId).catch(() => undefined);
      if (!item || item.trade !== row.sheet.trade) {
        throw badRequest(
          `materialId is not an item of the ${getTrade(row.sheet.trade as TradeId).nameEn} trade`,
        );
      }
      return writeDraft(row, row.sheet.version, { lines: [{ code: item.code, quantity: body.quantity }] });
    },

    /** Deletes a draft sheet: it starts afresh when next opened. A completed sheet must be reopened first. */
    async deleteSheet(actor: AuthUser, id: string, trades: readonly TradeId[]): Promise<void> {
      assertEditor(actor);
      const row = await loadSheetById(actor, id, trades);
      if (row.sheet.status !== 'draft') throw conflict('boq.delete_completed_sheet');
      if (!(await sheets.deleteSheet(db, id, 'draft'))) throw conflict('boq.sheet_changed');
    },
  };
}

export type LegacySheetsService = ReturnType<typeof createLegacySheetsService>;
