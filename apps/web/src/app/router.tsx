import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { withChunkTimeout } from '../lib/lazy-import';
import {
  childRoute,
  editPostPath,
  myBoqPath,
  PATHS,
  postPath,
  sharedBillPath,
  sharedEstimatePath,
} from '../lib/paths';
import { loadStoredSession } from '../features/users/session-storage';
import { WORKSPACE_PATHS } from '../features/boq/workspace-paths';
import { AppLayout } from './app-layout';
import { ErrorScreen } from './error-screen';

/** A lazy route: the screen's code downloads when the route is first visited. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withChunkTimeout(load())) });
}

function FullPageSpinner() {
  return <LoadingScreen fullPage />;
}

/** A bill's patterns: its summary, a tab, a trade on the trades tab (`billPlacePath`). */
const placesIn = (bill: string) => [bill, `${bill}/:tab`, `${bill}/:tab/:trade`];

/**
 * Every screen. The trade routes of the specification (/blinding … /septic, /plumbing, /tiles) and
 * /boq (a map's BOQ summary) are one lazy workspace screen that reads its page from the path and
 * the map from `?map=`. Paths match case-insensitively, so /Profile (spec) and /profile both work.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <ErrorScreen />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        // Errors inside a screen keep the top bar, so the user can still navigate away.
        errorElement: <ErrorScreen />,
        children: [
          {
            index: true,
            // The role's screen (a client's dashboard, offers and orders) comes with it, so the
            // home renders in one pass instead of a spinner first.
            lazy: lazyScreen(
              () =>
                import('./main-view').then(async (module) => {
                  await module.preloadHomeScreens(loadStoredSession().user?.accessLevel);
                  return module;
                }),
              (module) => module.MainView,
            ),
          },
          {
            path: childRoute(PATHS.about),
            lazy: lazyScreen(
              () => import('../features/site/components/about-screen'),
              (module) => module.AboutScreen,
            ),
          },
          {
            path: childRoute(PATHS.contact),
            lazy: lazyScreen(
              () => import('../features/contact/components/contact-screen'),
              (module) => module.ContactScreen,
            ),
          },
          {
            path: childRoute(PATHS.blog),
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.BlogListView,
            ),
          },
          {
            path: childRoute(PATHS.newPost),
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostEditorView,
            ),
          },
          {
            path: childRoute(postPath(':id')),
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostView,
            ),
          },
          {
            path: childRoute(editPostPath(':id')),
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostEditorView,
            ),
          },
          {
            path: childRoute(PATHS.messages),
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.ContactMessagesView,
            ),
          },
          {
            path: childRoute(PATHS.login),
            lazy: lazyScreen(
              () => import('../features/users/components/login-screen'),
              (module) => module.LoginScreen,
            ),
          },
          {
            path: childRoute(PATHS.register),
            lazy: lazyScreen(
              () => import('../features/users/components/register-screen'),
              (module) => module.RegisterScreen,
            ),
          },
          {
            path: childRoute(PATHS.forgotPassword),
            lazy: lazyScreen(
              () => import('../features/users/components/forgot-password-screen'),
              (module) => module.ForgotPasswordScreen,
            ),
          },
          {
            path: childRoute(PATHS.resetPassword),
            lazy: lazyScreen(
              () => import('../features/users/components/reset-password-screen'),
              (module) => module.ResetPasswordScreen,
            ),
          },
          {
            path: childRoute(PATHS.profile),
            lazy: lazyScreen(
              () => import('../features/users/components/profile-screen'),
              (module) => module.ProfileScreen,
            ),
          },
          {
            path: childRoute(PATHS.estimate),
            lazy: lazyScreen(
              () => import('./estimate-view'),
              (module) => module.EstimateView,
            ),
          },
          {
            path: childRoute(sharedEstimatePath(':token')),
            lazy: lazyScreen(
              () => import('./shared-estimate-view'),
              (module) => module.SharedEstimateView,
            ),
          },
          {
            path: childRoute(PATHS.myBoq),
            lazy: lazyScreen(
              () => import('./user-boq-view'),
              (module) => module.UserBoqView,
            ),
          },
          ...placesIn(myBoqPath(':mapId')).map((path) => ({
            path: childRoute(path),
            lazy: lazyScreen(
              () => import('./user-boq-view'),
              (module) => module.UserBoqView,
            ),
          })),
          ...placesIn(sharedBillPath(':token')).map((path) => ({
            path: childRoute(path),
            lazy: lazyScreen(
              () => import('./shared-boq-view'),
              (module) => module.SharedBoqView,
            ),
          })),
          {
            path: childRoute(PATHS.catalogue),
            lazy: lazyScreen(
              () => import('./catalogue-view'),
              (module) => module.CatalogueView,
            ),
          },
          ...WORKSPACE_PATHS.map((path) => ({
            path: childRoute(path),
            lazy: lazyScreen(
              () => import('./boq-workspace-view'),
              (module) => module.BoqWorkspaceView,
            ),
          })),
          {
            path: childRoute(PATHS.suppliers),
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.SuppliersView,
            ),
          },
          {
            path: childRoute(PATHS.materials),
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.MaterialsView,
            ),
          },
          {
            path: childRoute(PATHS.offers),
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.OffersView,
            ),
          },
          {
            path: childRoute(PATHS.orders),
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.OrdersView,
            ),
          },
          {
            path: '*',
            lazy: lazyScreen(
              () => import('../features/site/components/not-found-screen'),
              (module) => module.NotFoundScreen,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
