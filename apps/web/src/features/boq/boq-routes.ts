import { PLUMBING_OVERVIEW, TRADES, type TradeId } from '@kadirio/domain';
import { MAP_QUERY, MARK_QUERY, REVIEW_ROUTE, SUMMARY_ROUTE } from './workspace-paths';

/**
 * The workspace keeps the specification's routes as they are (`/blinding`, `/septic`, `/plumbing`
 * …, no parameters) and carries the map it works on as a query: `/blinding?map=<id>`. `/boq?map=`
 * is the map's summary. A route opened without `?map` falls back to the last map worked on.
 */
export { MAP_QUERY, MARK_QUERY, REVIEW_ROUTE, SUMMARY_ROUTE };

export type WorkspacePage =
  { kind: 'summary' } | { kind: 'review' } | { kind: 'plumbing' } | { kind: 'trade'; trade: TradeId };

/** The page of a pathname; routes match case-insensitively, like the router. */
export function workspacePageOf(pathname: string): WorkspacePage | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === SUMMARY_ROUTE) return { kind: 'summary' };
  if (path === REVIEW_ROUTE) return { kind: 'review' };
  if (path === PLUMBING_OVERVIEW.route.toLowerCase()) return { kind: 'plumbing' };
  const trade = TRADES.find((candidate) => candidate.route.toLowerCase() === path);
  return trade ? { kind: 'trade', trade: trade.id } : null;
}

export function routeOf(page: WorkspacePage): string {
  switch (page.kind) {
    case 'summary':
      return SUMMARY_ROUTE;
    case 'review':
      return REVIEW_ROUTE;
    case 'plumbing':
      return PLUMBING_OVERVIEW.route;
    case 'trade':
      return TRADES.find((trade) => trade.id === page.trade)?.route ?? SUMMARY_ROUTE;
  }
}

/** `/blinding?map=<id>`. */
export function workspaceHref(page: WorkspacePage, mapId: string): string {
  return `${routeOf(page)}?${new URLSearchParams({ [MAP_QUERY]: mapId }).toString()}`;
}

export function tradeHref(trade: TradeId, mapId: string, markId?: string): string {
  const href = workspaceHref({ kind: 'trade', trade }, mapId);
  return markId ? `${href}&${new URLSearchParams({ [MARK_QUERY]: markId }).toString()}` : href;
}

export function summaryHref(mapId: string): string {
  return workspaceHref({ kind: 'summary' }, mapId);
}
