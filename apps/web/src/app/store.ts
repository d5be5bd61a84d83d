import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { authSlice } from '../features/users/auth.slice';
import { saveSession } from '../features/users/session-storage';
import { saveTheme } from '../features/ui/theme-storage';
import { uiSlice } from '../features/ui/ui.slice';

const rootReducer = combineSlices(authSlice, uiSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: the app makes one, every test makes its own. Slices start from what the browser
 * remembers (session storage for the session, local storage for the theme) unless given state.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  persistClientState(store);
  return store;
}

/** Writes the session and theme to storage whenever they change, and only then. */
function persistClientState(store: {
  getState: () => RootState;
  subscribe: (listener: () => void) => unknown;
}) {
  let previous = store.getState();
  store.subscribe(() => {
    const current = store.getState();
    const { user, lastLogin, remember } = current.auth;
    if (
      user !== previous.auth.user ||
      lastLogin !== previous.auth.lastLogin ||
      remember !== previous.auth.remember
    ) {
      saveSession({ user, lastLogin, remember });
    }
    if (current.ui.theme !== previous.ui.theme) saveTheme(current.ui.theme);
    previous = current;
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
