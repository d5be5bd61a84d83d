import { InstantEstimate } from './instant-estimate';

/** `/estimate`: the instant estimate on its own page, for anyone, signed in or not. */
export function EstimateScreen() {
  return <InstantEstimate titleComponent="h1" />;
}
