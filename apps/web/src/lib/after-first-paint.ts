/** A browser that holds frames back (a busy or odd one) still starts within this. */
const LONGEST_WAIT_MS = 250;

/**
 * Runs `start` once the browser has painted what it has, the splash: a frame's callback, then a
 * task after that frame. Scripts that arrive at once (from the cache, or a fast link) would
 * otherwise be run before the first paint, and a phone's slow processor would show a blank page
 * while it works through them. A hidden tab paints nothing, so there it starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, LONGEST_WAIT_MS);
}
