import {
  applyLineChanges,
  BOQ_SHEET_COUNT,
  BoqRevisionParamsSchema,
  countCompleted,
  freezeRevision,
  getCalculator,
  getTrade,
  houseModelToTradeInputs,
  HouseModelInputSchema,
  formatInputError,
  incompleteTrades,
  mergeRecalculation,
  missingCatalogueCodes,
  DEFAULT_BOQ_PERCENTAGES,
  priceSheetLines,
  summariseSheets,
  TakeoffOptionsSchema,
  TRADE_IDS,
  TRADES,
  unknownLineCodes,
  type BoqMapInfo,
  type BoqMapPage,
  type BoqPercentageSettings,
  type BoqProgress,
  type BoqResponse,
  type BoqRevision,
  type BoqRevisionList,
  type BoqSheet,
  type CatalogueEntry,
  type LegacyLineBody,
  type LegacySheetList,
  type LineChange,
  type MapNotificationList,
  type MapStatus,
  type PageQuery,
  type SaveSheetBody,
  type SetBoqPercentagesBody,
  type StoredLine,
  type TakeoffLine,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { AuthUser } from '../../lib/auth-user';
import * as repository from './boq.repository';
import type { LineRow, MapFacts, SheetWithPeople } from './boq.repository';

const MAP_NOT_FOUND = 'Map not found';
const STAFF_ROLES = new Set(['boq', 'pricetag', 'admin']);
const EDITOR_ROLES = new Set(['boq', 'admin']);
const CURRENCY = 'TZS';
const STALE_PERCENTAGES = 'The contingency and VAT were changed by someone else; reload them and try again';

type Items = readonly CatalogueEntry[];

const toStored = (row: LineRow): StoredLine => ({
  code: row.code,
  calculatorBaseQuantity: row.calculatorBaseQuantity,
  manualQuantity: row.manualQuantity,
  derivation: row.derivation,
});

const toLineRows = (lines: readonly StoredLine[]) => lines.map((line, position) => ({ ...line, position }));

const fromTakeoff = (lines: readonly TakeoffLine[]): StoredLine[] => mergeRecalculation([], lines);

function toMapInfo(facts: Omit<MapFacts, 'settings'>): BoqMapInfo {
  return {
    _id: facts.id,
    title: facts.title,
    status: facts.status as MapStatus,
    ownerName: facts.ownerName,
    region: facts.region,
    district: facts.district,
    ward: facts.ward,
    plinthArea: facts.plinthArea,
  };
}

/** The contingency and VAT a map's BOQ uses: its own, or the defaults of product.md §4 (version 0). */
function toPercentages(settings: MapFacts['settings']): BoqPercentageSettings {
  if (!settings) return { ...DEFAULT_BOQ_PERCENTAGES, version: 0, updatedAt: null };
  return {
    contingencyPercent: settings.contingencyPercent,
    vatPercent: settings.vatPercent,
    version: settings.version,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

/** The items of each trade in catalogue order, derived once per version of the catalogue cache. */
const itemsByTradeCache = new WeakMap<object, Map<TradeId, CatalogueEntry[]>>();
function groupByTrade(active: ReadonlyMap<string, CatalogueEntry>): Map<TradeId, CatalogueEntry[]> {
  let grouped = itemsByTradeCache.get(active);
  if (!grouped) {
    grouped = new Map();
    for (const item of active.values()) {
      const list = grouped.get(item.trade) ?? [];
      list.push(item);
      grouped.set(item.trade, list);
    }
    for (const list of grouped.values()) list.sort((left, right) => left.position - right.position);
    itemsByTradeCache.set(active, grouped);
  }
  return grouped;
}

/**
 * The BOQ workspace. Sheets are priced on every read from the catalogue service's cached items
 * (rates are live until issue); an issued revision is a frozen JSON copy that never re-prices.
 */
export function createBoqService({ db, catalogue }: { db: Database; catalogue: CatalogueService }) {
  /** Deactivated items by code, through the catalogue service: one list per trade concerned. */
  async function deactivatedItems(codes: readonly string[]): Promise<CatalogueEntry[]> {
    const trades = new Set(
      TRADES.filter((trade) => codes.some((code) => code.startsWith(`${trade.prefix}-`))),
    );
    const pages = await Promise.all(
      [...trades].map((trade) =>
        catalogue.listItems({ trade: trade.id, include: 'all', page: 1, limit: 500 }),
      ),
    );
    const wanted = new Set(codes);
    return pages.flatMap((page) => page.items).filter((item) => wanted.has(item.code));
  }

  /**
   * Every trade's items: the active catalogue (cached), plus deactivated items that stored lines
   * still carry (read only when there are such lines).
   */
  async function loadItems(lineCodes: Iterable<string>): Promise<(trade: TradeId) => Items> {
    const active = await catalogue.activeItemsByCode();
    const grouped = groupByTrade(active);
    const missing = [...new Set(lineCodes)].filter((code) => !active.has(code));
    if (missing.length === 0) return (trade) => grouped.get(trade) ?? [];
    const extra = await deactivatedItems(missing);
    return (trade) => {
      const own = extra.filter((item) => item.trade === trade);
      const base = grouped.get(trade) ?? [];
      if (own.length === 0) return base;
      return [...base, ...own].sort((left, right) => left.position - right.position);
    };
  }

  function toSheet(row: SheetWithPeople, lines: readonly StoredLine[], items: Items): BoqSheet {
    const { sheet } = row;
    const trade = getTrade(sheet.trade as TradeId);
    const priced = priceSheetLines(lines, items, sheet.labourPercent);
    return {
      _id: sheet.id,
      mapId: sheet.mapId,
      trade: trade.id,
      section: trade.section,
      nameEn: trade.nameEn,
      nameSw: trade.nameSw,
      status: sheet.status as BoqSheet['status'],
      version: sheet.version,
      inputs: sheet.inputs as Record<string, unknown>,
      overrides: sheet.overrides as TakeoffOptions,
      labourPercent: sheet.labourPercent,
      completedBy:
        sheet.completedBy === null ? null : { _id: sheet.completedBy, name: row.completedByName ?? '' },
      completedAt: sheet.completedAt?.toISOString() ?? null,
      lines: priced.lines,
      subtotal: priced.subtotal,
      labour: priced.labour,
      total: priced.total,
      updatedAt: sheet.updatedAt.toISOString(),
    };
  }

  /** Prices sheets with their stored lines (`lineRows` may hold other sheets' lines too). */
  async function priceSheetsWith(
    rows: readonly SheetWithPeople[],
    lineRows: readonly LineRow[],
  ): Promise<BoqSheet[]> {
    const linesBySheet = new Map<string, StoredLine[]>();
    for (const line of lineRows) {
      const list = linesBySheet.get(line.sheetId) ?? [];
      list.push(toStored(line));
      linesBySheet.set(line.sheetId, list);
    }
    const itemsOf = await loadItems(lineRows.map((line) => line.code));
    return rows.map((row) =>
      toSheet(row, linesBySheet.get(row.sheet.id) ?? [], itemsOf(row.sheet.trade as TradeId)),
    );
  }

  /** Prices sheets with their stored lines: one query for all lines. */
  async function priceSheets(rows: readonly SheetWithPeople[]): Promise<BoqSheet[]> {
    const lineRows = await repository.listLines(
      db,
      rows.map((row) => row.sheet.id),
    );
    return priceSheetsWith(rows, lineRows);
  }

  /**
   * The map, if the caller may see its BOQ: staff (boq, pricetag, admin) see `successful` maps —
   * admin learns with 409 that another state has none; the owner only with `asOwner` (revisions).
   * Anyone else: 404.
   */
  async function loadMap(actor: AuthUser, mapId: string, options: { asOwner?: boolean } = {}) {
    const facts = await repository.findMapFacts(db, mapId);
    if (!facts) throw notFound(MAP_NOT_FOUND);
    const isOwner = facts.ownerId === actor.id;
    const isStaff = STAFF_ROLES.has(actor.accessLevel);
    if (!isStaff && !(options.asOwner && isOwner)) throw notFound(MAP_NOT_FOUND);
    if (facts.status !== 'successful') {
      if (actor.accessLevel === 'admin') {
        throw conflict(`Only a successful map has a BOQ; this map is in ${facts.status}`);
      }
      if (!(options.asOwner && isOwner)) throw notFound(MAP_NOT_FOUND);
    }
    return facts;
  }

  function assertEditor(actor: AuthUser): void {
    if (!EDITOR_ROLES.has(actor.accessLevel)) throw forbidden('Only BOQ staff or an admin can change a BOQ');
  }

  /** A sheet with default inputs and the lines they give (the pre and plumbing defaults are not empty). */
  function defaultSheet(trade: TradeId): repository.NewSheet {
    const calculator = getCalculator(trade);
    const inputs = calculator.inputSchema.parse({});
    return { trade, inputs, lines: toLineRows(fromTakeoff(calculator.calculateParsed(inputs))) };
  }

  /** Every sheet of the map in sidebar order, creating the missing ones (sheets exist once opened). */
  async function ensureSheets(mapId: string): Promise<SheetWithPeople[]> {
    return (await ensureSheetsNoting(mapId)).rows;
  }

  async function ensureSheetsNoting(mapId: string): Promise<{ rows: SheetWithPeople[]; created: boolean }> {
    let rows = await repository.listSheets(db, mapId);
    const created = rows.length < BOQ_SHEET_COUNT;
    if (created) {
      const have = new Set(rows.map((row) => row.sheet.trade));
      const missing = TRADE_IDS.filter((trade) => !have.has(trade)).map(defaultSheet);
      await repository.inTransaction(db, (tx) => repository.insertSheets(tx, mapId, missing, new Date()));
      rows = await repository.listSheets(db, mapId);
    }
    const order = new Map(TRADE_IDS.map((trade, index) => [trade as string, index]));
    rows.sort((left, right) => (order.get(left.sheet.trade) ?? 0) - (order.get(right.sheet.trade) ?? 0));
    return { rows, created };
  }

  async function ensureSheet(
    mapId: string,
    trade: TradeId,
  ): Promise<{ row: SheetWithPeople; created: boolean }> {
    const found = await repository.findSheet(db, mapId, trade);
    if (found) return { row: found, created: false };
    const inserted = await repository.inTransaction(db, (tx) =>
      repository.insertSheets(tx, mapId, [defaultSheet(trade)], new Date()),
    );
    const row = await repository.findSheet(db, mapId, trade);
    if (!row) throw new Error(`sheet ${trade} of map ${mapId} vanished after insert`);
    return { row, created: inserted > 0 };
  }

  async function readSheet(row: SheetWithPeople): Promise<BoqSheet> {
    const [sheet] = await priceSheets([row]);
    if (!sheet) throw new Error('pricing one sheet returned none');
    return sheet;
  }

  /** Three queries whatever the size: the map with its percentages (before), the sheets and all their lines. */
  async function buildBoq(facts: MapFacts): Promise<BoqResponse> {
    const [{ rows, created }, lineRows] = await Promise.all([
      ensureSheetsNoting(facts.id),
      repository.listLinesOfMap(db, facts.id),
    ]);
    // Sheets created just now bring default lines the parallel read may have missed.
    const lines = created ? await repository.listLinesOfMap(db, facts.id) : lineRows;
    const sheets = await priceSheetsWith(rows, lines);
    const completedSheets = countCompleted(sheets);
    const percentages = toPercentages(facts.settings);
    const { contingencyPercent, vatPercent } = percentages;
    return {
      map: toMapInfo(facts),
      sheets,
      summary: summariseSheets(
        sheets,
        { contingencyPercent, vatPercent },
        facts.plinthArea,
      ) as BoqResponse['summary'],
      percentages,
      completedSheets,
      totalSheets: BOQ_SHEET_COUNT,
      readyToIssue: completedSheets === BOQ_SHEET_COUNT,
      latestRevision: facts.latestRevision,
    };
  }

  const staleMessage = (trade: TradeId) =>
    `The ${getTrade(trade).nameEn} sheet was changed by someone else (or is completed); reload it and try again`;

  /**
   * The one write path of a draft sheet: computes the new lines from what is stored and the
   * change, then writes sheet and lines in one transaction guarded by version and status.
   */
  async function writeDraft(
    row: SheetWithPeople,
    version: number,
    change: {
      inputs?: Record<string, unknown> | undefined;
      overrides?: TakeoffOptions | undefined;
      labourPercent?: number | undefined;
      lines?: readonly LineChange[] | undefined;
    },
  ): Promise<BoqSheet> {
    const { sheet } = row;
    const trade = sheet.trade as TradeId;
    if (sheet.status !== 'draft') {
      throw conflict(`The ${getTrade(trade).nameEn} sheet is completed; reopen it to edit`);
    }
    if (sheet.version !== version) throw conflict(staleMessage(trade));

    let lines = (await repository.listLines(db, [sheet.id])).map(toStored);
    let inputs: unknown = sheet.inputs;
    const overrides = (change.overrides ?? sheet.overrides) as TakeoffOptions;
    if (change.inputs !== undefined || change.overrides !== undefined) {
      const calculator = getCalculator(trade);
      const parsed = calculator.inputSchema.safeParse(change.inputs ?? sheet.inputs);
      if (!parsed.success) throw badRequest(`inputs: ${formatInputError(parsed.error)}`);
      inputs = parsed.data;
      const calculated = calculator.calculateParsed(parsed.data, overrides);
      const active = await catalogue.activeItemsByCode();
      const missing = missingCatalogueCodes(calculated, active.keys());
      if (missing.length > 0)
        throw badRequest(`The catalogue has no item ${missing.join(', ')} for these inputs`);
      lines = mergeRecalculation(lines, calculated);
    }
    if (change.lines && change.lines.length > 0) {
      const itemsOf = await loadItems(lines.map((line) => line.code));
      const codes = new Set([...itemsOf(trade).map((item) => item.code), ...lines.map((line) => line.code)]);
      const unknown = unknownLineCodes(change.lines, codes);
      if (unknown.length > 0) {
        throw badRequest(
          `lines: ${unknown.join(', ')} is not an item of the ${getTrade(trade).nameEn} trade`,
        );
      }
      lines = applyLineChanges(lines, change.lines);
    }

    const now = new Date();
    const saved = await repository.inTransaction(db, async (tx) => {
      const updated = await repository.updateSheetIf(
        tx,
        sheet.id,
        { version, status: 'draft' },
        {
          inputs,
          overrides,
          ...(change.labourPercent === undefined ? {} : { labourPercent: change.labourPercent }),
        },
        now,
      );
      if (!updated) throw conflict(staleMessage(trade));
      await repository.replaceLines(tx, sheet.id, toLineRows(lines));
      return updated;
    });
    // Priced from what was just written: no second read. A draft has nobody as completer.
    const itemsOf = await loadItems(lines.map((line) => line.code));
    return toSheet({ sheet: saved, completedByName: null }, lines, itemsOf(trade));
  }

  async function setStatus(
    actor: AuthUser,
    mapId: string,
    trade: TradeId,
    to: 'draft' | 'completed',
    version: number | undefined,
  ): Promise<BoqSheet> {
    assertEditor(actor);
    await loadMap(actor, mapId);
    const { row } = await ensureSheet(mapId, trade);
    const from = to === 'completed' ? 'draft' : 'completed';
    const name = getTrade(trade).nameEn;
    if (row.sheet.status !== from) {
      throw conflict(
        to === 'completed' ? `The ${name} sheet is already completed` : `The ${name} sheet is not completed`,
      );
    }
    if (version !== undefined && version !== row.sheet.version) throw conflict(staleMessage(trade));
    const updated = await repository.inTransaction(db, (tx) =>
      repository.updateSheetIf(
        tx,
        row.sheet.id,
        { version: row.sheet.version, status: from },
        to === 'completed'
          ? { status: to, completedBy: actor.id, completedAt: new Date() }
          : { status: to, completedBy: null, completedAt: null },
        new Date(),
      ),
    );
    if (!updated) throw conflict(staleMessage(trade));
    const reread = await repository.findSheetById(db, row.sheet.id);
    if (!reread) throw notFound('Sheet not found');
    return readSheet(reread);
  }

  async function loadRevision(actor: AuthUser, mapId: string, rawRevision: string): Promise<BoqRevision> {
    await loadMap(actor, mapId, { asOwner: true });
    const parsed = BoqRevisionParamsSchema.shape.revision.safeParse(rawRevision);
    if (!parsed.success) throw badRequest(`revision: ${formatInputError(parsed.error)}`);
    const revision = parsed.data;
    const row = await repository.findRevision(db, mapId, revision);
    if (!row) throw notFound(`Revision ${revision} of this BOQ not found`);
    return row.snapshot as BoqRevision;
  }

  /* ---- The specification's paths: a sheet by id, limited to some trades ---- */

  async function loadSheetById(
    actor: AuthUser,
    id: string,
    trades: readonly TradeId[],
  ): Promise<SheetWithPeople> {
    const row = await repository.findSheetById(db, id);
    if (!row || !trades.includes(row.sheet.trade as TradeId)) throw notFound('Sheet not found');
    try {
      await loadMap(actor, row.sheet.mapId);
    } catch {
      throw notFound('Sheet not found');
    }
    return row;
  }

  return {
    async listMaps(query: PageQuery): Promise<BoqMapPage> {
      const { rows, total } = await repository.listBoqMaps(db, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => ({
          map: toMapInfo(row),
          completedSheets: row.completedSheets,
          totalSheets: BOQ_SHEET_COUNT,
          latestRevision: row.latestRevision,
          lastEditedAt: row.lastEditedAt?.toISOString() ?? null,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async getBoq(actor: AuthUser, mapId: string): Promise<BoqResponse> {
      return buildBoq(await loadMap(actor, mapId));
    },

    /** The map and each trade's status in sidebar order; a sheet not opened yet counts as a draft. */
    async getProgress(actor: AuthUser, mapId: string): Promise<BoqProgress> {
      const facts = await loadMap(actor, mapId);
      const completed = new Set(
        (await repository.listSheetStatuses(db, mapId))
          .filter((row) => row.status === 'completed')
          .map((row) => row.trade),
      );
      const sheets = TRADE_IDS.map((trade) => ({
        trade,
        status: completed.has(trade) ? ('completed' as const) : ('draft' as const),
      }));
      return {
        map: toMapInfo(facts),
        sheets,
        completedSheets: sheets.filter((sheet) => sheet.status === 'completed').length,
        totalSheets: BOQ_SHEET_COUNT,
      };
    },

    async getSheet(actor: AuthUser, mapId: string, trade: TradeId): Promise<BoqSheet> {
      await loadMap(actor, mapId);
      return readSheet((await ensureSheet(mapId, trade)).row);
    },

    async saveSheet(actor: AuthUser, mapId: string, trade: TradeId, body: SaveSheetBody): Promise<BoqSheet> {
      assertEditor(actor);
      await loadMap(actor, mapId);
      const { row } = await ensureSheet(mapId, trade);
      return writeDraft(row, body.version, body);
    },

    /** Fills every draft sheet's inputs from the house model; manual quantities survive. */
    async fillFromHouse(actor: AuthUser, mapId: string, body: unknown): Promise<BoqResponse> {
      assertEditor(actor);
      const facts = await loadMap(actor, mapId);
      const house = HouseModelInputSchema.safeParse(body ?? {});
      if (!house.success) throw badRequest(formatInputError(house.error));
      const inputs = houseModelToTradeInputs(house.data);
      const rows = await ensureSheets(mapId);
      const drafts = rows.filter((row) => row.sheet.status === 'draft');
      const stored = await repository.listLines(
        db,
        drafts.map((row) => row.sheet.id),
      );
      const active = await catalogue.activeItemsByCode();
      const plans = drafts.map((row) => {
        const trade = row.sheet.trade as TradeId;
        const overrides = TakeoffOptionsSchema.parse(row.sheet.overrides);
        const calculated = getCalculator(trade).calculateParsed(inputs[trade], overrides);
        const missing = missingCatalogueCodes(calculated, active.keys());
        if (missing.length > 0)
          throw badRequest(`The catalogue has no item ${missing.join(', ')} for this house`);
        const own = stored.filter((line) => line.sheetId === row.sheet.id).map(toStored);
        return { row, inputs: inputs[trade], lines: mergeRecalculation(own, calculated) };
      });
      const now = new Date();
      await repository.inTransaction(db, async (tx) => {
        for (const plan of plans) {
          const updated = await repository.updateSheetIf(
            tx,
            plan.row.sheet.id,
            { version: plan.row.sheet.version, status: 'draft' },
            { inputs: plan.inputs },
            now,
          );
          if (!updated) throw conflict(staleMessage(plan.row.sheet.trade as TradeId));
        }
        await repository.replaceLinesOfSheets(
          tx,
          new Map(plans.map((plan) => [plan.row.sheet.id, toLineRows(plan.lines)])),
        );
      });
      return buildBoq(facts);
    },

    /** Sets the map's contingency and VAT (guarded by version); the BOQ answers with them applied. */
    async setPercentages(actor: AuthUser, mapId: string, body: SetBoqPercentagesBody): Promise<BoqResponse> {
      assertEditor(actor);
      const facts = await loadMap(actor, mapId);
      if ((facts.settings?.version ?? 0) !== body.version) throw conflict(STALE_PERCENTAGES);
      const saved = await repository.setSettingsIf(
        db,
        mapId,
        body.version,
        { contingencyPercent: body.contingencyPercent, vatPercent: body.vatPercent, updatedBy: actor.id },
        new Date(),
      );
      if (!saved) throw conflict(STALE_PERCENTAGES);
      return buildBoq({ ...facts, settings: saved });
    },

    complete: (actor: AuthUser, mapId: string, trade: TradeId, version?: number) =>
      setStatus(actor, mapId, trade, 'completed', version),
    reopen: (actor: AuthUser, mapId: string, trade: TradeId, version?: number) =>
      setStatus(actor, mapId, trade, 'draft', version),

    /** Freezes the BOQ as revision N+1 and tells the owner; 409 unless every sheet is completed. */
    async issue(actor: AuthUser, mapId: string): Promise<BoqRevision> {
      assertEditor(actor);
      const facts = await loadMap(actor, mapId);
      const boq = await buildBoq(facts);
      const open = incompleteTrades(boq.sheets);
      if (open.length > 0) {
        throw conflict(
          `Every sheet must be completed before issue; still open: ${open.map((trade) => getTrade(trade).nameEn).join(', ')}`,
        );
      }
      const revisionNumber = (boq.latestRevision ?? 0) + 1;
      const issuedAt = new Date();
      const revision = freezeRevision({
        mapId,
        revision: revisionNumber,
        issuedAt: issuedAt.toISOString(),
        issuedBy: { _id: actor.id, name: await repository.findUserName(db, actor.id) },
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
        await repository.inTransaction(db, async (tx) => {
          await repository.insertRevision(tx, {
            mapId,
            revision: revisionNumber,
            issuedAt,
            issuedBy: actor.id,
            grandTotal: revision.summary.grandTotal,
            snapshot: revision,
          });
          await repository.insertNotification(tx, {
            mapId,
            userId: facts.ownerId,
            kind: 'boqIssued',
            revision: revisionNumber,
            message: `The bill of quantities of "${facts.title}" is ready: revision ${revisionNumber}, grand total ${CURRENCY} ${revision.summary.grandTotal.toLocaleString('en-US')}.`,
            createdAt: issuedAt,
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
      const facts = await loadMap(actor, mapId, { asOwner: true });
      if (facts.status !== 'successful') return { items: [] };
      const rows = await repository.listRevisions(db, mapId);
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

    getRevision: loadRevision,

    async notifications(actor: AuthUser, mapId: string, markRead = false): Promise<MapNotificationList> {
      const facts = await repository.findMapFacts(db, mapId);
      if (!facts || (facts.ownerId !== actor.id && actor.accessLevel !== 'admin'))
        throw notFound(MAP_NOT_FOUND);
      // Admin reads the owner's notifications (support); only the owner marks them read.
      if (markRead && facts.ownerId === actor.id)
        await repository.markNotificationsRead(db, mapId, actor.id, new Date());
      const rows = await repository.listNotifications(db, mapId, facts.ownerId);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          mapId: row.mapId,
          kind: row.kind as 'boqIssued',
          revision: row.revision,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unread: rows.filter((row) => row.readAt === null).length,
      };
    },

    /* ---- /api/savedpres and /api/foundations ---- */

    async listLegacy(actor: AuthUser, trades: readonly TradeId[]): Promise<LegacySheetList> {
      const rows = await repository.listSheetsOfTrades(
        db,
        trades,
        actor.accessLevel === 'admin' ? null : 'successful',
      );
      const sheets = await priceSheets(rows);
      return {
        items: sheets.map((sheet, index) => ({
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

    async getLegacy(actor: AuthUser, id: string, trades: readonly TradeId[]): Promise<BoqSheet> {
      return readSheet(await loadSheetById(actor, id, trades));
    },

    async findOrCreateLegacy(
      actor: AuthUser,
      mapId: string,
      trade: TradeId,
    ): Promise<{ sheet: BoqSheet; created: boolean }> {
      assertEditor(actor);
      await loadMap(actor, mapId);
      const { row, created } = await ensureSheet(mapId, trade);
      return { sheet: await readSheet(row), created };
    },

    async setLegacyLine(
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
    async deleteLegacy(actor: AuthUser, id: string, trades: readonly TradeId[]): Promise<void> {
      assertEditor(actor);
      const row = await loadSheetById(actor, id, trades);
      if (row.sheet.status !== 'draft')
        throw conflict('A completed sheet cannot be deleted; reopen it first');
      if (!(await repository.deleteSheet(db, id, 'draft'))) throw conflict('The sheet changed; reload it');
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export type BoqService = ReturnType<typeof createBoqService>;
