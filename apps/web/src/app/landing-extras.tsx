import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import type { LinkComponent } from '../components/link-component';
import { LatestPosts } from '../features/blog/components/latest-posts';
import { InstantEstimate } from '../features/estimates/components/instant-estimate';
import { getAppStore } from './app-store';

/**
 * The parts of the landing page that read the API: the instant estimate (with the take-off
 * engine and zod) and the latest posts. Loaded when the visitor nears them (landing-page.tsx).
 * Inside the app they use its store; on the landing page, which loads without one, they make the
 * store the app adopts later.
 */
function WithAppStore({ children }: { children: ReactNode }) {
  const context = useContext(ReactReduxContext);
  return context ? children : <Provider store={getAppStore()}>{children}</Provider>;
}

export function LandingEstimate() {
  return (
    <WithAppStore>
      <InstantEstimate />
    </WithAppStore>
  );
}

export function LandingPosts({ linkComponent }: { linkComponent: LinkComponent }) {
  return (
    <WithAppStore>
      <LatestPosts linkComponent={linkComponent} />
    </WithAppStore>
  );
}
