import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { SharedHeader } from '../components/shared-header';
import { selectLastLogin, selectSessionUser } from '../features/users/auth.slice';
import { selectShowBoq, showBoqSet } from '../features/ui/ui.slice';
import { formatDateTime } from '../lib/format';
import { isLanguage } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-import';
import { myBoqPath, PATHS } from '../lib/paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { isAccessLevel, type AccessLevel } from '@kadirio/domain';
import { useAppDispatch, useAppSelector } from './hooks';

// Each role's screen is its own chunk: a visitor downloads only the landing page.
const LandingPage = roleScreen(
  () => import('./landing-page'),
  (module) => module.LandingPage,
);
const AdminDashboard = roleScreen(
  () => import('../features/users/components/admin-dashboard'),
  (module) => module.AdminDashboard,
);
const BoqView = roleScreen(
  () => import('../features/boq/components/boq-view'),
  (module) => module.BoqView,
);
const UserDashboard = roleScreen(
  () => import('./user-dashboard'),
  (module) => module.UserDashboard,
);
const AdminPlans = roleScreen(
  () => import('../features/plans/components/admin-plans'),
  (module) => module.AdminPlans,
);
const OpenOffers = roleScreen(
  () => import('../features/purchases/components/open-offers'),
  (module) => module.OpenOffers,
);
const MyOrders = roleScreen(
  () => import('../features/purchases/components/my-orders'),
  (module) => module.MyOrders,
);
const CheckerScreen = roleScreen(
  () => import('../features/plans/components/checker-screen'),
  (module) => module.CheckerScreen,
);

/** A screen of its own chunk that `preloadHomeScreens` can ask for ahead of its first render. */
function roleScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return preloadableLazy(() => withChunkTimeout(load()).then(pick));
}

/** The pieces `MainView` shows a role first (its admin BOQ view, opened later, is left out). */
const SCREENS_OF: Record<AccessLevel, { preload: () => Promise<unknown> }[]> = {
  user: [UserDashboard, OpenOffers, MyOrders],
  admin: [AdminDashboard, AdminPlans],
  boq: [BoqView],
  pricetag: [BoqView],
  typechecker: [CheckerScreen],
  unitchecker: [CheckerScreen],
  failedchecker: [CheckerScreen],
};

/**
 * Asks for the code of what `/` shows the signed-in role (a visitor: the landing page), so the
 * route renders it in one pass: the router waits for this before its first render (router.tsx).
 * A failure is left to the screen's own loading, which shows the error screen.
 */
export async function preloadHomeScreens(accessLevel: string | undefined): Promise<void> {
  // A role this version does not know sees the landing page, as `MainView` shows it.
  const screens = isAccessLevel(accessLevel) ? SCREENS_OF[accessLevel] : [LandingPage];
  await Promise.all(screens.map((piece) => piece.preload().catch(() => undefined)));
}

/**
 * The screen at `/`, chosen by the signed-in user's accessLevel exactly as docs/specification.md §2 says. It is a
 * view only: the server decides what each role may read or change.
 */
export function MainView() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const lastLogin = useAppSelector(selectLastLogin);
  const showBoq = useAppSelector(selectShowBoq);
  const navigate = useNavigate();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const header = user && (
    <SharedHeader
      name={user.name}
      roleLabel={t(`roles.${user.accessLevel}`)}
      signedInAt={formatDateTime(lastLogin, language)}
    />
  );

  let screen: ReactNode;
  switch (user?.accessLevel) {
    case 'admin':
      screen = showBoq ? (
        <BoqView showCatalogueLink onBack={() => dispatch(showBoqSet(false))} />
      ) : (
        <AdminDashboard
          currentUserId={user._id}
          onOpenBoq={() => dispatch(showBoqSet(true))}
          plansSection={<AdminPlans />}
        />
      );
      break;
    case 'user':
      screen = (
        <>
          {header}
          {/* The bill has its own address (/my-boq/…): a reload keeps it, a link can be kept. */}
          <UserDashboard
            onOpenBoq={(mapId) => void navigate(mapId ? myBoqPath(mapId) : PATHS.myBoq)}
            offersSection={<OpenOffers defaultPhone={user.phone} />}
            ordersSection={<MyOrders />}
          />
        </>
      );
      break;
    case 'boq':
      screen = <BoqView />;
      break;
    case 'pricetag':
      screen = <BoqView showCatalogueLink />;
      break;
    case 'typechecker':
    case 'unitchecker':
    case 'failedchecker':
      screen = (
        <>
          {header}
          <CheckerScreen role={user.accessLevel} />
        </>
      );
      break;
    default:
      screen = <LandingPage linkComponent={RouterLink} />;
  }

  return <Suspense fallback={<LoadingScreen />}>{screen}</Suspense>;
}
