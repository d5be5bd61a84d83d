import '@fontsource/source-sans-pro/400.css';
import '@fontsource/source-sans-pro/600.css';
import '@fontsource/source-sans-pro/700.css';
import { createRoot } from 'react-dom/client';
import { renderLanding } from './app/landing-root';
import { loadStoredSession } from './features/auth/session-storage';
import i18n, { initLanguage } from './lib/i18n';
import { withChunkTimeout } from './lib/lazy-import';

/*
 * The bootstrap. A visitor opening `/` (no session in this tab, spec §9) gets the landing page
 * with React, MUI and i18next only; everyone else, and the visitor on following a link, gets the
 * whole app (router, store, API layer, screens), fetched as one more step. See docs/decisions/0010.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

let appModule: Promise<typeof import('./app/app-root')> | undefined;

/** The app's code, fetched once; a failed download is tried again on the next call. */
function loadApp() {
  appModule ??= withChunkTimeout(import('./app/app-root')).catch((error: unknown) => {
    appModule = undefined;
    throw error;
  });
  return appModule;
}

async function startApp(): Promise<void> {
  const { renderApp } = await loadApp();
  await renderApp(root);
}

function showLoadFailure(): void {
  root.render(
    <p role="alert" style={{ margin: '2rem', fontFamily: 'sans-serif' }}>
      {i18n.t('errorScreen.intro')} <a href={window.location.href}>{i18n.t('errorScreen.reload')}</a>
    </p>,
  );
}

const isVisitorAtLanding = window.location.pathname === '/' && loadStoredSession().user === null;

initLanguage()
  .then(() => {
    if (!isVisitorAtLanding) return startApp();
    renderLanding(root, { prefetchApp: () => void loadApp().catch(() => undefined), startApp });
  })
  .catch(showLoadFailure);
