import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { LinkComponent } from '../components/link-component';
import { EstimateSection } from '../features/estimates/components/estimate-section';
import { LandingScreen } from '../features/site/components/landing-screen';
import { withChunkTimeout } from '../lib/lazy-import';
import { useNearViewport } from '../lib/use-near-viewport';

const loadExtras = () => withChunkTimeout(import('./landing-extras'));
const LandingEstimate = lazy(() => loadExtras().then((module) => ({ default: module.LandingEstimate })));
const LandingPosts = lazy(() => loadExtras().then((module) => ({ default: module.LandingPosts })));

/**
 * Room the estimate's form and result take, held while their code loads so nothing below moves
 * when they arrive: one column on a phone, form beside result from the md breakpoint.
 */
const ESTIMATE_BODY_MIN_HEIGHT = { xs: 1400, md: 720 };

/** The estimate's title and introduction, with the room its body will take. */
function EstimatePlaceholder({ sectionRef }: { sectionRef?: (element: HTMLElement | null) => void }) {
  return (
    <EstimateSection sectionRef={sectionRef}>
      <Box sx={{ minHeight: ESTIMATE_BODY_MIN_HEIGHT }} />
    </EstimateSection>
  );
}

/**
 * What a visitor sees at `/`, in the app (main-view.tsx) and on the landing page that loads
 * without it (landing-root.tsx). The instant estimate and the latest posts are below the fold:
 * their code (the take-off engine, zod, the API layer) loads when the visitor nears them, not
 * with the hero.
 */
export function LandingPage({ linkComponent }: { linkComponent: LinkComponent }) {
  const [isNear, nearRef] = useNearViewport<HTMLElement>();
  return (
    <LandingScreen
      linkComponent={linkComponent}
      estimate={
        isNear ? (
          <Suspense fallback={<EstimatePlaceholder />}>
            <LandingEstimate />
          </Suspense>
        ) : (
          <EstimatePlaceholder sectionRef={nearRef} />
        )
      }
      latestPosts={
        isNear && (
          // A teaser: it takes no room until it has posts to show.
          <Suspense fallback={null}>
            <LandingPosts linkComponent={linkComponent} />
          </Suspense>
        )
      }
    />
  );
}
