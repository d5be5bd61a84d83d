import '@fontsource/source-sans-pro/400.css';
import '@fontsource/source-sans-pro/600.css';
import '@fontsource/source-sans-pro/700.css';
// First: it starts the app's download, when needed, before the imports below are evaluated.
import { isVisitorAtLanding, loadApp } from './app/app-loader';
import { createRoot } from 'react-dom/client';
import { renderLanding } from './app/landing-root';
import i18n, { initLanguage } from './lib/i18n';

/*
 * The bootstrap. A visitor opening `/` (no session in this tab, docs/specification.md §9) gets the landing page
 * with React, MUI and i18next only; everyone else, and the visitor on following a link, gets the
 * whole app (router, store, API layer, screens), fetched as one more step. See docs/decisions/0010.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/**
 * index.html's splash stays until the first screen (landing, app or the failure below) is drawn
 * into the container: the observer runs before the browser paints that render.
 */
function removeSplashOnFirstRender(into: HTMLElement): void {
  const splash = document.getElementById('boot-splash');
  if (!splash) return;
  const observer = new MutationObserver(() => {
    if (!into.firstChild) return;
    splash.remove();
    observer.disconnect();
  });
  observer.observe(into, { childList: true });
}
removeSplashOnFirstRender(container);

/** Shows the app: on this first load, or `replacing` the landing page after a followed link. */
async function startApp(replacing: boolean): Promise<void> {
  const { renderApp } = await loadApp();
  await renderApp(root, { replacing });
}

function showLoadFailure(): void {
  root.render(
    <p role="alert" style={{ margin: '2rem', fontFamily: 'sans-serif' }}>
      {i18n.t('errorScreen.intro')} <a href={window.location.href}>{i18n.t('errorScreen.reload')}</a>
    </p>,
  );
}

initLanguage()
  .then(() => {
    if (!isVisitorAtLanding) return startApp(false);
    renderLanding(root, {
      prefetchApp: () => void loadApp().catch(() => undefined),
      startApp: () => startApp(true),
    });
  })
  .catch(showLoadFailure);
