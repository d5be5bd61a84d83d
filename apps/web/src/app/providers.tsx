import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../lib/i18n';
import { selectTheme } from '../features/ui/ui.slice';
import { useAppSelector } from './hooks';
import { getAppTheme } from './theme';
import type { AppStore } from './store';

/**
 * Printing a bill or an estimate: the page's own content only (no top bar, menus, buttons or
 * toasts), black on white, every list at full length (nothing left inside a scrolling box).
 */
const PRINT_STYLES = {
  // A4 with room for a printer's margins; rows kept tight so a 130-line list stays a few pages.
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    '.MuiTableCell-root': { paddingTop: '3px !important', paddingBottom: '3px !important' },
    'header, nav, footer, .no-print, .Toastify, button, .MuiTabs-root': { display: 'none !important' },
    body: { background: '#fff !important', color: '#000 !important' },
    '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
    '.MuiPaper-root': { boxShadow: 'none !important' },
    'tr, li': { breakInside: 'avoid' },
  },
} as const;

function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  return (
    <ThemeProvider theme={getAppTheme(mode)}>
      <CssBaseline />
      <GlobalStyles styles={PRINT_STYLES} />
      {children}
    </ThemeProvider>
  );
}

/** Store, translations and theme: everything a screen needs around it, in the app and in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
