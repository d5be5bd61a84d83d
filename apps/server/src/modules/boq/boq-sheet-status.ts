import {
  getTrade,
  hasQuantities,
  reviewedTrades,
  type StoredLine,
  type BoqProgress,
  type BoqSheet,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, notFound } from '../../lib/errors';
import { assertEditor, loadMap } from './boq-access';
import type { MeasurementRefsOf } from './boq-bindings';
import { staleMessage } from './boq-drafts';
import * as maps from './boq-maps.repository';
import type { BoqPricing } from './boq-pricing';
import { toLineRows, type SheetStore } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import { remeasureReopened } from './boq-wide-options';

const nameOf = (trade: TradeId) => getTrade(trade).nameEn;

/** Why a sheet cannot be completed, or null when it can. */
function cannotComplete(sheet: BoqSheet): string | null {
  if (sheet.status === 'completed') return `The ${nameOf(sheet.trade)} sheet is already completed`;
  if (sheet.status === 'notApplicable')
    return `The ${nameOf(sheet.trade)} sheet is marked not applicable; reopen it first`;
  if (!hasQuantities(sheet)) {
    return `The ${nameOf(sheet.trade)} sheet has no quantities: fill it, or mark it not applicable with a reason`;
  }
  return null;
}

/**
 * The rate of every line as priced now, recorded with a completed sheet: it keeps its quantities,
 * not these rates, and names the lines whose rate moved since (docs/takeoff.md, "Revision 2 — pricing").
 */
const ratesOf = (sheet: BoqSheet): Record<string, number> =>
  Object.fromEntries(sheet.lines.map((line) => [line.code, line.rate]));

/**
 * A sheet's status: completed (locked with its quantities), not applicable (with a reason) and back
 * to draft. Every change is guarded by the sheet's version and status, so of two concurrent
 * changes the second gets 409 and nothing.
 */
export function createSheetStatus({
  db,
  store,
  pricing,
  now,
  progress,
  measurementRefs,
}: {
  db: Database;
  store: SheetStore;
  pricing: BoqPricing;
  now: () => Date;
  measurementRefs: MeasurementRefsOf;
  progress: (actor: AuthUser, mapId: string) => Promise<BoqProgress>;
}) {
  /** The sheet as priced now, after the caller's checks (editor, map, version). */
  async function openSheet(actor: AuthUser, mapId: string, trade: TradeId, version: number | undefined) {
    assertEditor(actor);
    await loadMap(db, actor, mapId);
    const { row } = await store.ensureSheet(mapId, trade);
    if (version !== undefined && version !== row.sheet.version) throw conflict(staleMessage(trade));
    return { row, priced: await pricing.readSheet(row) };
  }

  /** Writes `patch` (and `lines`, when given, in the same transaction) if the sheet is as read. */
  async function write(
    row: sheets.SheetWithPeople,
    patch: sheets.SheetPatch,
    trade: TradeId,
    lines?: readonly StoredLine[],
  ): Promise<BoqSheet> {
    const updated = await maps.inTransaction(db, async (tx) => {
      const written = await sheets.updateSheetIf(
        tx,
        row.sheet.id,
        { version: row.sheet.version, status: row.sheet.status },
        patch,
        now(),
      );
      if (written && lines) await sheets.replaceLines(tx, row.sheet.id, toLineRows(lines));
      return written;
    });
    if (!updated) throw conflict(staleMessage(trade));
    const reread = await sheets.findSheetById(db, row.sheet.id);
    if (!reread) throw notFound('boq.sheet_not_found');
    return pricing.readSheet(reread);
  }

  return {
    /** Locks a draft sheet's quantities, recording the rates it is priced at now. */
    async complete(actor: AuthUser, mapId: string, trade: TradeId, version?: number): Promise<BoqSheet> {
      const { row, priced } = await openSheet(actor, mapId, trade, version);
      const refusal = cannotComplete(priced);
      if (refusal) throw conflict(refusal);
      return write(
        row,
        { status: 'completed', completedBy: actor.id, completedAt: now(), frozenRates: ratesOf(priced) },
        trade,
      );
    },

    /** Settles a draft sheet as not part of this house: it bills nothing; its lines stay for a reopen. */
    async markNotApplicable(
      actor: AuthUser,
      mapId: string,
      trade: TradeId,
      body: { reason: string; version?: number | undefined },
    ): Promise<BoqSheet> {
      const { row } = await openSheet(actor, mapId, trade, body.version);
      if (row.sheet.status !== 'draft') {
        throw conflict(
          row.sheet.status === 'notApplicable'
            ? `The ${nameOf(trade)} sheet is already marked not applicable`
            : `The ${nameOf(trade)} sheet is completed; reopen it first`,
        );
      }
      return write(
        row,
        {
          status: 'notApplicable',
          notApplicableReason: body.reason,
          completedBy: actor.id,
          completedAt: now(),
          frozenRates: null,
        },
        trade,
      );
    },

    /**
     * Back to draft from completed or not applicable: editable again, the reason dropped. While
     * settled it kept the lines it was settled with; reopened, it is measured again in the same
     * transaction, from the measurements as they are now (bound inputs take their current values)
     * and the BOQ-wide wastage and constants of now (docs/takeoff.md §1, "Constants"), so a draft is
     * never left priced from values the drawing or the settings no longer say. Values the calculator
     * refuses are a 400 naming the sheet and the field, and the sheet stays settled.
     */
    async reopen(actor: AuthUser, mapId: string, trade: TradeId, version?: number): Promise<BoqSheet> {
      const { row } = await openSheet(actor, mapId, trade, version);
      if (row.sheet.status === 'draft') throw conflict(`The ${nameOf(trade)} sheet is not completed`);
      const { takeoffOptions } = await pricing.mapWideOf(mapId);
      const remeasured = await remeasureReopened(db, row, takeoffOptions, measurementRefs);
      return write(
        row,
        {
          status: 'draft',
          completedBy: null,
          completedAt: null,
          notApplicableReason: null,
          frozenRates: null,
          // A draft again, re-measured: to be reviewed again before "Complete all" takes it.
          reviewedAt: null,
          reviewedBy: null,
          inputs: remeasured.inputs,
        },
        trade,
        remeasured.lines,
      );
    },

    /**
     * Completes the confirmed sheets in one transaction: each must still be a draft with
     * quantities that the surveyor reviewed (what they were shown), or nothing changes and 409
     * names them (docs/product.md §4, "One review screen").
     */
    async completeReviewed(actor: AuthUser, mapId: string, trades: readonly TradeId[]): Promise<BoqProgress> {
      assertEditor(actor);
      await loadMap(db, actor, mapId);
      const { rows } = await store.ensureSheets(mapId);
      const priced = await pricing.priceSheets(rows);
      const reviewedAt = new Map(rows.map((row) => [row.sheet.trade, row.sheet.reviewedAt]));
      const reviewed = new Set(
        reviewedTrades(
          priced.map((sheet) => ({
            trade: sheet.trade,
            status: sheet.status,
            hasQuantities: hasQuantities(sheet),
            reviewed: Boolean(reviewedAt.get(sheet.trade)),
          })),
        ),
      );
      const wanted = [...new Set(trades)];
      const refused = wanted.filter((trade) => !reviewed.has(trade));
      if (refused.length > 0) {
        throw conflict(
          `These sheets are not reviewed drafts with quantities; reload and confirm again: ${refused.map(nameOf).join(', ')}`,
        );
      }
      const at = now();
      await maps.inTransaction(db, async (tx) => {
        for (const trade of wanted) {
          const row = rows.find((candidate) => candidate.sheet.trade === trade);
          const sheet = priced.find((candidate) => candidate.trade === trade);
          if (!row || !sheet) throw notFound('boq.sheet_not_found');
          const updated = await sheets.updateSheetIf(
            tx,
            row.sheet.id,
            { version: row.sheet.version, status: 'draft' },
            { status: 'completed', completedBy: actor.id, completedAt: at, frozenRates: ratesOf(sheet) },
            at,
          );
          if (!updated) throw conflict(staleMessage(trade));
        }
      });
      return progress(actor, mapId);
    },
  };
}

export type SheetStatusService = ReturnType<typeof createSheetStatus>;
