import { memo, type PointerEvent } from 'react';
import type { Measurement, MeasurementGeometry, PagePoint, PageRect, PageScale } from '@kadirio/domain';
import type { SnapKind } from '../../../components/drawing-viewer/snap-index';
import { outlineOf } from './page-scale';

/** Colours for groups, distinct on a white drawing and for the common colour blindnesses (Okabe–Ito). */
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

export function groupColour(group: string): string {
  let hash = 0;
  for (const char of group) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function colourOf(measurement: Pick<Measurement, 'colour' | 'group'>): string {
  return measurement.colour ?? groupColour(measurement.group);
}

const closedKinds = new Set(['perimeter', 'area', 'rectangle']);

function Shape({
  geometry,
  colour,
  zoom,
  dashed,
}: {
  geometry: MeasurementGeometry;
  colour: string;
  zoom: number;
  dashed?: boolean;
}) {
  const r = 5 / zoom;
  if (geometry.kind === 'count')
    return (
      <g fill={colour}>
        {geometry.markers.map((marker, index) => (
          <g key={index}>
            <circle cx={marker.x} cy={marker.y} r={r * 1.6} fillOpacity={0.85} />
            <text x={marker.x + r * 2} y={marker.y - r * 2} fontSize={12 / zoom} fontWeight={700}>
              {marker.type}
            </text>
          </g>
        ))}
      </g>
    );
  const points = outlineOf(geometry)
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
  const common = {
    stroke: colour,
    strokeWidth: 2.5,
    vectorEffect: 'non-scaling-stroke' as const,
    strokeDasharray: dashed ? '6 4' : undefined,
    strokeLinejoin: 'round' as const,
  };
  return (
    <>
      {closedKinds.has(geometry.kind) ? (
        <polygon
          points={points}
          fill={geometry.kind === 'perimeter' ? 'none' : colour}
          fillOpacity={0.15}
          {...common}
        />
      ) : (
        <polyline points={points} fill="none" {...common} />
      )}
      {'holes' in geometry &&
        geometry.holes.map((hole, index) => (
          <polygon
            key={index}
            points={hole.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="#fff"
            fillOpacity={0.6}
            {...common}
          />
        ))}
    </>
  );
}

const REGION_COLOUR = '#6a1b9a';

/** The page's scale regions as dashed frames labelled with their ratio, and the one being drawn. */
export function ScaleRegions({
  regions,
  draft,
  zoom,
}: {
  regions: readonly PageScale[];
  draft: PageRect | null;
  zoom: number;
}) {
  const frame = (rect: PageRect, key: string, label: string | null) => (
    <g key={key} data-testid="scale-region">
      <rect
        x={rect.x}
        y={rect.y}
        width={rect.width}
        height={rect.height}
        fill="none"
        stroke={REGION_COLOUR}
        strokeWidth={1.5}
        strokeDasharray="8 4"
        vectorEffect="non-scaling-stroke"
      />
      {label && (
        <text
          x={rect.x + 4 / zoom}
          y={rect.y + 14 / zoom}
          fontSize={12 / zoom}
          fill={REGION_COLOUR}
          fontWeight={700}
        >
          {label}
        </text>
      )}
    </g>
  );
  return (
    <g>
      {regions.map((scale) => scale.region && frame(scale.region, scale._id, `1:${Math.round(scale.ratio)}`))}
      {draft && frame(draft, 'draft', null)}
    </g>
  );
}

/** Every saved mark of the page: memoised, so a pan or a hover does not draw hundreds of them again. */
export const SavedMarks = memo(function SavedMarks({
  measurements,
  zoom,
  hiddenId,
}: {
  measurements: readonly Measurement[];
  zoom: number;
  hiddenId: string | null;
}) {
  return (
    <g data-testid="saved-marks">
      {measurements.map((measurement) =>
        measurement._id === hiddenId ? null : (
          <Shape
            key={measurement._id}
            geometry={measurement.geometry}
            colour={colourOf(measurement)}
            zoom={zoom}
          />
        ),
      )}
    </g>
  );
});

export interface VertexHandlers {
  onVertexDown: (index: number, event: PointerEvent<SVGCircleElement>) => void;
  onVertexUp: (event: PointerEvent<SVGCircleElement>) => void;
}

/** The mark being drawn or edited, its vertices as handles when editing, and the snap under the pointer. */
export function ActiveMarks({
  draft,
  editing,
  zoom,
  snap,
  handlers,
}: {
  draft: { geometry: MeasurementGeometry; colour: string } | null;
  editing: { geometry: MeasurementGeometry; colour: string } | null;
  zoom: number;
  snap: { point: PagePoint; kind: SnapKind | 'pixel' } | null;
  handlers: VertexHandlers;
}) {
  const r = 6 / zoom;
  const vertices = editing ? outlineVertices(editing.geometry) : [];
  return (
    <g>
      {draft && <Shape geometry={draft.geometry} colour={draft.colour} zoom={zoom} dashed />}
      {editing && <Shape geometry={editing.geometry} colour={editing.colour} zoom={zoom} />}
      {vertices.map((point, index) => (
        <circle
          key={index}
          data-testid="vertex-handle"
          cx={point.x}
          cy={point.y}
          r={r}
          fill="#fff"
          stroke={editing!.colour}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          style={{ pointerEvents: 'all', cursor: 'move', touchAction: 'none' }}
          onPointerDown={(event) => handlers.onVertexDown(index, event)}
          onPointerUp={handlers.onVertexUp}
        />
      ))}
      {snap && (
        <g data-testid="snap-mark" data-snap={snap.kind} stroke="#d32f2f" strokeWidth={2} fill="none">
          {snap.kind === 'pixel' ? (
            <circle cx={snap.point.x} cy={snap.point.y} r={r * 0.6} vectorEffect="non-scaling-stroke" />
          ) : (
            <rect
              x={snap.point.x - r}
              y={snap.point.y - r}
              width={2 * r}
              height={2 * r}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </g>
      )}
    </g>
  );
}

/** The points a user drags: a polyline's or polygon's vertices, a rectangle's two corners, a count's markers. */
export function outlineVertices(geometry: MeasurementGeometry): PagePoint[] {
  return geometry.kind === 'count' ? geometry.markers : geometry.points;
}

/** The geometry with vertex `index` moved to `point`. */
export function moveVertex(
  geometry: MeasurementGeometry,
  index: number,
  point: PagePoint,
): MeasurementGeometry {
  if (geometry.kind === 'count')
    return {
      ...geometry,
      markers: geometry.markers.map((marker, at) =>
        at === index ? { ...marker, x: point.x, y: point.y } : marker,
      ),
    };
  const points = geometry.points.map((existing, at) => (at === index ? point : existing));
  return { ...geometry, points };
}
