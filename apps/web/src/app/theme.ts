import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../features/ui/theme-storage';

const fontFamily = ['"Source Sans Pro"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', ');

const themes: Partial<Record<ThemeMode, Theme>> = {};

/** The light or dark theme; built once per mode. */
export function getAppTheme(mode: ThemeMode): Theme {
  themes[mode] ??= createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1d5c8c' : '#7fb4de' },
      secondary: { main: mode === 'light' ? '#b85c1c' : '#f0a868' },
      ...(mode === 'light' ? { background: { default: '#f6f7f9' } } : {}),
    },
    typography: {
      fontFamily,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      // Headings in 700, a preloaded weight (vite.config.ts): a 600 heading was laid out in the
      // fallback font first and re-wrapped when its file arrived, moving a plan card (a layout shift).
      h3: { fontSize: '1.4rem', fontWeight: 700 },
    },
    shape: { borderRadius: 8 },
    components: {
      // MUI draws unselected toggle buttons in action.active (54 % black), which on the page's
      // tinted background falls just under the 4.5:1 contrast that small text needs.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
      },
    },
  });
  return themes[mode];
}
