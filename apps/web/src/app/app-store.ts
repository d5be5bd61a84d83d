import { makeStore, type AppStore } from './store';

let appStore: AppStore | undefined;

/**
 * The browser's one store, made on first use. The landing page's estimate and posts may make it
 * before the rest of the app has loaded; the app then adopts it, with what they fetched.
 */
export function getAppStore(): AppStore {
  appStore ??= makeStore();
  return appStore;
}
