import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { zoomAt, type Point, type SurfacePointer, type ViewState } from './view-transform';

/** A click moves less than this (CSS px) between press and release; more is a drag that pans. */
const CLICK_SLOP = 5;
/** Arrow keys pan by this many CSS px (ten times with Shift). */
const KEY_STEP = 48;

interface Gesture {
  pointers: Map<number, Point>;
  start: Point | null;
  moved: boolean;
  /** The view and the pinch's span when the second finger went down. */
  pinch: { view: ViewState; span: number; centre: Point } | null;
  last: Point | null;
}

/**
 * The surface's pointer and key handlers: drag (mouse, pen or one finger) pans, two fingers pinch
 * to zoom around their centre, a press released where it began is a click on the page, arrow keys
 * pan and + / − zoom around the centre.
 */
export function useSurfaceGestures({
  surfaceRef,
  viewRef,
  view,
  onViewChange,
  pointerAt,
  onPageClick,
  onPageHover,
}: {
  surfaceRef: RefObject<HTMLDivElement | null>;
  /** The view as of the last render, read by handlers between renders. */
  viewRef: RefObject<ViewState>;
  view: ViewState;
  onViewChange: (view: ViewState) => void;
  pointerAt: (screen: Point) => SurfacePointer;
  onPageClick?: (pointer: SurfacePointer) => void;
  onPageHover?: (pointer: SurfacePointer | null) => void;
}) {
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    start: null,
    moved: false,
    pinch: null,
    last: null,
  });
  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = surfaceRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

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

  return { onPointerDown, onPointerMove, onPointerEnd, onKeyDown };
}
