import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import i18n from '../lib/i18n';
import { selectTheme } from '../features/ui/ui.slice';
import { useAppSelector } from './hooks';
import { getAppTheme } from './theme';
import type { AppStore } from './store';

function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  return (
    <ThemeProvider theme={getAppTheme(mode)}>
      <CssBaseline />
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
