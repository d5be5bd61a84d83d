import {
  BoqRevisionParamsSchema,
  diffRevisions,
  formatInputError,
  freezeRevision,
  getTrade,
  hasQuantities,
  incompleteTrades,
  isUnchanged,
  printedBillForm,
  liveRateChanges,
  type LiveRateChanges,
  type TradeMovedRates,
  type RateReach,
  type BoqIssuePreview,
  isAdmin,
  type BoqRevision,
  type TakeoffRegister,
  type BoqRevisionChanges,
  type BoqRevisionList,
  type IssueBoqBody,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { assertEditor, loadMap } from './boq-access';
import * as maps from './boq-maps.repository';
import type { MapFacts } from './boq-maps.repository';
import { createBoqPricing, type BoqServiceDeps, type TakeoffMarks } from './boq-pricing';
import * as revisions from './boq-revisions.repository';
import { createSheetStore } from './boq-sheet-store';

const CURRENCY = 'TZS';
const MEANWHILE = 'boq.revision_issued_concurrently';

/** What issuing now would freeze: the next revision, and the latest one it follows (if any). */
interface Candidate {
  facts: MapFacts;
  revision: BoqRevision;
  latest: BoqRevision | null;
  /** Completed sheets' lines whose rate moved since they were completed (billed at today's). */
  moved: TradeMovedRates[];
}

/**
 * Issuing a BOQ and what was issued: a revision freezes the whole priced bill (rates and the
 * contingency and VAT of that moment) and tells the owner; it never changes afterwards. Staff see
 * exactly what would be issued before they issue; every later revision says why and what changed.
 * The owner reads their revisions, their differences and their exports; BOQ staff read every map's.
 */
export function createBoqIssuesService({
  db,
  catalogue,
  notifications,
  now = () => new Date(),
  takeoff,
}: Omit<BoqServiceDeps, 'takeoff'> & {
  notifications: NotificationsService;
  /** The take-off service: its marks, and its sheet now, frozen into each revision. */
  takeoff: TakeoffMarks & { registerOf(mapId: string): Promise<TakeoffRegister> };
}) {
  const { refsOf: measurementRefs } = takeoff;
  const pricing = createBoqPricing({ db, catalogue, store: createSheetStore({ db, now }), measurementRefs });

  /** The bill as it would be issued now; 409 while a sheet is open or nothing would be billed. */
  async function candidate(
    actor: AuthUser,
    mapId: string,
    issuedAt: Date,
    reason: string | null,
  ): Promise<Candidate> {
    const facts = await loadMap(db, actor, mapId);
    const boq = await pricing.buildBoq(facts);
    const open = incompleteTrades(boq.sheets);
    if (open.length > 0) {
      throw conflict(
        `Every sheet must be completed or marked not applicable before issue; still open: ${open.map((trade) => getTrade(trade).nameEn).join(', ')}`,
      );
    }
    if (!boq.sheets.some(hasQuantities)) {
      throw conflict('boq.nothing_to_issue');
    }
    const latestRow =
      facts.latestRevision === null
        ? undefined
        : await revisions.findRevision(db, mapId, facts.latestRevision);
    const frozen = freezeRevision({
      mapId,
      revision: (facts.latestRevision ?? 0) + 1,
      issuedAt: issuedAt.toISOString(),
      issuedBy: { _id: actor.id, name: await revisions.findUserName(db, actor.id) },
      reason,
      currency: CURRENCY,
      map: boq.map,
      // The percentages of this moment are frozen with the rates: later changes never reach it.
      percentages: {
        contingencyPercent: boq.percentages.contingencyPercent,
        vatPercent: boq.percentages.vatPercent,
        ratesIncludeVat: boq.percentages.ratesIncludeVat,
        labourByKind: { ...boq.percentages.labourByKind },
      },
      // The form of this moment too: a revision re-downloads as it was issued.
      billForm: boq.percentages.billForm,
      sheets: boq.sheets,
    });
    // The plan's take-off sheet of this moment is frozen with the bill, so the owner can read the
    // measurements it was priced from (docs/takeoff.md §4, "The take-off sheet").
    const revision: BoqRevision = { ...frozen, takeoff: await takeoff.registerOf(mapId) };
    return {
      facts,
      revision,
      latest: (latestRow?.snapshot as BoqRevision | undefined) ?? null,
      moved: boq.ratesMovedSinceCompleted,
    };
  }

  /**
   * Both print in one form: a bill asked for in the other form (materials for a self-builder) is
   * a new revision even when no figure moved.
   */
  const sameForm = (latest: BoqRevision, revision: BoqRevision) =>
    printedBillForm(latest) === printedBillForm(revision);

  /** The revision number of the path, checked after the map (a stranger learns nothing from it). */
  async function findRevision(actor: AuthUser, mapId: string, rawRevision: string) {
    await loadMap(db, actor, mapId, { asOwner: true });
    const parsed = BoqRevisionParamsSchema.shape.revision.safeParse(rawRevision);
    if (!parsed.success) throw badRequest(`revision: ${formatInputError(parsed.error)}`);
    const row = await revisions.findRevision(db, mapId, parsed.data);
    if (!row) throw notFound(`Revision ${parsed.data} of this BOQ not found`);
    return row;
  }

  return {
    /** Exactly what `issue` would freeze now, and its differences from the latest revision. */
    async preview(actor: AuthUser, mapId: string): Promise<BoqIssuePreview> {
      const { facts, revision, latest, moved } = await candidate(actor, mapId, now(), null);
      const diff = latest ? diffRevisions(latest, revision) : null;
      return {
        revision,
        diff,
        unchanged: latest !== null && diff !== null && isUnchanged(diff) && sameForm(latest, revision),
        clientLanguage: facts.ownerLanguage,
        ratesMovedSinceCompleted: moved,
      };
    },

    /**
     * Freezes the BOQ as revision N+1 and tells the owner. Refused: 409 while a sheet is open,
     * when nothing changed since revision N, or when another issue won the race (the map's row is
     * locked and the latest revision read again inside the transaction); 400 without a reason
     * from revision 2.
     */
    async issue(actor: AuthUser, mapId: string, body: IssueBoqBody): Promise<BoqRevision> {
      assertEditor(actor);
      const reason = body?.reason || null;
      const issuedAt = now();
      const { facts, revision, latest } = await candidate(actor, mapId, issuedAt, reason);
      if (latest) {
        if (isUnchanged(diffRevisions(latest, revision)) && sameForm(latest, revision)) {
          throw conflict(
            `Nothing changed since revision ${latest.revision}: the client already has this bill`,
          );
        }
        if (reason === null) {
          throw badRequest(
            `reason is required for revision ${revision.revision}: say what changed since revision ${latest.revision} and why`,
          );
        }
      }
      try {
        await maps.inTransaction(db, async (tx) => {
          await maps.lockMap(tx, mapId);
          if ((await revisions.latestRevisionNumber(tx, mapId)) !== facts.latestRevision) {
            throw conflict(MEANWHILE);
          }
          await revisions.insertRevision(tx, {
            mapId,
            revision: revision.revision,
            issuedAt,
            issuedBy: actor.id,
            grandTotal: revision.summary.grandTotal,
            reason,
            snapshot: revision,
          });
          await notifications.notifyBoqIssued(tx, {
            mapId,
            ownerId: facts.ownerId,
            mapTitle: facts.title,
            revision: revision.revision,
            grandTotal: revision.summary.grandTotal,
            previousTotal: latest?.summary.grandTotal ?? null,
            currency: CURRENCY,
            reason,
            at: issuedAt,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MEANWHILE);
        throw error;
      }
      // The e-mail leaves once the revision is committed; it never holds up or fails the issue.
      await notifications
        .mailBoqIssued({
          mapId,
          ownerId: facts.ownerId,
          mapTitle: facts.title,
          revision: revision.revision,
          grandTotal: revision.summary.grandTotal,
          previousTotal: latest?.summary.grandTotal ?? null,
          currency: CURRENCY,
          reason,
          at: issuedAt,
        })
        .catch(() => undefined);
      return revision;
    },

    async listRevisions(actor: AuthUser, mapId: string): Promise<BoqRevisionList> {
      const facts = await loadMap(db, actor, mapId, { asOwner: true });
      if (facts.status !== 'successful') return { items: [] };
      const rows = await revisions.listRevisions(db, mapId);
      return {
        items: rows.map((row) => ({
          revision: row.revision,
          issuedAt: row.issuedAt.toISOString(),
          issuedBy: (row.snapshot as BoqRevision).issuedBy,
          grandTotal: row.grandTotal,
          reason: row.reason,
        })),
      };
    },

    /** One revision as frozen (its exports are made from this). `rawRevision` is checked after the map. */
    async getRevision(actor: AuthUser, mapId: string, rawRevision: string): Promise<BoqRevision> {
      return (await findRevision(actor, mapId, rawRevision)).snapshot as BoqRevision;
    },

    /** A revision against the one before it, with its reason; revision 1 has nothing before it. */
    async getChanges(actor: AuthUser, mapId: string, rawRevision: string): Promise<BoqRevisionChanges> {
      const row = await findRevision(actor, mapId, rawRevision);
      const current = row.snapshot as BoqRevision;
      const previousRow =
        row.revision > 1 ? await revisions.findRevision(db, mapId, row.revision - 1) : undefined;
      const previous = (previousRow?.snapshot as BoqRevision | undefined) ?? null;
      return {
        revision: row.revision,
        previous: previous?.revision ?? null,
        issuedAt: current.issuedAt,
        issuedBy: current.issuedBy,
        reason: row.reason,
        diff: previous ? diffRevisions(previous, current) : null,
      };
    },

    /**
     * The revision against today's catalogue: which billed lines the catalogue has re-priced
     * since it was issued, and by how much. The revision keeps its rates whatever this says.
     */
    async getLiveRates(actor: AuthUser, mapId: string, rawRevision: string): Promise<LiveRateChanges> {
      const row = await findRevision(actor, mapId, rawRevision);
      const active = await catalogue.activeItemsByCode();
      return liveRateChanges(row.snapshot as BoqRevision, (code) => active.get(code)?.rate);
    },

    /**
     * What a change of this item's rate would re-price before anything is issued: the unissued
     * BOQs whose sheets bill any item of its material (one rate per material, decision 0013).
     */
    async listUnissuedBoqsTouched(itemId: string): Promise<RateReach> {
      const item = await catalogue.getItem(itemId);
      const active = await catalogue.activeItemsByCode();
      const codes = [...active.values()]
        .filter((entry) => entry.material === item.material)
        .map((entry) => entry.code);
      return { material: item.material, boqs: await maps.listUnissuedMapsBilling(db, codes) };
    },

    /**
     * The revisions of a plan for its owner or admin only (sharing it, ticking its stages). BOQ
     * staff, who can see the plan anyway, are told 403; anyone else that it does not exist.
     */
    async listOwnRevisions(actor: AuthUser, mapId: string): Promise<BoqRevisionList> {
      const facts = await loadMap(db, actor, mapId, { asOwner: true });
      if (facts.ownerId !== actor.id && !isAdmin(actor.accessLevel)) {
        throw forbidden('shares.owner_only');
      }
      return this.listRevisions(actor, mapId);
    },

    /** A revision as frozen, for a caller already entitled to it (a live share link); null when absent. */
    async readIssued(mapId: string, revision: number): Promise<BoqRevision | null> {
      const row = await revisions.findRevision(db, mapId, revision);
      return row ? (row.snapshot as BoqRevision) : null;
    },
  };
}

export type BoqIssuesService = ReturnType<typeof createBoqIssuesService>;
