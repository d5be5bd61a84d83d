import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element is narrower than `width` px: for a part laid out by the room it is given
 * (the sheet beside the drawing) rather than by the screen's width. Without ResizeObserver (jsdom,
 * old browsers) it stays false: the wide layout, which scrolls sideways where it does not fit.
 */
export function useIsNarrower(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [isNarrower, setIsNarrower] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setIsNarrower(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return isNarrower;
}
