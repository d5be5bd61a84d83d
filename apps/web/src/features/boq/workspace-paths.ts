import type { TradeId } from '@kadirio/domain';

/**
 * The paths of the BOQ workspace, written out: the router is in the first download, and importing
 * the domain's TRADES there would bring zod and the calculators with it. A test checks this list
 * against the domain's trade routes.
 */
export const WORKSPACE_PATHS = [
  '/boq',
  '/plumbing',
  '/pre',
  '/blinding',
  '/strip',
  '/pad',
  '/wallFound',
  '/wallBeam',
  '/concrete',
  '/walling',
  '/roofing',
  '/blandeOut',
  '/blandeIn',
  '/ceiling',
  '/pvcHang',
  '/skimInside',
  '/skimOutside',
  '/finishing',
  '/windowGrill',
  '/panel',
  '/doorFrame',
  '/doorShut',
  '/waterInside',
  '/waterOutside',
  '/sewage',
  '/finishInside',
  '/septic',
  '/tiles',
  '/plastering',
  '/electrical',
] as const;

/** The query that carries the map a workspace page works on: `/blinding?map=<id>`. */
export const MAP_QUERY = 'map';

/** The workspace paths that are not a trade's sheet: the summary and the plumbing overview. */
const NOT_TRADES = new Set<string>(['/boq', '/plumbing']);

/**
 * The trade whose sheet a pathname shows, or null (the summary, the plumbing overview, anything
 * else). Every trade's route is `/<trade id>` (a test holds this to the domain's TRADES), so the
 * workspace's first chunk can start the sheet's request without the domain's trade list.
 * Case-insensitive, like the router.
 */
export function workspaceTradeOf(pathname: string): TradeId | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const match = WORKSPACE_PATHS.find((candidate) => candidate.toLowerCase() === path);
  return match && !NOT_TRADES.has(match) ? (match.slice(1) as TradeId) : null;
}
