/**
 * The lists of plans a client's screens ask for first, kept here, in the early start's chunk
 * (vite.config.ts, `boot`), so that app/app-loader.ts can ask for them before the app's code is in
 * and the screens' own requests take those answers (lib/early-responses.ts).
 */
import { PATHS } from '../../lib/paths';

/** All of a client's plans on one page: enough for anyone building one house at a time. */
export const CLIENT_PLANS_ARGS = { page: 1, limit: 50 } as const;

/** "My plans" on the home pages through its list this many at a time. */
export const MY_PLANS_PAGE_SIZE = 10;

/** That list's first page: the home asks for it too, before laying itself out. */
export const MY_PLANS_FIRST_PAGE = { page: 1, limit: MY_PLANS_PAGE_SIZE } as const;

/**
 * The plan lists a client's screen at `pathname` opens on: the home (the "BOQ ready" notices and
 * the cards) and the bill (its plan picker). The early start asks for them before the app's code
 * is in (app/app-loader.ts), and the app puts them in its store before its first render
 * (app/first-plan-lists.ts).
 */
export function firstPlanListsAt(pathname: string): { page: number; limit: number }[] {
  if (pathname === PATHS.home) return [CLIENT_PLANS_ARGS, MY_PLANS_FIRST_PAGE];
  if (pathname === PATHS.myBoq || pathname.startsWith(`${PATHS.myBoq}/`)) return [CLIENT_PLANS_ARGS];
  return [];
}

/** A list's address as RTK Query writes it: base `/api`, `maps/`, then the query in key order. */
export function plansListPath(args: { page: number; limit: number }): string {
  return `/api/maps/?page=${args.page}&limit=${args.limit}`;
}
