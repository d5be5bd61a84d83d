import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { withChunkTimeout } from '../lib/lazy-import';
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
            path: 'about',
            lazy: lazyScreen(
              () => import('../features/site/components/about-screen'),
              (module) => module.AboutScreen,
            ),
          },
          {
            path: 'contact',
            lazy: lazyScreen(
              () => import('../features/contact/components/contact-screen'),
              (module) => module.ContactScreen,
            ),
          },
          {
            path: 'blog',
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.BlogListView,
            ),
          },
          {
            path: 'blog/new',
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostEditorView,
            ),
          },
          {
            path: 'blog/:id',
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostView,
            ),
          },
          {
            path: 'blog/:id/edit',
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.PostEditorView,
            ),
          },
          {
            path: 'messages',
            lazy: lazyScreen(
              () => import('./blog-views'),
              (module) => module.ContactMessagesView,
            ),
          },
          {
            path: 'login',
            lazy: lazyScreen(
              () => import('../features/users/components/login-screen'),
              (module) => module.LoginScreen,
            ),
          },
          {
            path: 'register',
            lazy: lazyScreen(
              () => import('../features/users/components/register-screen'),
              (module) => module.RegisterScreen,
            ),
          },
          {
            path: 'forgot-password',
            lazy: lazyScreen(
              () => import('../features/users/components/forgot-password-screen'),
              (module) => module.ForgotPasswordScreen,
            ),
          },
          {
            path: 'reset-password',
            lazy: lazyScreen(
              () => import('../features/users/components/reset-password-screen'),
              (module) => module.ResetPasswordScreen,
            ),
          },
          {
            path: 'Profile',
            lazy: lazyScreen(
              () => import('../features/users/components/profile-screen'),
              (module) => module.ProfileScreen,
            ),
          },
          {
            path: 'estimate',
            lazy: lazyScreen(
              () => import('./estimate-view'),
              (module) => module.EstimateView,
            ),
          },
          {
            path: 'estimate/shared/:token',
            lazy: lazyScreen(
              () => import('./shared-estimate-view'),
              (module) => module.SharedEstimateView,
            ),
          },
          {
            path: 'my-boq',
            lazy: lazyScreen(
              () => import('./user-boq-view'),
              (module) => module.UserBoqView,
            ),
          },
          ...['my-boq/:mapId', 'my-boq/:mapId/:tab', 'my-boq/:mapId/:tab/:trade'].map((path) => ({
            path,
            lazy: lazyScreen(
              () => import('./user-boq-view'),
              (module) => module.UserBoqView,
            ),
          })),
          ...['shared/:token', 'shared/:token/:tab', 'shared/:token/:tab/:trade'].map((path) => ({
            path,
            lazy: lazyScreen(
              () => import('./shared-boq-view'),
              (module) => module.SharedBoqView,
            ),
          })),
          {
            path: 'catalogue',
            lazy: lazyScreen(
              () => import('./catalogue-view'),
              (module) => module.CatalogueView,
            ),
          },
          ...WORKSPACE_PATHS.map((path) => ({
            path: path.slice(1),
            lazy: lazyScreen(
              () => import('./boq-workspace-view'),
              (module) => module.BoqWorkspaceView,
            ),
          })),
          {
            path: 'suppliers',
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.SuppliersView,
            ),
          },
          {
            path: 'materials',
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.MaterialsView,
            ),
          },
          {
            path: 'offers',
            lazy: lazyScreen(
              () => import('./supply-views'),
              (module) => module.OffersView,
            ),
          },
          {
            path: 'orders',
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
