import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface RenderOptions {
  /** Where the app starts. */
  route?: string;
  /** State to start from; otherwise the slices read session and local storage as the app does. */
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** The whole app (real routes, real store, toasts) at `route`. The network is whatever `mockApi` stubs. */
export function renderApp({
  route = '/',
  preloadedState,
  store = makeStore(preloadedState),
}: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...result };
}

/** One component with the app's providers and a router around it, for screens that need no route. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, store = makeStore(preloadedState) }: RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <App router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...result };
}
