import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The stack floor: the least a page can cost in each layer of the web app's stack, drawing the
 * same six plan cards. react.html is React alone; mui.html adds MUI (emotion styles at run time);
 * stack.html adds what every screen of the app also loads: i18next, React Router's data router and
 * a Redux store with an RTK Query. Each page is an entry of its own (no extra round trip), with no
 * fonts and no app code: any real screen costs more. Measured by bench/lighthouse-floor.ts.
 */
export function mount(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}
