import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadStoredTheme, type ThemeMode } from './theme-storage';

export interface UiState {
  theme: ThemeMode;
  /** Admin: show the BOQ workspace instead of the admin dashboard. */
  showBoq: boolean;
  /** Client: show their BOQ instead of their dashboard. */
  showUserBoq: boolean;
  /** The plan a BOQ screen works on (docs/specification.md §3); its shape arrives with the BOQ feature. */
  preMapData: unknown;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({
    theme: loadStoredTheme(),
    showBoq: false,
    showUserBoq: false,
    preMapData: null,
  }),
  reducers: {
    themeToggled: (state) => {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    showBoqSet: (state, action: PayloadAction<boolean>) => {
      state.showBoq = action.payload;
    },
    showUserBoqSet: (state, action: PayloadAction<boolean>) => {
      state.showUserBoq = action.payload;
    },
    preMapDataSet: (state, action: PayloadAction<unknown>) => {
      state.preMapData = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectShowBoq: (state) => state.showBoq,
    selectShowUserBoq: (state) => state.showUserBoq,
  },
});

export const { themeToggled, showBoqSet, showUserBoqSet, preMapDataSet } = uiSlice.actions;
export const { selectTheme, selectShowBoq, selectShowUserBoq } = uiSlice.selectors;
