import { loadStoredSession } from '../features/users/session-storage';
import { firstPlanListsAt, plansListPath } from '../features/plans/client-plans';
import { afterFirstPaint } from '../lib/after-first-paint';
import { fetchEarly } from '../lib/early-responses';
import { withChunkTimeout } from '../lib/lazy-import';
import type * as AppRoot from './app-root';
import { PATHS } from '../lib/paths';

/** A visitor (no session in this tab, docs/specification.md §9) opening `/`: they get the landing page first. */
export const isVisitorAtLanding =
  window.location.pathname === PATHS.home && loadStoredSession().user === null;

let appModule: Promise<typeof AppRoot> | undefined;

/** The app's code (router, store, API layer, shell), fetched once; a failure is retried on the next call. */
export function loadApp() {
  appModule ??= withChunkTimeout(import('./app-root')).catch((error: unknown) => {
    appModule = undefined;
    throw error;
  });
  return appModule;
}

/** The session this tab starts with: the role decides which home screen `/` shows. */
const startingSession = loadStoredSession().user;

/**
 * The screens the router would ask for at this address, asked for here instead: the router asks
 * only after the app's code has arrived and run, while from here each screen (and, through Vite's
 * preload, what it imports) downloads beside the app's. Only the screens whose first load is
 * measured are listed (the sign-in pages, and the client's home and bill: docs/performance.md,
 * "Lighthouse"); the rest load after the app, as before. `/` for a client is app/main-view.tsx's
 * choice for `user`.
 */
function screensAt(pathname: string, role: string | undefined): (() => Promise<unknown>)[] {
  if (pathname === PATHS.login) return [() => import('../features/users/components/login-screen')];
  if (pathname === PATHS.register) return [() => import('../features/users/components/register-screen')];
  if (pathname === PATHS.myBoq || pathname.startsWith(`${PATHS.myBoq}/`))
    return [() => import('./user-boq-view')];
  if (pathname === PATHS.home && role === 'user') {
    return [
      () => import('./main-view'),
      () => import('./user-dashboard'),
      () => import('../features/purchases/components/open-offers'),
      () => import('../features/purchases/components/my-orders'),
    ];
  }
  return [];
}

// Anyone but that visitor needs the app at once. This module has a chunk of its own with no
// dependencies (vite.config.ts), which index.html also runs as an async script as soon as it
// arrives (startBootEarly), so the app's download starts before React, MUI and i18next are in.
if (!isVisitorAtLanding) {
  const { pathname } = window.location;
  afterFirstPaint(() => {
    void loadApp().catch(() => undefined);
    for (const screen of screensAt(pathname, startingSession?.accessLevel))
      void screen().catch(() => undefined);
  });
  // The first lists a client's screen shows: the client's home and bill open on their plans.
  if (startingSession?.accessLevel === 'user') {
    for (const list of firstPlanListsAt(pathname)) fetchEarly(plansListPath(list), startingSession.token);
  }
}
