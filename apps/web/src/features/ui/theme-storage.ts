import { readStorage, writeStorage } from '../../lib/storage';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the chosen theme: remembered across visits, unlike the session. */
export const THEME_STORAGE_KEY = 'theme';

/*
 * Apart from the slice so the landing page, which has no store, reads and saves the same choice
 * without bringing Redux Toolkit into its first download.
 */

export function loadStoredTheme(): ThemeMode {
  return readStorage('local', THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

export function saveTheme(theme: ThemeMode): void {
  writeStorage('local', THEME_STORAGE_KEY, theme);
}
