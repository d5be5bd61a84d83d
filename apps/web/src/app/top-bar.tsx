import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SessionUser } from '@kadirio/domain';
import logoUrl from '../assets/logo.svg';
import { useLogoutMutation } from '../features/auth/auth.api';
import { loggedOut, selectSessionUser } from '../features/auth/auth.slice';
import { selectTheme, themeToggled } from '../features/ui/ui.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppDispatch, useAppSelector } from './hooks';
import { LanguageSwitch } from './language-switch';

const loadPopups = () => withChunkTimeout(import('./top-bar-popups'));
const LinkMenu = lazy(() => loadPopups().then((module) => ({ default: module.LinkMenu })));
const AccountMenuPopup = lazy(() => loadPopups().then((module) => ({ default: module.AccountMenuPopup })));
const NavigationDrawer = lazy(() => loadPopups().then((module) => ({ default: module.NavigationDrawer })));

/** Fetches the menus once the page is idle, so the first click on a menu button finds them ready. */
function usePrefetchPopups() {
  useEffect(() => {
    const timer = setTimeout(() => void loadPopups().catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, []);
}

type NavKey = 'home' | 'about' | 'contact' | 'login' | 'register' | 'myProfile';

const PUBLIC_LINKS: readonly { key: NavKey; to: string }[] = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/contact' },
  { key: 'login', to: '/login' },
  { key: 'register', to: '/register' },
];

const SIGNED_IN_LINKS: readonly { key: NavKey; to: string }[] = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/contact' },
  { key: 'myProfile', to: '/Profile' },
];

function Logo() {
  const { t } = useTranslation();
  return (
    <Box component={RouterLink} to="/" sx={{ display: 'flex', flexShrink: 0, borderRadius: 2 }}>
      <img src={logoUrl} width={80} height={80} alt={t('app.logoAlt')} />
    </Box>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTheme);
  return (
    <IconButton
      aria-label={t('nav.toggleTheme')}
      aria-pressed={mode === 'dark'}
      onClick={() => dispatch(themeToggled())}
    >
      {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
    </IconButton>
  );
}

/** A button that opens a menu; the menu stays mounted after the first opening so it can animate closed. */
function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  return {
    anchor,
    hasOpened,
    menuId,
    open: (element: HTMLElement) => {
      setAnchor(element);
      setHasOpened(true);
    },
    close: () => setAnchor(null),
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
    },
  };
}

/** Visitors: the links in a row on wide screens, behind a menu button on a phone. */
function PublicNav() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const menu = useMenuAnchor();

  if (isWide) {
    return (
      <Box component="nav" aria-label={t('nav.navigation')} sx={{ display: 'flex', gap: 0.5 }}>
        {PUBLIC_LINKS.map(({ key, to }) => (
          <Button
            key={key}
            component={NavLink}
            to={to}
            end
            color="inherit"
            sx={{ '&.active': { color: 'primary.main' } }}
          >
            {t(`nav.${key}`)}
          </Button>
        ))}
      </Box>
    );
  }
  return (
    <>
      <IconButton
        aria-label={t('nav.openNavigation')}
        {...menu.buttonProps}
        onClick={(event) => menu.open(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      {menu.hasOpened && (
        <Suspense fallback={null}>
          <LinkMenu
            id={menu.menuId}
            anchorEl={menu.anchor}
            onClose={menu.close}
            links={PUBLIC_LINKS.map(({ key, to }) => ({ label: t(`nav.${key}`), to }))}
          />
        </Suspense>
      )}
    </>
  );
}

/** Signed in: the menu button opens the navigation drawer (the BOQ trades join it later). */
function NavigationDrawerButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.openNavigation')}
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
        sx={{ flexShrink: 0 }}
      >
        <MenuIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <NavigationDrawer
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            label={t('nav.navigation')}
            links={SIGNED_IN_LINKS.map(({ key, to }) => ({ label: t(`nav.${key}`), to }))}
          />
        </Suspense>
      )}
    </>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const menu = useMenuAnchor();

  const handleLogout = async () => {
    menu.close();
    // The server revokes the token first: clearing the session at once would unmount this menu
    // and reset the API state before the request left. Whatever the server answers (or if it
    // does not, within the request timeout), the client then forgets the session.
    await logout(user.token)
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut());
    toast.success(t('messages.loggedOut'));
    void navigate('/');
  };

  return (
    <>
      <IconButton
        aria-label={t('nav.accountMenu')}
        {...menu.buttonProps}
        onClick={(event) => menu.open(event.currentTarget)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <Avatar src={user.profilePic || undefined} alt="" sx={{ width: 40, height: 40 }}>
          {user.name.trim().charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {menu.hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            id={menu.menuId}
            anchorEl={menu.anchor}
            onClose={menu.close}
            profileLabel={t('nav.profile')}
            logoutLabel={t('nav.logout')}
            onLogout={() => void handleLogout()}
          />
        </Suspense>
      )}
    </>
  );
}

/** Spec §2: the logo, then the links (visitors) or the menu and avatar buttons (signed in). */
export function TopBar() {
  const user = useAppSelector(selectSessionUser);
  usePrefetchPopups();
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, py: 0.5 }}>
        {user && <NavigationDrawerButton />}
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {!user && <PublicNav />}
        <ThemeToggle />
        <LanguageSwitch />
        {user && <AccountMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
}
