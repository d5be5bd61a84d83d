import { describe, expect, it } from 'vitest';
import {
  fitPage,
  fitWidth,
  MAX_ZOOM,
  pageToScreen,
  renderScale,
  screenToPage,
  turnMatrix,
  turnPoint,
  unturnPoint,
  zoomAt,
  type QuarterTurn,
  type ViewState,
} from './view-transform';

// An A3 landscape page: 1191 × 842 pt.
const A3 = { width: 1191, height: 842 };

describe('turning a page by quarter turns', () => {
  it('moves the corners as a clockwise turn does', () => {
    // The top-left corner goes to the top-right of the turned (842 wide) page at 90°.
    expect(turnPoint({ x: 0, y: 0 }, A3, 90)).toEqual({ x: 842, y: 0 });
    expect(turnPoint({ x: 1191, y: 0 }, A3, 90)).toEqual({ x: 842, y: 1191 });
    expect(turnPoint({ x: 0, y: 0 }, A3, 180)).toEqual({ x: 1191, y: 842 });
    expect(turnPoint({ x: 0, y: 0 }, A3, 270)).toEqual({ x: 0, y: 1191 });
  });

  it.each([0, 90, 180, 270] as QuarterTurn[])('undoes itself at %i°, and its matrix agrees', (rotation) => {
    const point = { x: 100, y: 30 };
    expect(unturnPoint(turnPoint(point, A3, rotation), A3, rotation)).toEqual(point);
    const [a, b, c, d, e, f] = turnMatrix(A3, rotation);
    expect({ x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f }).toEqual(
      turnPoint(point, A3, rotation),
    );
  });
});

describe('zoom and pan', () => {
  const view: ViewState = { zoom: 0.5, panX: 20, panY: 10, rotation: 0 };

  it('maps page points to the screen and back', () => {
    expect(pageToScreen({ x: 100, y: 200 }, A3, view)).toEqual({ x: 70, y: 110 });
    expect(screenToPage({ x: 70, y: 110 }, A3, view)).toEqual({ x: 100, y: 200 });
  });

  it('keeps the point under the pointer where it is when zooming', () => {
    const anchor = { x: 300, y: 200 };
    const under = screenToPage(anchor, A3, view);
    const zoomed = zoomAt(view, 2, anchor);
    expect(zoomed.zoom).toBe(1);
    // pan' = anchor − (anchor − pan)·2 = 300 − 280·2 = −260; 200 − 190·2 = −180
    expect(zoomed.panX).toBe(-260);
    expect(zoomed.panY).toBe(-180);
    expect(screenToPage(anchor, A3, zoomed)).toEqual(under);
  });

  it('stops at the largest zoom', () => {
    expect(zoomAt({ ...view, zoom: MAX_ZOOM }, 4, { x: 0, y: 0 }).zoom).toBe(MAX_ZOOM);
  });

  it('fits the width or the whole page with a 16 px margin', () => {
    // (1223 − 32) / 1191 = 1; the page is then 842 high, from y = 16.
    expect(fitWidth(A3, { width: 1223, height: 500 }, 0)).toEqual({
      zoom: 1,
      panX: 16,
      panY: 16,
      rotation: 0,
    });
    // Turned, the page is 842 × 1191: the height limits, (1223 − 32) / 1191 = 1.
    const fitted = fitPage(A3, { width: 1000, height: 1223 }, 90);
    expect(fitted.zoom).toBe(1);
    expect(fitted.panX).toBe((1000 - 842) / 2);
  });
});

describe('the bitmap scale', () => {
  it('is the zoom times the pixel ratio while the canvas stays small enough', () => {
    expect(renderScale(A3, 1, 2)).toBe(2);
  });

  it('stops at the pixel budget: an A1 sheet (2384 × 1684 pt) at zoom 8 on a phone', () => {
    const scale = renderScale({ width: 2384, height: 1684 }, 8, 3);
    expect(2384 * scale * 1684 * scale).toBeLessThanOrEqual(16_000_000 + 1);
    expect(2384 * scale).toBeLessThanOrEqual(8192);
  });
});
