import {
  BOQ_SHEET_COUNT,
  countSettled,
  getTrade,
  labourPercentFor,
  listMovedRates,
  movedSinceCompleted,
  priceSheetLines,
  sheetWorkItems,
  summariseSheets,
  TRADES,
  type BoqResponse,
  type BoqSheet,
  type CatalogueEntry,
  describeBindings,
  effectiveTakeoffOptions,
  type MeasurementRef,
  type StoredLine,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { toMapInfo, toMapWide, toPercentages, type MapWideSettings } from './boq-access';
import { hasBindings, storedBindings, storedInputSources, type MeasurementRefsOf } from './boq-bindings';
import { findSettings, type MapFacts } from './boq-maps.repository';
import { upgradeRevision1Draft } from './boq-revision1-inputs';
import { toStored, type SheetStore } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { LineRow, SheetWithPeople } from './boq-sheets.repository';

/** What every BOQ service is built from; `now` is the clock of every time it writes. */
export interface BoqServiceDeps {
  db: Database;
  catalogue: CatalogueService;
  now?: () => Date;
  /** The take-off service: the plan's marks, for sheets whose inputs are bound to them. */
  takeoff: TakeoffMarks;
}

/** What the BOQ services read of the take-off module (takeoff.service.ts). */
export interface TakeoffMarks {
  refsOf: MeasurementRefsOf;
}

type Items = readonly CatalogueEntry[];

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

/** The rates a completed sheet recorded when it was completed (code → rate); null when none. */
function completedRatesOf(recorded: unknown): Record<string, number> | null {
  if (recorded === null || typeof recorded !== 'object') return null;
  return Object.fromEntries(
    Object.entries(recorded as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/**
 * Sheets are priced on every read from the catalogue service's cached items (rates are live
 * until issue, completed sheets included); an issued revision is a frozen copy that never re-prices.
 */
export function createBoqPricing({
  db,
  catalogue,
  store,
  measurementRefs,
}: {
  db: Database;
  catalogue: CatalogueService;
  store: SheetStore;
  measurementRefs: MeasurementRefsOf;
}) {
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

  /** A map's BOQ-wide labour by kind, wastage and constants: its settings, or the defaults (one small query). */
  async function mapWideOf(mapId: string, tx: Database = db): Promise<MapWideSettings> {
    return toMapWide(await findSettings(tx, mapId));
  }

  /**
   * Prices one sheet. Its labour % is its own override, else the BOQ-wide % of its trade's kind
   * (docs/takeoff.md, "Revision 2 — pricing"); its work items are measured with its effective
   * wastage and constants (BOQ-wide under its own), as its lines were. `refs`: the map's
   * measurements, needed only when the sheet has bindings.
   */
  function toSheet(
    row: SheetWithPeople,
    lines: readonly StoredLine[],
    items: Items,
    wide: MapWideSettings,
    refs: readonly MeasurementRef[] = [],
  ): BoqSheet {
    const { sheet } = row;
    const bindings = storedBindings(sheet.bindings);
    const trade = getTrade(sheet.trade as TradeId);
    const overrides = sheet.overrides as TakeoffOptions;
    // A revision-1 foundation wall prices with the documented default height (until its next save).
    const upgraded = upgradeRevision1Draft(sheet, lines, refs, wide.takeoffOptions);
    const inputs = upgraded?.inputs ?? (sheet.inputs as Record<string, unknown>);
    const labourPercent = labourPercentFor(trade.id, wide.labourByKind, sheet.labourPercent);
    // A not-applicable sheet bills nothing (its lines wait, stored, for a reopen). Every other
    // sheet, completed or not, prices at today's rates: one rate per material in one bill
    // (docs/takeoff.md, "Revision 2 — pricing"); a completed sheet only says which lines moved.
    const priced = priceSheetLines(
      sheet.status === 'notApplicable' ? [] : (upgraded?.lines ?? lines),
      items,
      labourPercent,
    );
    const moved =
      sheet.status === 'completed'
        ? movedSinceCompleted(priced.lines, completedRatesOf(sheet.frozenRates))
        : [];
    return {
      _id: sheet.id,
      mapId: sheet.mapId,
      trade: trade.id,
      section: trade.section,
      nameEn: trade.nameEn,
      nameSw: trade.nameSw,
      status: sheet.status as BoqSheet['status'],
      version: sheet.version,
      inputs,
      overrides,
      boqWideOptions: wide.takeoffOptions,
      labourPercent,
      labourOverride: sheet.labourPercent,
      repricedNotice: sheet.repricedNotice,
      ...(upgraded?.foundationHeightDefaulted ? { foundationHeightNotice: true } : {}),
      completedBy:
        sheet.completedBy === null ? null : { _id: sheet.completedBy, name: row.completedByName ?? '' },
      completedAt: sheet.completedAt?.toISOString() ?? null,
      notApplicableReason: sheet.notApplicableReason,
      inputSources: storedInputSources(sheet.inputSources),
      lines: priced.lines,
      leftOut: priced.leftOut,
      subtotal: priced.subtotal,
      labour: priced.labour,
      total: priced.total,
      workItems: sheetWorkItems(
        trade.id,
        inputs,
        effectiveTakeoffOptions({ boqWide: wide.takeoffOptions, sheet: overrides }),
        priced.lines,
        priced.labour,
      ),
      ...(moved.length > 0 ? { ratesMovedSinceCompleted: moved } : {}),
      updatedAt: sheet.updatedAt.toISOString(),
      ...(hasBindings(bindings) ? { bindings: describeBindings(inputs, bindings, refs) } : {}),
    };
  }

  /** Prices sheets with their stored lines (`lineRows` may hold other sheets' lines too). */
  async function priceSheetsWith(
    rows: readonly SheetWithPeople[],
    lineRows: readonly LineRow[],
    wide?: MapWideSettings,
  ): Promise<BoqSheet[]> {
    const linesBySheet = new Map<string, StoredLine[]>();
    for (const line of lineRows) {
      const list = linesBySheet.get(line.sheetId) ?? [];
      list.push(toStored(line));
      linesBySheet.set(line.sheetId, list);
    }
    const itemsOf = await loadItems(lineRows.map((line) => line.code));
    const wideOf = new Map<string, MapWideSettings>();
    for (const mapId of new Set(rows.map((row) => row.sheet.mapId))) {
      wideOf.set(mapId, wide ?? (await mapWideOf(mapId)));
    }
    const bound = rows.find((row) => hasBindings(storedBindings(row.sheet.bindings)));
    const refs = bound ? await measurementRefs(db, bound.sheet.mapId) : [];
    return rows.map((row) =>
      toSheet(
        row,
        linesBySheet.get(row.sheet.id) ?? [],
        itemsOf(row.sheet.trade as TradeId),
        wideOf.get(row.sheet.mapId) ?? toMapWide(null),
        refs,
      ),
    );
  }

  /** Prices sheets with their stored lines: one query for all lines. */
  async function priceSheets(rows: readonly SheetWithPeople[]): Promise<BoqSheet[]> {
    const lineRows = await sheets.listLines(
      db,
      rows.map((row) => row.sheet.id),
    );
    return priceSheetsWith(rows, lineRows);
  }

  return {
    loadItems,
    mapWideOf,
    toSheet,
    priceSheets,

    async readSheet(row: SheetWithPeople): Promise<BoqSheet> {
      const [sheet] = await priceSheets([row]);
      if (!sheet) throw new Error('pricing one sheet returned none');
      return sheet;
    },

    /** Three queries whatever the size: the map with its percentages (before), the sheets and all their lines. */
    async buildBoq(facts: MapFacts): Promise<BoqResponse> {
      const [{ rows, created }, lineRows] = await Promise.all([
        store.ensureSheets(facts.id),
        sheets.listLinesOfMap(db, facts.id),
      ]);
      // Sheets created just now bring default lines the parallel read may have missed.
      const lines = created ? await sheets.listLinesOfMap(db, facts.id) : lineRows;
      const priced = await priceSheetsWith(rows, lines, toMapWide(facts.settings));
      const completedSheets = countSettled(priced);
      const percentages = toPercentages(facts.settings);
      const { contingencyPercent, vatPercent, ratesIncludeVat } = percentages;
      return {
        map: toMapInfo(facts),
        sheets: priced,
        summary: summariseSheets(
          priced,
          { contingencyPercent, vatPercent, ratesIncludeVat },
          facts.plinthArea,
        ) as BoqResponse['summary'],
        percentages,
        completedSheets,
        totalSheets: BOQ_SHEET_COUNT,
        readyToIssue: completedSheets === BOQ_SHEET_COUNT,
        latestRevision: facts.latestRevision,
        ratesMovedSinceCompleted: listMovedRates(priced),
      };
    },
  };
}

export type BoqPricing = ReturnType<typeof createBoqPricing>;
