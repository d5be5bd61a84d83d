/**
 * The viewer's geometry, pure so it can be tested by hand. A page point is in pdf.js's
 * `getViewport({ scale: 1 })` space (PDF points, origin top-left, y down, the page's own /Rotate
 * applied): the space measurements are stored in. The user may turn the page further by quarter
 * turns (clockwise, as pdf.js counts), zoom and pan; a screen point is in CSS pixels from the
 * surface's top-left corner.
 */
export type QuarterTurn = 0 | 90 | 180 | 270;

export interface PageSize {
  width: number;
  height: number;
}

export interface ViewState {
  /** CSS pixels per page point. */
  zoom: number;
  /** Where the page's (turned) top-left corner sits on the surface, in CSS pixels. */
  panX: number;
  panY: number;
  rotation: QuarterTurn;
}

/** The page point under the pointer, with the zoom, so a radius in screen pixels becomes page points. */
export interface SurfacePointer {
  /** The page point under the pointer. */
  point: Point;
  /** The zoom, so callers can turn a radius in screen pixels into page points. */
  zoom: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 16;
/** Room left around a fitted page, in CSS pixels. */
export const FIT_MARGIN = 16;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The page's size once turned: a quarter turn swaps width and height. */
export function turnedSize(page: PageSize, rotation: QuarterTurn): PageSize {
  return rotation === 90 || rotation === 270 ? { width: page.height, height: page.width } : page;
}

/** A page point turned by `rotation` (clockwise) inside the page's box, still in points. */
export function turnPoint(point: Point, page: PageSize, rotation: QuarterTurn): Point {
  switch (rotation) {
    case 0:
      return point;
    case 90:
      return { x: page.height - point.y, y: point.x };
    case 180:
      return { x: page.width - point.x, y: page.height - point.y };
    case 270:
      return { x: point.y, y: page.width - point.x };
  }
}

/** The inverse of `turnPoint`. */
export function unturnPoint(point: Point, page: PageSize, rotation: QuarterTurn): Point {
  switch (rotation) {
    case 0:
      return point;
    case 90:
      return { x: point.y, y: page.height - point.x };
    case 180:
      return { x: page.width - point.x, y: page.height - point.y };
    case 270:
      return { x: page.width - point.y, y: point.x };
  }
}

export function pageToScreen(point: Point, page: PageSize, view: ViewState): Point {
  const turned = turnPoint(point, page, view.rotation);
  return { x: view.panX + turned.x * view.zoom, y: view.panY + turned.y * view.zoom };
}

export function screenToPage(point: Point, page: PageSize, view: ViewState): Point {
  const turned = { x: (point.x - view.panX) / view.zoom, y: (point.y - view.panY) / view.zoom };
  return unturnPoint(turned, page, view.rotation);
}

/**
 * The SVG/canvas matrix `[a, b, c, d, e, f]` from page points to the turned page at zoom 1: what an
 * overlay in page coordinates is drawn through.
 */
export function turnMatrix(
  page: PageSize,
  rotation: QuarterTurn,
): [number, number, number, number, number, number] {
  switch (rotation) {
    case 0:
      return [1, 0, 0, 1, 0, 0];
    case 90:
      return [0, 1, -1, 0, page.height, 0];
    case 180:
      return [-1, 0, 0, -1, page.width, page.height];
    case 270:
      return [0, -1, 1, 0, 0, page.width];
  }
}

/** Zooms by `factor` keeping the page point under `anchor` (a screen point) where it is. */
export function zoomAt(view: ViewState, factor: number, anchor: Point): ViewState {
  const zoom = clampZoom(view.zoom * factor);
  const ratio = zoom / view.zoom;
  return {
    ...view,
    zoom,
    panX: anchor.x - (anchor.x - view.panX) * ratio,
    panY: anchor.y - (anchor.y - view.panY) * ratio,
  };
}

/** The whole page's width across the surface, its top at the margin. */
export function fitWidth(page: PageSize, surface: PageSize, rotation: QuarterTurn): ViewState {
  const turned = turnedSize(page, rotation);
  const zoom = clampZoom((surface.width - 2 * FIT_MARGIN) / turned.width);
  return { zoom, rotation, panX: (surface.width - turned.width * zoom) / 2, panY: FIT_MARGIN };
}

/** The whole page on the surface, centred. */
export function fitPage(page: PageSize, surface: PageSize, rotation: QuarterTurn): ViewState {
  const turned = turnedSize(page, rotation);
  const zoom = clampZoom(
    Math.min(
      (surface.width - 2 * FIT_MARGIN) / turned.width,
      (surface.height - 2 * FIT_MARGIN) / turned.height,
    ),
  );
  return {
    zoom,
    rotation,
    panX: (surface.width - turned.width * zoom) / 2,
    panY: (surface.height - turned.height * zoom) / 2,
  };
}

export function nextTurn(rotation: QuarterTurn): QuarterTurn {
  return ((rotation + 90) % 360) as QuarterTurn;
}

/**
 * The scale to render the page's bitmap at: the zoom times the device's pixel ratio, but no more
 * pixels than a canvas may safely hold on a phone (`maxPixels`) or than `maxSide` on either side.
 * Past that the bitmap is stretched (slightly soft) rather than the tab running out of memory.
 */
export function renderScale(
  page: PageSize,
  zoom: number,
  pixelRatio: number,
  maxPixels = 16_000_000,
  maxSide = 8192,
): number {
  const wanted = zoom * pixelRatio;
  const byArea = Math.sqrt(maxPixels / (page.width * page.height));
  const bySide = maxSide / Math.max(page.width, page.height);
  return Math.min(wanted, byArea, bySide);
}
