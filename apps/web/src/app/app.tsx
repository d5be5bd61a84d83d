import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import type { AppRouter } from './router';

/** The router, and beside it the toast container, mounted whatever the router shows (docs/specification.md §2, §9). */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      {/* Bottom right, at most three: the actions of a screen sit at its top (a sheet's "Mark
          completed", a summary's "Issue"), so a run of toasts never covers them. */}
      <ToastContainer
        position="bottom-right"
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
