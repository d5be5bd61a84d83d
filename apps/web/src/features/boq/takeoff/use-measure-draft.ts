import { useCallback, useState } from 'react';
import type { CountMarker, Measurement, MeasurementGeometry, PagePoint, PageRect } from '@kadirio/domain';
import type { SurfacePointer } from '../../../components/drawing-viewer/view-transform';
import type { SnapIndex, SnapKind } from '../../../components/drawing-viewer/snap-index';
import { draftKeyHandler } from './draft-keys';
import { isNear } from './mark-hit';
import { draftGeometry, minimumPoints, pointsToFinish, type TakeoffTool } from './measure-tool';
import { rectOfCorners } from './page-scale';
import type { ScaleCheck } from './scale-bar';
import { moveVertex, type VertexHandlers } from './takeoff-overlay';
import type { MarkHistory } from './use-mark-history';
import type { MarkSaving } from './use-mark-saving';

/** The snap radius, in screen pixels: the same reach at every zoom. */
const SNAP_RADIUS_PX = 12;

/** Where the pointer is, and what of the drawing it snapped to ('pixel': nothing). */
export interface Hover {
  point: PagePoint;
  kind: SnapKind | 'pixel';
}

/** What of the drawing the pointer snaps to, within the snap radius ('pixel': nothing). */
function snapOf(snapIndex: SnapIndex | null, pointer: SurfacePointer): Hover {
  const found = snapIndex?.snap(pointer.point, SNAP_RADIUS_PX / pointer.zoom);
  return found ?? { point: pointer.point, kind: 'pixel' };
}

/**
 * What the surveyor is drawing on the page: the chosen tool, its points (snapped to the drawing's
 * own lines) or count markers, a vertex being dragged, and what a finished draft becomes — a mark
 * to name, a scale check, a scale region, or an opening deducted from the selected area.
 */
export function useMeasureDraft({
  canEdit,
  onPage,
  selected,
  onSelect,
  snapIndex,
  history,
  saving,
}: {
  canEdit: boolean;
  /** The marks on the page shown. */
  onPage: readonly Measurement[];
  selected: Measurement | null;
  onSelect: (id: string | null) => void;
  snapIndex: SnapIndex | null;
  history: Pick<MarkHistory, 'record' | 'undo' | 'redo'>;
  saving: Pick<MarkSaving, 'saveGeometry'>;
}) {
  const [tool, setTool] = useState<TakeoffTool>('pan');
  const [points, setPoints] = useState<PagePoint[]>([]);
  const [markers, setMarkers] = useState<CountMarker[]>([]);
  const [markerType, setMarkerType] = useState('D1');
  const [hover, setHover] = useState<Hover | null>(null);
  const [naming, setNaming] = useState<MeasurementGeometry | null>(null);
  const [check, setCheck] = useState<ScaleCheck | null>(null);
  const [regionDraft, setRegionDraft] = useState<PageRect | null>(null);
  const [dragged, setDragged] = useState<{ index: number; geometry: MeasurementGeometry } | null>(null);

  const resetDraft = useCallback(() => {
    setPoints([]);
    setMarkers([]);
    setHover(null);
  }, []);
  const chooseTool = (next: TakeoffTool | null) => {
    setTool(next ?? 'pan');
    resetDraft();
    setCheck(null);
    if (next && next !== 'pan' && next !== 'deduct') onSelect(null);
  };
  /** After a mark is saved from its name dialog: back to panning with nothing drawn. */
  const named = () => {
    setNaming(null);
    resetDraft();
    setTool('pan');
  };

  const editSelected = (geometry: MeasurementGeometry) => {
    if (!selected) return;
    history.record({ kind: 'edit', measurementId: selected._id, before: selected.geometry, after: geometry });
    void saving.saveGeometry(selected, geometry);
  };

  const finish = (finalPoints: PagePoint[] = points) => {
    if (tool === 'region') {
      if (finalPoints.length === 2) setRegionDraft(rectOfCorners(finalPoints[0]!, finalPoints[1]!));
      resetDraft();
      setTool('pan');
      return;
    }
    if (tool === 'calibrate' || tool === 'verify' || tool === 'regionCalibrate') {
      if (finalPoints.length === 2) setCheck({ kind: tool, points: [finalPoints[0]!, finalPoints[1]!] });
      resetDraft();
      // The region's dimension is clicked once; its form then asks for the length.
      if (tool === 'regionCalibrate') setTool('pan');
      return;
    }
    if (
      tool === 'deduct' &&
      selected &&
      (selected.geometry.kind === 'area' || selected.geometry.kind === 'rectangle')
    ) {
      editSelected({ ...selected.geometry, holes: [...selected.geometry.holes, finalPoints] });
      resetDraft();
      return;
    }
    const geometry = draftGeometry(tool, finalPoints, markers, null);
    if (geometry) setNaming(geometry);
  };

  const onPageClick = (pointer: SurfacePointer) => {
    if (!canEdit || tool === 'pan') {
      const hit = onPage.find(
        (m) => m.geometry.kind !== 'count' && isNear(m.geometry, pointer.point, 8 / pointer.zoom),
      );
      if (hit) onSelect(hit._id);
      return;
    }
    const { point } = snapOf(snapIndex, pointer);
    if (tool === 'count') {
      setMarkers((current) => [...current, { x: point.x, y: point.y, type: markerType }]);
      return;
    }
    const next = [...points, point];
    setPoints(next);
    const needed = pointsToFinish(tool);
    if (needed !== null && next.length >= needed) finish(next);
  };

  const onPageHover = (pointer: SurfacePointer | null) => {
    if (!pointer) {
      setHover(null);
      return;
    }
    const at = tool === 'pan' && !dragged ? null : snapOf(snapIndex, pointer);
    if (dragged && selected && at)
      setDragged({ ...dragged, geometry: moveVertex(selected.geometry, dragged.index, at.point) });
    setHover(at);
  };

  const canFinish = points.length + markers.length >= minimumPoints(tool);
  const onKeyDown = draftKeyHandler({
    canEdit,
    tool,
    drawing: points.length + markers.length > 0,
    naming: naming !== null,
    canFinish,
    finish,
    resetDraft,
    dropLastPoint: () => setPoints((current) => current.slice(0, -1)),
    chooseTool,
    history,
  });

  const vertexHandlers: VertexHandlers = {
    onVertexDown: (index, event) => {
      if (!canEdit || !selected) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragged({ index, geometry: selected.geometry });
    },
    onVertexUp: () => {
      if (!dragged || !selected) return;
      setDragged(null);
      editSelected(dragged.geometry);
    },
  };

  return {
    tool,
    chooseTool,
    points,
    markerType,
    setMarkerType,
    /** The draft's geometry so far, to the pointer when it hovers. */
    draft: draftGeometry(tool, points, markers, hover && tool !== 'count' ? hover.point : null),
    hover,
    dragged,
    canFinish,
    finish,
    naming,
    cancelNaming: () => setNaming(null),
    named,
    check,
    clearCheck: () => setCheck(null),
    regionDraft,
    clearRegionDraft: () => setRegionDraft(null),
    onPageClick,
    onPageHover,
    onKeyDown,
    vertexHandlers,
  };
}

export type MeasureDraft = ReturnType<typeof useMeasureDraft>;
