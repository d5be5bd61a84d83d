import {
  BOQ_SHEET_COUNT,
  countCompleted,
  getTrade,
  priceSheetLines,
  summariseSheets,
  TRADES,
  type BoqResponse,
  type BoqSheet,
  type CatalogueEntry,
  type StoredLine,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { toMapInfo, toPercentages } from './boq-access';
import type { MapFacts } from './boq-maps.repository';
import { toStored, type SheetStore } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { LineRow, SheetWithPeople } from './boq-sheets.repository';

/** What every BOQ service is built from; `now` is the clock of every time it writes. */
export interface BoqServiceDeps {
  db: Database;
  catalogue: CatalogueService;
  now?: () => Date;
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

/**
 * Sheets are priced on every read from the catalogue service's cached items (rates are live
 * until issue); an issued revision is a frozen copy that never re-prices.
 */
export function createBoqPricing({
  db,
  catalogue,
  store,
}: {
  db: Database;
  catalogue: CatalogueService;
  store: SheetStore;
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
    const lineRows = await sheets.listLines(
      db,
      rows.map((row) => row.sheet.id),
    );
    return priceSheetsWith(rows, lineRows);
  }

  return {
    loadItems,
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
      const priced = await priceSheetsWith(rows, lines);
      const completedSheets = countCompleted(priced);
      const percentages = toPercentages(facts.settings);
      const { contingencyPercent, vatPercent } = percentages;
      return {
        map: toMapInfo(facts),
        sheets: priced,
        summary: summariseSheets(
          priced,
          { contingencyPercent, vatPercent },
          facts.plinthArea,
        ) as BoqResponse['summary'],
        percentages,
        completedSheets,
        totalSheets: BOQ_SHEET_COUNT,
        readyToIssue: completedSheets === BOQ_SHEET_COUNT,
        latestRevision: facts.latestRevision,
      };
    },
  };
}

export type BoqPricing = ReturnType<typeof createBoqPricing>;
