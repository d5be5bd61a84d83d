import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
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

/**
 * The styles MUI's components inserted go with the test that rendered them. Test files share a
 * process per worker (apps/web/vitest.config.ts); left in place, every style of the app would
 * pile up in the document, and jsdom matches every rule against every element whose computed
 * style a role query or a click asks for: the later files ran up to three times slower. The
 * default emotion cache is read once from React's context; emptying its sheet and its record of
 * what it inserted makes the next render insert what it needs again.
 */
let emotionCache: ReturnType<typeof useEmotionCache> | undefined;
render(
  createElement(function ReadEmotionCache() {
    emotionCache = useEmotionCache();
    return null;
  }),
);
cleanup();

function removeInsertedStyles(): void {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

afterEach(async () => {
  cleanup();
  removeInsertedStyles();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * The app's own modules are evaluated afresh for each test file, as in a process of its own: a
 * file's `vi.mock` then reaches every module that imports the mocked one, and module-level caches
 * (formatters, lazy screens) start empty. The libraries (React, MUI …) stay loaded, which is
 * where the time went (docs/testing.md).
 */
afterAll(() => {
  vi.resetModules();
});
