import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (scrolled to, or reached with
 * the keyboard); once true it stays true. Attach the returned ref to the element. Where the
 * browser has no IntersectionObserver (jsdom in tests), the answer is true at once.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '200px',
): [isNear: boolean, ref: (element: T | null) => void] {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setIsNear(true);
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear, rootMargin],
  );
  return [isNear, ref];
}
