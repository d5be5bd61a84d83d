import { describe, expect, it } from 'vitest';
import { SnapIndex } from './snap-index';

// Two walls meeting in an L and a third crossing the first: (0,0)–(100,0), (100,0)–(100,80), (50,−20)–(50,20).
const WALLS = [
  { a: { x: 0, y: 0 }, b: { x: 100, y: 0 } },
  { a: { x: 100, y: 0 }, b: { x: 100, y: 80 } },
  { a: { x: 50, y: -20 }, b: { x: 50, y: 20 } },
];

describe('snapping to vector geometry', () => {
  const index = new SnapIndex(WALLS, 24);

  it('snaps to a line end within the radius', () => {
    expect(index.snap({ x: 97, y: 3 }, 6)).toEqual({ point: { x: 100, y: 0 }, kind: 'end' });
  });

  it('snaps to where two lines cross', () => {
    expect(index.snap({ x: 52, y: 2 }, 6)).toEqual({ point: { x: 50, y: 0 }, kind: 'intersection' });
  });

  it('snaps to a midpoint, then to the nearest point along a line', () => {
    expect(index.snap({ x: 102, y: 41 }, 6)).toEqual({ point: { x: 100, y: 40 }, kind: 'midpoint' });
    expect(index.snap({ x: 103, y: 60 }, 6)).toEqual({ point: { x: 100, y: 60 }, kind: 'edge' });
  });

  it('prefers a corner a few points away to a line right under the pointer', () => {
    expect(index.snap({ x: 96, y: 0.5 }, 6)?.kind).toBe('end');
  });

  it('finds nothing beyond the radius, and nothing on a page without vectors', () => {
    expect(index.snap({ x: 30, y: 40 }, 6)).toBeNull();
    expect(new SnapIndex([]).snap({ x: 0, y: 0 }, 6)).toBeNull();
  });

  it('files a long diagonal in every cell it crosses', () => {
    const diagonal = new SnapIndex([{ a: { x: 0, y: 0 }, b: { x: 1000, y: 1000 } }], 24);
    expect(diagonal.snap({ x: 503, y: 497 }, 6)?.point).toEqual({ x: 500, y: 500 });
  });
});
