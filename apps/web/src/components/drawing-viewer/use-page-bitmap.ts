import { useEffect, type RefObject } from 'react';
import type { DrawingPage } from './drawing-document';
import { renderScale, type QuarterTurn } from './view-transform';

/** The bitmap is drawn again at the new zoom once the zooming has rested this long (ms). */
const RENDER_DELAY = 160;

/**
 * The page's bitmap on the canvas, drawn again when the zoom rests, the page changes or it is
 * turned; a drawing still under way is cancelled by the newer one.
 */
export function usePageBitmap(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  page: DrawingPage,
  zoom: number,
  rotation: QuarterTurn,
): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: { cancel: () => void } | null = null;
    const timer = window.setTimeout(
      () => {
        const scale = renderScale(page.size, zoom, window.devicePixelRatio || 1);
        // `data-painted-page` names the page the canvas holds in full, and is absent while one is
        // drawing: what the take-off bench (bench/takeoff-browser.ts) times a page's arrival by.
        delete canvas.dataset.paintedPage;
        const render = page.render(canvas, scale, rotation);
        task = render;
        render.promise.then(
          () => {
            canvas.dataset.paintedPage = String(page.pageNumber);
          },
          () => undefined, // cancelled by a newer zoom
        );
      },
      canvas.width > 1 ? RENDER_DELAY : 0,
    );
    return () => {
      window.clearTimeout(timer);
      task?.cancel();
    };
  }, [canvasRef, page, zoom, rotation]);
}
