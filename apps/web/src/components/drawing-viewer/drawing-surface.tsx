import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import type { DrawingPage } from './drawing-document';
import {
  renderScale,
  screenToPage,
  turnMatrix,
  turnedSize,
  zoomAt,
  type Point,
  type ViewState,
} from './view-transform';

/** A click moves less than this (CSS px) between press and release; more is a drag that pans. */
const CLICK_SLOP = 5;
/** Arrow keys pan by this many CSS px (ten times with Shift). */
const KEY_STEP = 48;
/** The bitmap is drawn again at the new zoom once the zooming has rested this long (ms). */
const RENDER_DELAY = 160;

export interface SurfacePointer {
  /** The page point under the pointer. */
  point: Point;
  /** The zoom, so callers can turn a radius in screen pixels into page points. */
  zoom: number;
}

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

interface Gesture {
  pointers: Map<number, Point>;
  start: Point | null;
  moved: boolean;
  /** The view and the pinch's span when the second finger went down. */
  pinch: { view: ViewState; span: number; centre: Point } | null;
  last: Point | null;
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
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    start: null,
    moved: false,
    pinch: null,
    last: null,
  });
  const turned = turnedSize(page.size, view.rotation);

  // The bitmap: drawn again when the zoom rests, the page changes or it is turned.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: { cancel: () => void } | null = null;
    const timer = window.setTimeout(
      () => {
        const scale = renderScale(page.size, view.zoom, window.devicePixelRatio || 1);
        // `data-painted-page` names the page the canvas holds in full, and is absent while one is
        // drawing: what the take-off bench (bench/takeoff-browser.ts) times a page's arrival by.
        delete canvas.dataset.paintedPage;
        const render = page.render(canvas, scale, view.rotation);
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
  }, [page, view.zoom, view.rotation]);

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

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = surfaceRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const pointerAt = (screen: Point): SurfacePointer => ({
    point: screenToPage(screen, page.size, viewRef.current),
    zoom: viewRef.current.zoom,
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    surfaceRef.current?.setPointerCapture?.(event.pointerId);
    const at = local(event);
    const state = gesture.current;
    state.pointers.set(event.pointerId, at);
    if (state.pointers.size === 1) {
      state.start = at;
      state.last = at;
      state.moved = false;
      state.pinch = null;
    } else if (state.pointers.size === 2) {
      const [p, q] = [...state.pointers.values()] as [Point, Point];
      state.pinch = {
        view: viewRef.current,
        span: Math.max(1, Math.hypot(q.x - p.x, q.y - p.y)),
        centre: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
      };
      state.moved = true; // a pinch never ends in a click
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const at = local(event);
    const state = gesture.current;
    if (!state.pointers.has(event.pointerId)) {
      onPageHover?.(pointerAt(at));
      return;
    }
    state.pointers.set(event.pointerId, at);
    if (state.pinch && state.pointers.size >= 2) {
      const [p, q] = [...state.pointers.values()] as [Point, Point];
      const centre = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const span = Math.max(1, Math.hypot(q.x - p.x, q.y - p.y));
      const { view: from, span: fromSpan, centre: fromCentre } = state.pinch;
      const zoomed = zoomAt(from, span / fromSpan, fromCentre);
      onViewChange({
        ...zoomed,
        panX: zoomed.panX + centre.x - fromCentre.x,
        panY: zoomed.panY + centre.y - fromCentre.y,
      });
      return;
    }
    if (!state.start || !state.last) return;
    if (!state.moved && Math.hypot(at.x - state.start.x, at.y - state.start.y) > CLICK_SLOP)
      state.moved = true;
    if (state.moved) {
      const current = viewRef.current;
      onViewChange({
        ...current,
        panX: current.panX + at.x - state.last.x,
        panY: current.panY + at.y - state.last.y,
      });
    } else onPageHover?.(pointerAt(at));
    state.last = at;
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    if (!state.pointers.delete(event.pointerId)) return;
    if (state.pointers.size === 0) {
      if (event.type === 'pointerup' && !state.moved && state.start) onPageClick?.(pointerAt(local(event)));
      state.start = null;
      state.last = null;
      state.pinch = null;
    } else {
      // One finger of a pinch lifted: the other carries on panning from where it is.
      const [rest] = [...state.pointers.values()];
      state.last = rest ?? null;
      state.pinch = null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onViewChange({ ...view, panX: view.panX + move[0], panY: view.panY + move[1] });
      return;
    }
    const rect = surfaceRef.current?.getBoundingClientRect();
    const centre = { x: (rect?.width ?? 0) / 2, y: (rect?.height ?? 0) / 2 };
    if (event.key === '+' || event.key === '=') onViewChange(zoomAt(view, 1.25, centre));
    else if (event.key === '-' || event.key === '_') onViewChange(zoomAt(view, 0.8, centre));
  };

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
