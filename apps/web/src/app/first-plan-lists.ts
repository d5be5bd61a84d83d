import { selectSessionUser } from '../features/users/auth.slice';
import { firstPlanListsAt } from '../features/plans/client-plans';
import { mapsApi } from '../features/plans/plans.api';
import type { AppStore } from './store';

/**
 * How long the first render waits for those lists. They were asked for with the app's code
 * (app-loader.ts) and usually arrive first; a slower answer is left to the screen's own loading
 * state rather than holding the whole app back.
 */
const FIRST_LISTS_WAIT_MS = 800;

/**
 * Puts the plan lists a client's first screen opens on (the home, the bill) in the store before
 * the app's first render. That render then draws the screen with its plans, once, instead of a
 * spinner and then everything again when the lists land: on a phone's slow processor, a whole
 * pass of rendering and styling the page (the Lighthouse budget, docs/performance.md).
 */
export async function loadFirstPlanLists(store: AppStore, pathname: string): Promise<void> {
  if (selectSessionUser(store.getState())?.accessLevel !== 'user') return;
  const requests = firstPlanListsAt(pathname).map((list) =>
    store.dispatch(mapsApi.endpoints.listMaps.initiate(list)),
  );
  if (requests.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(requests),
    new Promise((resolve) => (timer = setTimeout(resolve, FIRST_LISTS_WAIT_MS))),
  ]);
  clearTimeout(timer);
  // The screen subscribes as it renders; the cache keeps the answers until then (a minute).
  for (const request of requests) request.unsubscribe();
}
