import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { DrawingPage } from './drawing-document';
import { usePageBitmap } from './use-page-bitmap';
import { useSurfaceGestures } from './use-surface-gestures';
import {
  screenToPage,
  turnMatrix,
  turnedSize,
  zoomAt,
  type Point,
  type SurfacePointer,
  type ViewState,
} from './view-transform';

interface DrawingSurfaceProps {
  page: DrawingPage;
  view: ViewState;
  onViewChange: (view: ViewState) => void;
  /** Marks in page points, drawn in an SVG above the bitmap. */
  overlay?: ReactNode;
  /** A click (not a drag) on the page. */
  onPageClick?: (pointer: SurfacePointer) => void;
  onPageHover?: (pointer: SurfacePointer | null) => void;
  /** The surface's size, whenever it changes (for fitting). */
  onResize?: (size: { width: number; height: number }) => void;
  cursor?: string;
  label: string;
}

/**
 * The pan-and-zoom surface of one page: the page's bitmap on a canvas, marks in an SVG layer above
 * it. Panning only moves the layer (a compositor transform): neither the bitmap nor hundreds of
 * marks are drawn again. Zooming stretches the bitmap at once and draws it again when it rests.
 * Drag (mouse, pen or one finger) pans, wheel and pinch zoom around the pointer, arrow keys pan.
 */
export function DrawingSurface({
  page,
  view,
  onViewChange,
  overlay,
  onPageClick,
  onPageHover,
  onResize,
  cursor,
  label,
}: DrawingSurfaceProps) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);
  const turned = turnedSize(page.size, view.rotation);

  usePageBitmap(canvasRef, page, view.zoom, view.rotation);

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    // Without ResizeObserver (old browsers, jsdom) the size is read once.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            if (entry) onResize?.({ width: entry.contentRect.width, height: entry.contentRect.height });
          });
    if (observer) observer.observe(surface);
    else onResize?.({ width: surface.clientWidth || 800, height: surface.clientHeight || 600 });
    // The wheel must be able to prevent the page from scrolling, so it is not a passive listener.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = surface.getBoundingClientRect();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const factor = Math.exp(-event.deltaY * unit * 0.0015);
      onViewChange(
        zoomAt(viewRef.current, factor, { x: event.clientX - rect.left, y: event.clientY - rect.top }),
      );
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      surface.removeEventListener('wheel', onWheel);
    };
  }, [onResize, onViewChange]);

  const pointerAt = (screen: Point): SurfacePointer => ({
    point: screenToPage(screen, page.size, viewRef.current),
    zoom: viewRef.current.zoom,
  });

  const { onPointerDown, onPointerMove, onPointerEnd, onKeyDown } = useSurfaceGestures({
    surfaceRef,
    viewRef,
    view,
    onViewChange,
    pointerAt,
    onPageClick,
    onPageHover,
  });

  const [a, b, c, d, e, f] = turnMatrix(page.size, view.rotation);
  return (
    <Box
      ref={surfaceRef}
      role="application"
      aria-label={label}
      aria-roledescription="drawing"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerLeave={() => onPageHover?.(null)}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        flex: 1,
        minHeight: 0,
        bgcolor: 'grey.200',
        touchAction: 'none',
        userSelect: 'none',
        cursor: cursor ?? 'grab',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <div
        data-testid="drawing-layer"
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: turned.width * view.zoom,
          height: turned.height * view.zoom,
          transform: `translate3d(${view.panX}px, ${view.panY}px, 0)`,
          willChange: 'transform',
        }}
      >
        <canvas
          ref={canvasRef}
          style={{
            width: '100%',
            height: '100%',
            display: 'block',
            background: '#fff',
            boxShadow: '0 1px 4px rgba(0,0,0,.3)',
          }}
        />
        <svg
          width={turned.width * view.zoom}
          height={turned.height * view.zoom}
          viewBox={`0 0 ${turned.width} ${turned.height}`}
          style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible', pointerEvents: 'none' }}
          aria-hidden="true"
        >
          <g transform={`matrix(${a} ${b} ${c} ${d} ${e} ${f})`}>{overlay}</g>
        </svg>
      </div>
    </Box>
  );
}
