import type { ProposalItem } from './proposal-items';

/** Proposals are drawn apart from marks: violet, dashed, never a group's colour (takeoff-overlay.tsx). */
export const PROPOSAL_COLOUR = '#7b1fa2';
const EXCLUDED_COLOUR = '#9e9e9e';

/**
 * The drawing reader's proposals over the page (docs/takeoff.md §5.6): walls as dashed centre
 * lines, rooms as hatched-light outlines, openings as rings; an excluded one greyed, the one the
 * keys act on drawn heavier.
 */
export function ProposalMarks({
  items,
  included,
  current,
  zoom,
}: {
  items: readonly ProposalItem[];
  included: ReadonlySet<string>;
  current: number;
  zoom: number;
}) {
  return (
    <g data-testid="proposal-marks">
      {items.map((item, index) => {
        const isIn = included.has(item.id);
        const colour = isIn ? PROPOSAL_COLOUR : EXCLUDED_COLOUR;
        const stroke = {
          stroke: colour,
          strokeWidth: index === current ? 4 : 2,
          strokeDasharray: '7 4',
          vectorEffect: 'non-scaling-stroke' as const,
          opacity: isIn ? 0.9 : 0.5,
        };
        const { geometry } = item;
        const key = item.id;
        if (geometry.kind === 'count')
          return (
            <g key={key} data-proposal={item.id} data-included={isIn}>
              {geometry.markers.map((marker, at) => (
                <circle key={at} cx={marker.x} cy={marker.y} r={9 / zoom} fill="none" {...stroke} />
              ))}
            </g>
          );
        if (geometry.kind === 'length')
          return (
            <polyline
              key={key}
              data-proposal={item.id}
              data-included={isIn}
              points={geometry.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              {...stroke}
            />
          );
        if (geometry.kind !== 'area') return null;
        return (
          <polygon
            key={key}
            data-proposal={item.id}
            data-included={isIn}
            points={geometry.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill={colour}
            fillOpacity={isIn ? 0.08 : 0.03}
            {...stroke}
          />
        );
      })}
    </g>
  );
}
