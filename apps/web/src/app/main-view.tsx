import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { SharedHeader } from '../components/shared-header';
import { selectLastLogin, selectSessionUser } from '../features/auth/auth.slice';
import { selectShowBoq, showBoqSet } from '../features/ui/ui.slice';
import { formatDateTime } from '../lib/format';
import { isLanguage } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppDispatch, useAppSelector } from './hooks';

// Each role's screen is its own chunk: a visitor downloads only the landing page.
const LandingPage = lazy(() =>
  withChunkTimeout(import('./landing-page')).then((module) => ({ default: module.LandingPage })),
);
const AdminDashboard = lazy(() =>
  withChunkTimeout(import('../features/users/components/admin-dashboard')).then((module) => ({
    default: module.AdminDashboard,
  })),
);
const BoqView = lazy(() =>
  withChunkTimeout(import('../features/boq/components/boq-view')).then((module) => ({
    default: module.BoqView,
  })),
);
const UserDashboard = lazy(() =>
  withChunkTimeout(import('./user-dashboard')).then((module) => ({
    default: module.UserDashboard,
  })),
);
const AdminPlans = lazy(() =>
  withChunkTimeout(import('../features/maps/components/admin-plans')).then((module) => ({
    default: module.AdminPlans,
  })),
);
const OpenOffers = lazy(() =>
  withChunkTimeout(import('../features/purchases/components/open-offers')).then((module) => ({
    default: module.OpenOffers,
  })),
);
const MyOrders = lazy(() =>
  withChunkTimeout(import('../features/purchases/components/my-orders')).then((module) => ({
    default: module.MyOrders,
  })),
);
const CheckerScreen = lazy(() =>
  withChunkTimeout(import('../features/maps/components/checker-screen')).then((module) => ({
    default: module.CheckerScreen,
  })),
);

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
            onOpenBoq={(mapId) => void navigate(mapId ? `/my-boq/${mapId}` : '/my-boq')}
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
