import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { loadStoredTheme } from '../features/ui/theme-storage';
import { selectTheme, themeToggled } from '../features/ui/ui.slice';
import { App } from './app';
import { getAppStore } from './app-store';
import { loadFirstPlanLists } from './first-plan-lists';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';

/** Resolves once the router has loaded the first route's lazy screen (or failed to). */
function whenInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Shows the whole app in `root`: on a first load, or in place of the landing page when a visitor
 * follows one of its links (`replacing`). It renders once the first screen's code is in, and a
 * client's first plan lists, so what was on screen stays until then instead of giving way to a
 * spinner.
 */
export async function renderApp(
  root: Root,
  { replacing = false }: { replacing?: boolean } = {},
): Promise<void> {
  const store = getAppStore();
  // The landing page may have made the store, then had its theme toggled without it.
  if (selectTheme(store.getState()) !== loadStoredTheme()) store.dispatch(themeToggled());
  const firstPlanLists = loadFirstPlanLists(store, window.location.pathname);
  const router = createAppRouter();
  await Promise.all([whenInitialized(router), firstPlanLists]);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <App router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (replacing) {
    // At once, so the caller can scroll the new page to its top when this returns.
    flushSync(() => root.render(app));
  } else {
    // A first load renders as a transition: in slices, without one long task at start.
    startTransition(() => root.render(app));
  }
}
