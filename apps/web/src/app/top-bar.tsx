import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
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
import type { Language, SessionUser } from '@kadirio/domain';
import logoUrl from '../assets/logo.svg';
import type { LinkComponent } from '../components/link-component';
import type { ThemeMode } from '../features/ui/theme-storage';
import { withChunkTimeout } from '../lib/lazy-import';
import { LanguageSwitch } from './language-switch';
import { PATHS } from '../lib/paths';

const loadPopups = () => withChunkTimeout(import('./top-bar-popups'));
const LinkMenu = lazy(() => loadPopups().then((module) => ({ default: module.LinkMenu })));
const NavigationDrawer = lazy(() => loadPopups().then((module) => ({ default: module.NavigationDrawer })));

const prefetchPopups = () => void loadPopups().catch(() => undefined);

/** Fetches the menus once the page is idle, so the first click on a menu button finds them ready. */
function usePrefetchPopups(isEnabled: boolean) {
  useEffect(() => {
    if (!isEnabled) return;
    const timer = setTimeout(prefetchPopups, 1500);
    return () => clearTimeout(timer);
  }, [isEnabled]);
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

function Logo({ linkComponent }: { linkComponent: LinkComponent }) {
  const { t } = useTranslation();
  return (
    <Box component={linkComponent} to={PATHS.home} sx={{ display: 'flex', flexShrink: 0, borderRadius: 2 }}>
      <img src={logoUrl} width={80} height={80} alt={t('app.logoAlt')} />
    </Box>
  );
}

function ThemeToggle({ mode, onToggle }: { mode: ThemeMode; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('nav.toggleTheme')} aria-pressed={mode === 'dark'} onClick={onToggle}>
      {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
    </IconButton>
  );
}

/** A button that opens a menu; the menu stays mounted after the first opening so it can animate closed. */
export function useMenuAnchor() {
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

/** The current page's link is marked, as React Router's NavLink would (`end`, any letter case). */
function isCurrent(to: string, currentPath: string): boolean {
  return to.toLowerCase() === currentPath.toLowerCase();
}

/** Visitors: the links in a row on wide screens, behind a menu button on a phone. */
function PublicNav({ linkComponent, currentPath }: { linkComponent: LinkComponent; currentPath: string }) {
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
            component={linkComponent}
            to={to}
            aria-current={isCurrent(to, currentPath) ? 'page' : undefined}
            color="inherit"
            sx={{ '&[aria-current="page"]': { color: 'primary.main' } }}
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
        // Pointing at or focusing the button fetches the menu, when it was not fetched at idle.
        onPointerEnter={prefetchPopups}
        onFocus={prefetchPopups}
        onClick={(event) => menu.open(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      {menu.hasOpened && (
        <Suspense fallback={null}>
          <LinkMenu
            linkComponent={linkComponent}
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
function NavigationDrawerButton({ linkComponent }: { linkComponent: LinkComponent }) {
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
            linkComponent={linkComponent}
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

export interface TopBarProps {
  /** React Router's Link in the app; the landing page's own anchor before the router has loaded. */
  linkComponent: LinkComponent;
  /** The path shown now, so its link is marked as the current page. */
  currentPath: string;
  user: SessionUser | null;
  themeMode: ThemeMode;
  onToggleTheme: () => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Signed in: the avatar button and its menu (app/account-menu.tsx). */
  accountMenu?: ReactNode;
  /**
   * Fetch the menus' code once the page is idle (the app). The landing page fetches it only when
   * the menu button is pointed at or focused, so its first load stays within budget.
   */
  prefetchMenusWhenIdle?: boolean;
}

/**
 * docs/specification.md §2: the logo, then the links (visitors) or the menu and avatar buttons (signed in). It
 * takes what it shows and does as props, so the app (app-top-bar.tsx, from the store and the
 * router) and the landing page (landing-page.tsx, before either has loaded) share it.
 */
export function TopBar({
  linkComponent,
  currentPath,
  user,
  themeMode,
  onToggleTheme,
  language,
  onLanguageChange,
  accountMenu,
  prefetchMenusWhenIdle = true,
}: TopBarProps) {
  usePrefetchPopups(prefetchMenusWhenIdle);
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, py: 0.5 }}>
        {user && <NavigationDrawerButton linkComponent={linkComponent} />}
        <Logo linkComponent={linkComponent} />
        <Box sx={{ flexGrow: 1 }} />
        {!user && <PublicNav linkComponent={linkComponent} currentPath={currentPath} />}
        <ThemeToggle mode={themeMode} onToggle={onToggleTheme} />
        <LanguageSwitch value={language} onChange={onLanguageChange} />
        {user && accountMenu}
      </Toolbar>
    </AppBar>
  );
}
