import { PLUMBING_OVERVIEW, TRADE_IDS, tradeRoute, type TradeId } from '@kadirio/domain/trades';

/** A map's BOQ summary. */
export const SUMMARY_ROUTE = '/boq';

/** Every sheet's inputs in one table (docs/product.md §4, "One review screen"). */
export const REVIEW_ROUTE = '/boq/review';

/**
 * The paths of the BOQ workspace: the summary, the plumbing overview and every trade's route. The
 * router loads with the app's first code, so this takes the trade ids and routes from the
 * domain's plain list (`@kadirio/domain/trades`), not the package's root (zod, the calculators).
 */
export const WORKSPACE_PATHS: readonly string[] = [
  SUMMARY_ROUTE,
  REVIEW_ROUTE,
  PLUMBING_OVERVIEW.route,
  ...TRADE_IDS.map(tradeRoute),
];

/** The query that carries the map a workspace page works on: `/blinding?map=<id>`. */
export const MAP_QUERY = 'map';

/** The query that names a mark to show on the drawing beside a sheet: `/walling?map=<id>&mark=<id>`. */
export const MARK_QUERY = 'mark';

/**
 * The trade whose sheet a pathname shows, or null (the summary, the plumbing overview, anything
 * else), so the workspace's first chunk can start the sheet's request. Case-insensitive, like the
 * router.
 */
export function workspaceTradeOf(pathname: string): TradeId | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return TRADE_IDS.find((trade) => tradeRoute(trade).toLowerCase() === path) ?? null;
}
