import {
  bindingUses,
  describeBindings,
  getTrade,
  mergeRecalculation,
  missingCatalogueCodes,
  storedTakeoffOptions,
  TRADE_IDS,
  type MeasurementRef,
  type Repricing,
  type SheetBindings,
  type TakeoffOptions,
  type TouchedSheet,
  type TradeId,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { assertEditor, loadMap } from './boq-access';
import { recalculateFromMeasurements, sheetContext, storedBindings } from './boq-bindings';
import { staleMessage } from './boq-drafts';
import { findSettings } from './boq-maps.repository';
import { toLineRows, toStored } from './boq-sheet-store';
import * as sheets from './boq-sheets.repository';
import type { SheetWithPeople } from './boq-sheets.repository';

/** A sheet of a map with what it binds. */
export interface BindingSheet {
  trade: TradeId;
  status: 'draft' | 'completed';
  bindings: SheetBindings;
}

function touched(trade: TradeId): TouchedSheet {
  const { nameEn, nameSw } = getTrade(trade);
  return { trade, nameEn, nameSw };
}

/** A measurement as "which sheets read it" asks: by id and key, and by group when it is given. */
export type MeasurementIdentity = Pick<MeasurementRef, '_id' | 'key' | 'group'>;

function uses(bindings: SheetBindings, measurement: MeasurementIdentity): boolean {
  return Object.values(bindings).some((binding) => bindingUses(binding, measurement));
}

/**
 * What the measurements module needs of the BOQ: the BOQ's access rule (measurements belong to
 * the BOQ workspace), which sheets bind which measurement, and the re-pricing of the sheets that
 * bind a changed one, inside the caller's transaction.
 */
export function createBoqBindingsService({
  db,
  catalogue,
  now = () => new Date(),
}: {
  db: Database;
  catalogue: CatalogueService;
  now?: () => Date;
}) {
  return {
    /** The map, if the caller may read its BOQ (404/409 as the BOQ's own routes answer). */
    async loadMap(actor: AuthUser, mapId: string, options: { edit?: boolean } = {}) {
      if (options.edit) assertEditor(actor);
      const facts = await loadMap(db, actor, mapId);
      return { id: facts.id, title: facts.title };
    },

    /** Every sheet of the map that binds something. */
    async bindingSheets(mapId: string, tx: Database = db): Promise<BindingSheet[]> {
      return (await sheets.listSheets(tx, mapId))
        .map((row) => ({
          trade: row.sheet.trade as TradeId,
          status: row.sheet.status as BindingSheet['status'],
          bindings: storedBindings(row.sheet.bindings),
        }))
        .filter((sheet) => Object.keys(sheet.bindings).length > 0);
    },

    /**
     * The sheets (of `bindingSheets`) that read this measurement, directly, by key in an
     * expression, or — when its `group` is given — through a group function over its group.
     */
    sheetsUsing(sheetsOfMap: readonly BindingSheet[], measurement: MeasurementIdentity): TouchedSheet[] {
      return sheetsOfMap
        .filter((sheet) => uses(sheet.bindings, measurement))
        .map((sheet) => touched(sheet.trade));
    },

    /**
     * The catalogue's active codes, read before a transaction opens: inside one, PGlite's single
     * connection would wait on itself.
     */
    async activeCodes(): Promise<ReadonlySet<string>> {
      return new Set((await catalogue.activeItemsByCode()).keys());
    },

    /**
     * Re-prices, inside `tx`, every draft sheet that binds one of `changedIds`, from `refs` (the
     * map's measurements as they are now), and names the completed ones whose values the change
     * has overtaken (they keep theirs). `before` are marks as they were before the change (a mark
     * moved out of a group, or deleted): the sheets reading them are re-priced too. A sheet the
     * change makes unpriceable (an expression gone negative) throws a 400 naming it, and the
     * caller's transaction undoes everything.
     */
    async repriceBound(
      tx: Database,
      mapId: string,
      refs: readonly MeasurementRef[],
      changedIds: ReadonlySet<string>,
      activeCodes: ReadonlySet<string>,
      before: readonly MeasurementIdentity[] = [],
    ): Promise<Repricing> {
      const changed: MeasurementIdentity[] = [...refs.filter((ref) => changedIds.has(ref._id)), ...before];
      // In sidebar order, so the sheets are always written in the same order.
      const rows = (await sheets.listSheets(tx, mapId))
        .filter((row) => changed.some((ref) => uses(storedBindings(row.sheet.bindings), ref)))
        .sort(
          (left, right) =>
            TRADE_IDS.indexOf(left.sheet.trade as TradeId) - TRADE_IDS.indexOf(right.sheet.trade as TradeId),
        );
      // The BOQ-wide wastage and constants every draft is re-measured with (under its own).
      const boqWide =
        rows.length > 0 ? storedTakeoffOptions((await findSettings(tx, mapId))?.takeoffOptions) : {};
      const repricedSheets: TouchedSheet[] = [];
      const changedCompletedSheets: TouchedSheet[] = [];
      for (const row of rows) {
        const trade = row.sheet.trade as TradeId;
        if (row.sheet.status === 'draft') {
          await repriceDraft(tx, row, refs, activeCodes, boqWide);
          repricedSheets.push(touched(trade));
        } else {
          const bound = describeBindings(
            row.sheet.inputs as Record<string, unknown>,
            storedBindings(row.sheet.bindings),
            refs,
          );
          if (bound.some((input) => input.changed)) changedCompletedSheets.push(touched(trade));
        }
      }
      return { repricedSheets, changedCompletedSheets };
    },
  };

  async function repriceDraft(
    tx: Database,
    row: SheetWithPeople,
    refs: readonly MeasurementRef[],
    activeCodes: ReadonlySet<string>,
    boqWide: TakeoffOptions,
  ) {
    const { sheet } = row;
    const trade = sheet.trade as TradeId;
    const { inputs, calculated } = recalculateFromMeasurements(sheet, refs, boqWide);
    const missing = missingCatalogueCodes(calculated, activeCodes);
    if (missing.length > 0) {
      throw badRequest(
        `${sheetContext(trade)}the catalogue has no item ${missing.join(', ')} for these inputs`,
      );
    }
    const lines = mergeRecalculation((await sheets.listLines(tx, [sheet.id])).map(toStored), calculated);
    const updated = await sheets.updateSheetIf(
      tx,
      sheet.id,
      { version: sheet.version, status: 'draft' },
      { inputs },
      now(),
    );
    if (!updated) throw conflict(staleMessage(trade));
    await sheets.replaceLines(tx, sheet.id, toLineRows(lines));
  }
}

export type BoqBindingsService = ReturnType<typeof createBoqBindingsService>;
