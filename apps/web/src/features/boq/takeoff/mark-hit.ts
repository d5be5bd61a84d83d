import type { MeasurementGeometry, PagePoint } from '@kadirio/domain';

/** Whether a click at `point` lands on a mark: near a vertex (3 × radius) or within `radius` of an edge. */
export function isNear(geometry: MeasurementGeometry, point: PagePoint, radius: number): boolean {
  if (geometry.kind === 'count') return false;
  const points = geometry.points;
  return (
    points.some((p) => Math.hypot(p.x - point.x, p.y - point.y) <= radius * 3) ||
    points.some((p, i) => {
      const q = points[(i + 1) % points.length]!;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const length2 = dx * dx + dy * dy || 1;
      const s = Math.max(0, Math.min(1, ((point.x - p.x) * dx + (point.y - p.y) * dy) / length2));
      return Math.hypot(p.x + s * dx - point.x, p.y + s * dy - point.y) <= radius;
    })
  );
}
