import type { CSSProperties } from 'react';
// The DOM build of RouterProvider, which flushes router updates through react-dom; React Router 8's
// upgrade guide (docs/decisions/0024-dependency-upgrades.md) says DOM apps take it from react-router/dom.
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import type { AppRouter } from './router';

/**
 * Toasts sit over the sticky app bar, never over the page: every action answers with a toast
 * (docs/product.md §7), and a toast left open must not hide the button someone needs next. Any
 * corner of the page holds some screen's actions: a sheet's "Previous"/"Next" at its foot (bottom
 * left and right once scrolled there), its "Mark completed" at the top right of the sheet, a
 * summary's "Issue" at its top. The app bar (88 px: the 80 px logo and its padding) is the one band
 * that nothing of a page scrolls into view under, and its middle is empty (the logo is at the left;
 * theme, language and account at the right; on a phone a toast is full width and covers those for
 * its few seconds, but no action of the screen). So: top centre, 6 px from the top, 52 px high for
 * a one-line message, and stacked, so that a run of toasts stays about one toast high (the older
 * ones peek out under the newest, within the band) until the pointer opens the stack.
 * e2e/toasts.e2e.ts checks it by bounding boxes while three sheets are completed in a row.
 */
const TOAST_BAND = {
  '--toastify-toast-top': '6px',
  '--toastify-toast-min-height': '52px',
} as CSSProperties;

/** The router, and beside it the toast container, mounted whatever the router shows (docs/specification.md §2, §9). */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <ToastContainer
        position="top-center"
        stacked
        style={TOAST_BAND}
        limit={3}
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick
        draggable
        draggablePercent={80}
        draggableDirection="x"
        theme="light"
      />
    </>
  );
}
