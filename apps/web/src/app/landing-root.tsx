import {
  createContext,
  startTransition,
  StrictMode,
  useContext,
  useMemo,
  useState,
  type MouseEvent,
} from 'react';
import type { Root } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import type { LinkProps } from '../components/link-component';
import { loadStoredTheme, saveTheme, type ThemeMode } from '../features/ui/theme-storage';
import i18n, { changeLanguage } from '../lib/i18n';
import { useLanguage } from '../lib/use-language';
import { AppFrame } from './app-frame';
import { LandingPage } from './landing-page';
import { getAppTheme } from './theme';
import { TopBar } from './top-bar';

/** What the landing page needs from the app it stands in for (main.tsx). */
export interface AppStarter {
  /** Fetches the app's code without showing it: the visitor is about to follow a link. */
  prefetchApp: () => void;
  /** Shows the app in place of the landing page, at the address now in the location bar. */
  startApp: () => Promise<void>;
}

interface LandingNavigation {
  prefetch: () => void;
  navigate: (to: string) => void;
}

const LandingNavigationContext = createContext<LandingNavigation>({
  prefetch: () => undefined,
  navigate: (to) => window.location.assign(to),
});

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * The landing page's link: a real anchor, so a modified click opens a new tab as any link does.
 * A plain click starts the app in place at `to`, as React Router's Link would navigate; pointing
 * at or focusing a link starts fetching the app's code.
 */
function LandingLink({ to, onClick, onPointerEnter, onFocus, ref, ...rest }: LinkProps) {
  const { prefetch, navigate } = useContext(LandingNavigationContext);
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (rest.target && rest.target !== '_self')) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/**
 * The landing page as a visitor's first load shows it: the app's top bar and landing screen with
 * React, MUI and i18next only. Router, store and API layer load when the visitor follows a link
 * (or, for the estimate and posts, scrolls near them), so the first download stays small.
 */
function LandingApp({ starter }: { starter: AppStarter }) {
  const [themeMode, setThemeMode] = useState<ThemeMode>(loadStoredTheme);
  const [isStarting, setIsStarting] = useState(false);
  const language = useLanguage();

  const navigation = useMemo<LandingNavigation>(
    () => ({
      prefetch: starter.prefetchApp,
      navigate: (to) => {
        if (to === window.location.pathname) {
          window.scrollTo(0, 0);
          return;
        }
        setIsStarting(true);
        window.history.pushState(null, '', to);
        starter.startApp().then(
          () => window.scrollTo(0, 0),
          // The app's code could not be fetched: the browser loads the page the usual way.
          () => window.location.assign(to),
        );
      },
    }),
    [starter],
  );

  const toggleTheme = () => {
    const next = themeMode === 'light' ? 'dark' : 'light';
    setThemeMode(next);
    saveTheme(next);
  };

  return (
    <ThemeProvider theme={getAppTheme(themeMode)}>
      <CssBaseline />
      <LandingNavigationContext.Provider value={navigation}>
        <AppFrame
          isLoading={isStarting}
          topBar={
            <TopBar
              linkComponent={LandingLink}
              currentPath="/"
              user={null}
              themeMode={themeMode}
              onToggleTheme={toggleTheme}
              language={language}
              // Without its strings the page stays in the current language; nothing else to do.
              onLanguageChange={(next) => void changeLanguage(next).catch(() => undefined)}
              prefetchMenusWhenIdle={false}
            />
          }
        >
          <LandingPage linkComponent={LandingLink} />
        </AppFrame>
      </LandingNavigationContext.Provider>
    </ThemeProvider>
  );
}

/**
 * Renders the landing page as a transition: React then works in slices of a few milliseconds and
 * lets the browser in between, instead of one long task a phone's CPU would block on.
 */
export function renderLanding(root: Root, starter: AppStarter): void {
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <LandingApp starter={starter} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
