import { loadStoredSession } from '../features/auth/session-storage';
import { withChunkTimeout } from '../lib/lazy-import';
import type * as AppRoot from './app-root';

/** A visitor (no session in this tab, docs/specification.md §9) opening `/`: they get the landing page first. */
export const isVisitorAtLanding = window.location.pathname === '/' && loadStoredSession().user === null;

let appModule: Promise<typeof AppRoot> | undefined;

/** The app's code (router, store, API layer, shell), fetched once; a failure is retried on the next call. */
export function loadApp() {
  appModule ??= withChunkTimeout(import('./app-root')).catch((error: unknown) => {
    appModule = undefined;
    throw error;
  });
  return appModule;
}

/**
 * The screens a visitor opens by their address. The router would ask for a screen's code only
 * after the app's code has arrived and run; asked for here, it downloads beside the app's.
 */
const SCREENS_BY_ADDRESS: Record<string, () => Promise<unknown>> = {
  '/login': () => import('../features/auth/components/login-screen'),
  '/register': () => import('../features/auth/components/register-screen'),
};

// Anyone but that visitor needs the app at once. This module has a chunk of its own with no
// dependencies (vite.config.ts), so it runs before React, MUI and i18next are evaluated, and the
// app's download overlaps that work instead of following it.
if (!isVisitorAtLanding) {
  void loadApp().catch(() => undefined);
  void SCREENS_BY_ADDRESS[window.location.pathname]?.().catch(() => undefined);
}
