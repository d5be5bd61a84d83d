import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n';
import { sw } from '../lib/locales/sw';

// The app fetches Swahili when it is chosen; tests switch to it synchronously, so it is loaded up front.
i18n.addResourceBundle('sw', 'translation', sw);

/**
 * jsdom has no matchMedia. This one answers width queries against the window's width (1024 px by
 * default), so screens render as they would on a laptop unless a test narrows the window.
 */
function matchesQuery(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    media: query,
    matches: matchesQuery(query),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Screens are lazy modules: the first visit in a test run transforms them, which can take over
// the default second when test files run in parallel.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
