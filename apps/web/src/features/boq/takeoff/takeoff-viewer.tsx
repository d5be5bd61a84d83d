import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type {
  CountMarker,
  CreateMeasurementBody,
  Drawing,
  Measurement,
  MeasurementGeometry,
  PagePoint,
  PageRect,
  Repricing,
} from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import type { DrawingSource } from '../../../components/drawing-viewer/drawing-document';
import { DrawingFrame } from '../../../components/drawing-viewer/drawing-frame';
import type { SurfacePointer } from '../../../components/drawing-viewer/drawing-surface';
import { useDrawingViewer } from '../../../components/drawing-viewer/use-drawing-viewer';
import { useDescribeError } from '../../../lib/api-error';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import {
  draftGeometry,
  MEASURE_TOOLS,
  minimumPoints,
  pointsToFinish,
  unitOf,
  type TakeoffTool,
} from './measure-tool';
import { MeasurementNameDialog, type NamedMark } from './measurement-name-dialog';
import { previewValue, rectOfCorners, scaleAt } from './page-scale';
import { ScaleBar, type ScaleCheck } from './scale-bar';
import { ActiveMarks, colourOf, moveVertex, SavedMarks, ScaleRegions } from './takeoff-overlay';
import {
  useCreateMeasurementMutation,
  useDeleteMeasurementMutation,
  useGetDrawingScalesQuery,
  useSetPageScalesMutation,
  useUpdateMeasurementMutation,
} from './takeoff.api';
import { isNear } from './mark-hit';
import { ProposalMarks } from './proposals/proposal-marks';
import { ProposalsPanel } from './proposals/proposals-panel';
import { useProposalReview } from './proposals/use-proposal-review';
import { usePageAids } from './use-page-aids';

/** The snap radius, in screen pixels: the same reach at every zoom. */
const SNAP_RADIUS_PX = 12;
const DRAFT_COLOUR = '#d32f2f';

/** How long the "saved, undo?" note stays after a mark is created. */
const UNDO_NOTE_MS = 8000;

/** The tool's prompt fills the status row's height (two lines at a desk, three on a phone), then ends in "…". */
const promptLines = {
  minWidth: 0,
  flexShrink: 1,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 3, sm: 2 },
  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
  lineHeight: 1.25,
} as const;

/**
 * One undoable step: a vertex moved or an opening deducted (its geometry before and after), or a
 * mark created (undone by deleting it, redone by creating it again from the same request).
 */
type Step =
  | { kind: 'edit'; measurementId: string; before: MeasurementGeometry; after: MeasurementGeometry }
  | { kind: 'create'; measurementId: string; name: string; body: CreateMeasurementBody };

/**
 * One drawing in the workspace with the take-off tools: scale, measure (snapping to the drawing's
 * own lines), name and save, drag a vertex to edit (the value and the bound sheets follow),
 * undo and redo of those edits and of creating a mark.
 */
export function TakeoffViewer({
  mapId,
  drawing,
  measurements,
  canEdit,
  selectedId,
  onSelect,
  onRepriced,
}: {
  mapId: string;
  drawing: Drawing;
  measurements: readonly Measurement[];
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onRepriced: (repricing: Repricing) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const token = useAppSelector((state) => state.auth.user?.token);
  const source = useMemo(
    (): DrawingSource => ({
      url: `${window.location.origin}/api/maps/${mapId}/drawings/${drawing._id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      name: drawing.name,
    }),
    [mapId, drawing._id, drawing.name, token],
  );
  const viewer = useDrawingViewer(source);
  const { page, pageNumber } = viewer;
  const { snapIndex, statedRatio } = usePageAids(page);
  const { data: scaleData } = useGetDrawingScalesQuery({ mapId, drawingId: drawing._id });
  const scales = scaleData?.scales ?? [];
  const [createMeasurement] = useCreateMeasurementMutation();
  const [updateMeasurement] = useUpdateMeasurementMutation();
  const [deleteMeasurement] = useDeleteMeasurementMutation();
  const [setPageScales] = useSetPageScalesMutation();

  const [tool, setTool] = useState<TakeoffTool>('pan');
  const [points, setPoints] = useState<PagePoint[]>([]);
  const [markers, setMarkers] = useState<CountMarker[]>([]);
  const [markerType, setMarkerType] = useState('D1');
  const [hover, setHover] = useState<{
    point: PagePoint;
    kind: 'end' | 'intersection' | 'midpoint' | 'edge' | 'pixel';
  } | null>(null);
  const [naming, setNaming] = useState<MeasurementGeometry | null>(null);
  const [check, setCheck] = useState<ScaleCheck | null>(null);
  const [regionDraft, setRegionDraft] = useState<PageRect | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragged, setDragged] = useState<{ index: number; geometry: MeasurementGeometry } | null>(null);
  const [history, setHistory] = useState<{ done: Step[]; undone: Step[] }>({ done: [], undone: [] });
  const record = (step: Step) => setHistory((current) => ({ done: [...current.done, step], undone: [] }));
  // The mark just created, offered for undoing in a note under the drawing.
  const [justCreated, setJustCreated] = useState<{ measurementId: string; name: string } | null>(null);

  const onPage = useMemo(
    () => measurements.filter((m) => m.drawingId === drawing._id && m.page === pageNumber),
    [measurements, drawing._id, pageNumber],
  );
  const selected = onPage.find((m) => m._id === selectedId) ?? null;
  // A mark chosen in the register opens on its page.
  const chosen = measurements.find((m) => m._id === selectedId);
  const { setPageNumber } = viewer;
  useEffect(() => {
    if (chosen && chosen.drawingId === drawing._id) setPageNumber(chosen.page);
  }, [chosen, drawing._id, setPageNumber]);
  const pageScale = scaleAt(scales, pageNumber, points[0]);
  const review = useProposalReview({ mapId, drawingId: drawing._id, pageNumber, scales, measurements });

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

  const snapped = (pointer: SurfacePointer) => {
    const found = snapIndex?.snap(pointer.point, SNAP_RADIUS_PX / pointer.zoom);
    return found ?? { point: pointer.point, kind: 'pixel' as const };
  };

  const save = async (
    run: () => Promise<{
      repricedSheets: Repricing['repricedSheets'];
      changedCompletedSheets: Repricing['changedCompletedSheets'];
    }>,
  ) => {
    setProblem(null);
    try {
      onRepriced(await run());
      return true;
    } catch (error) {
      setProblem(describeError(error));
      return false;
    }
  };

  const saveGeometry = (measurement: Measurement, geometry: MeasurementGeometry) =>
    save(() =>
      updateMeasurement({
        mapId,
        measurementId: measurement._id,
        body: { version: measurement.version, geometry },
      }).unwrap(),
    );

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
      const geometry = { ...selected.geometry, holes: [...selected.geometry.holes, finalPoints] };
      record({ kind: 'edit', measurementId: selected._id, before: selected.geometry, after: geometry });
      void saveGeometry(selected, geometry);
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
    const { point } = snapped(pointer);
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
    const at = tool === 'pan' && !dragged ? null : snapped(pointer);
    if (dragged && selected && at)
      setDragged({ ...dragged, geometry: moveVertex(selected.geometry, dragged.index, at.point) });
    setHover(at);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') resetDraft();
    else if (event.key === 'Enter' && points.length + markers.length >= minimumPoints(tool)) finish();
    else if (event.key === 'Backspace') setPoints((current) => current.slice(0, -1));
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z')
      void (event.shiftKey ? redo() : undo());
  };

  const replay = async (measurementId: string, geometry: MeasurementGeometry) => {
    const measurement = measurements.find((m) => m._id === measurementId);
    return measurement ? saveGeometry(measurement, geometry) : false;
  };
  /**
   * Undoing a creation deletes the mark through the API, so the server's rules for deleting hold:
   * a mark a sheet already binds is refused (409, naming the sheets) and stays.
   */
  const removeCreated = async (measurementId: string) => {
    setProblem(null);
    try {
      await deleteMeasurement({ mapId, measurementId }).unwrap();
    } catch (error) {
      setProblem(describeError(error));
      return false;
    }
    if (selectedId === measurementId) onSelect(null);
    setJustCreated((note) => (note?.measurementId === measurementId ? null : note));
    return true;
  };
  const createAgain = async (body: CreateMeasurementBody) => {
    let createdId: string | null = null;
    await save(async () => {
      const result = await createMeasurement({ mapId, body }).unwrap();
      createdId = result.measurement._id;
      return result;
    });
    return createdId;
  };
  const undo = async () => {
    const step = history.done.at(-1);
    if (!step) return;
    const undone =
      step.kind === 'edit'
        ? await replay(step.measurementId, step.before)
        : await removeCreated(step.measurementId);
    if (!undone) return;
    setHistory((current) => ({ done: current.done.slice(0, -1), undone: [...current.undone, step] }));
  };
  const redo = async () => {
    const step = history.undone.at(-1);
    if (!step) return;
    if (step.kind === 'edit') {
      if (!(await replay(step.measurementId, step.after))) return;
      setHistory((current) => ({ done: [...current.done, step], undone: current.undone.slice(0, -1) }));
      return;
    }
    // Created again, the mark has a new id: the steps still to redo on it follow it there.
    const newId = await createAgain(step.body);
    if (!newId) return;
    const follow = (s: Step): Step =>
      s.measurementId === step.measurementId ? { ...s, measurementId: newId } : s;
    setHistory((current) => ({
      done: [...current.done, { ...step, measurementId: newId }],
      undone: current.undone.slice(0, -1).map(follow),
    }));
  };
  /** The note's Undo: this mark, wherever it is in the history (edits of it go with it). */
  const undoCreated = async (measurementId: string) => {
    if (!(await removeCreated(measurementId))) return;
    const other = (s: Step) => s.measurementId !== measurementId;
    setHistory((current) => ({ done: current.done.filter(other), undone: current.undone.filter(other) }));
  };

  const zoom = viewer.view.zoom;
  const regionsOnPage = scales.filter((scale) => scale.page === pageNumber && scale.region !== null);
  const draft = draftGeometry(tool, points, markers, hover && tool !== 'count' ? hover.point : null);
  const overlay = (
    <>
      <ScaleRegions regions={regionsOnPage} draft={regionDraft} zoom={zoom} />
      {review.phase === 'review' && <ProposalMarks {...review} zoom={zoom} />}
      <SavedMarks measurements={onPage} zoom={zoom} hiddenId={selected?._id ?? null} />
      <ActiveMarks
        zoom={zoom}
        draft={draft ? { geometry: draft, colour: DRAFT_COLOUR } : null}
        editing={
          selected ? { geometry: dragged?.geometry ?? selected.geometry, colour: colourOf(selected) } : null
        }
        snap={tool !== 'pan' || dragged ? hover : null}
        handlers={{
          onVertexDown: (index, event) => {
            if (!canEdit || !selected) return;
            event.stopPropagation();
            event.currentTarget.setPointerCapture?.(event.pointerId);
            setDragged({ index, geometry: selected.geometry });
          },
          onVertexUp: () => {
            if (!dragged || !selected) return;
            const { geometry } = dragged;
            setDragged(null);
            record({ kind: 'edit', measurementId: selected._id, before: selected.geometry, after: geometry });
            void saveGeometry(selected, geometry);
          },
        }}
      />
    </>
  );

  // A region's dimension is measured to give the region a new scale: no figure at the old one.
  const running =
    draft && pageScale && tool !== 'regionCalibrate' ? previewValue(draft, pageScale.metresPerPoint) : null;
  const toolLabel = (name: TakeoffTool) => t(`measure.tools.${name}` as 'measure.tools.length');

  return (
    <Box onKeyDown={onKeyDown} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <ScaleBar
        mapId={mapId}
        drawingId={drawing._id}
        pageNumber={pageNumber}
        scales={scales}
        pageScale={pageScale}
        statedRatio={statedRatio}
        canEdit={canEdit}
        check={check}
        onCheckDone={() => setCheck(null)}
        onStartTool={chooseTool}
        regionDraft={regionDraft}
        onRegionDone={() => setRegionDraft(null)}
        setPageScales={(body) => save(() => setPageScales({ mapId, drawingId: drawing._id, body }).unwrap())}
      />
      {canEdit && (
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 0.5,
            alignItems: 'center',
            px: 0.5,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tool}
            onChange={(_event, next: TakeoffTool | null) => chooseTool(next)}
            aria-label={t('measure.toolsLabel')}
            // Six tools do not fit a phone's width in one row: they wrap rather than run off the pane.
            sx={{ flexWrap: 'wrap' }}
          >
            {(['pan', ...MEASURE_TOOLS] as TakeoffTool[]).map((name) => (
              <ToggleButton key={name} value={name} sx={{ px: 1, py: 0.25 }}>
                {toolLabel(name)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {tool === 'count' && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={markerType}
              onChange={(_event, next: string | null) => next && setMarkerType(next)}
              aria-label={t('measure.markerType')}
            >
              {['D1', 'D2', 'W1', 'W2', 'WC'].map((type) => (
                <ToggleButton key={type} value={type} sx={{ px: 1, py: 0.25 }}>
                  {type}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {selected && (selected.geometry.kind === 'area' || selected.geometry.kind === 'rectangle') && (
            <Button size="small" onClick={() => chooseTool('deduct')}>
              {t('measure.deduct')}
            </Button>
          )}
          {drawing.contentType === 'application/pdf' && (
            <Button size="small" onClick={review.read}>
              {t('proposals.read')}
            </Button>
          )}
          <Button size="small" disabled={history.done.length === 0} onClick={() => void undo()}>
            {t('measure.undo')}
          </Button>
          <Button size="small" disabled={history.undone.length === 0} onClick={() => void redo()}>
            {t('measure.redo')}
          </Button>
        </Stack>
      )}
      <ProposalsPanel review={review} />
      {(tool !== 'pan' || running !== null) && (
        <Stack
          direction="row"
          role="status"
          // Of fixed height: the snap note comes and goes with the pointer and must never move the
          // drawing under it (a click would land elsewhere than it was aimed). On a phone it holds
          // three lines, so that a long prompt (the scale region's, in Swahili) is read whole.
          sx={{
            gap: 1,
            alignItems: 'center',
            px: 1,
            height: { xs: 56, sm: 40 },
            flexWrap: 'nowrap',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {pointsToFinish(tool) === null && tool !== 'pan' && (
            <Button
              size="small"
              variant="contained"
              disabled={points.length + markers.length < minimumPoints(tool)}
              onClick={() => finish()}
            >
              {t('measure.finish')}
            </Button>
          )}
          <Typography variant="body2" sx={promptLines}>
            {t(`measure.prompts.${tool}` as 'measure.prompts.length')}
          </Typography>
          {running !== null && draft && (
            <Typography
              variant="body2"
              data-testid="running-total"
              noWrap
              sx={{ fontWeight: 700, flexShrink: 0 }}
            >
              {formatQuantity(running, unitOf(draft.kind), language)}
            </Typography>
          )}
          {tool !== 'pan' &&
            !pageScale &&
            tool !== 'count' &&
            tool !== 'calibrate' &&
            tool !== 'regionCalibrate' && (
              <Typography variant="body2" color="warning.main" noWrap sx={{ minWidth: 0 }}>
                {t('measure.noScaleYet')}
              </Typography>
            )}
          {hover && hover.kind !== 'pixel' && tool !== 'pan' && (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
              {t(`measure.snap.${hover.kind}` as 'measure.snap.end')}
            </Typography>
          )}
        </Stack>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ m: 0.5 }}>
          {problem}
        </Alert>
      )}
      <DrawingFrame
        viewer={viewer}
        name={drawing.name}
        overlay={overlay}
        onPageClick={onPageClick}
        onPageHover={onPageHover}
        cursor={tool === 'pan' ? undefined : 'crosshair'}
        describeError={describeError}
      />
      {naming && (
        <MeasurementNameDialog
          geometry={naming}
          existing={measurements}
          onCancel={() => setNaming(null)}
          onSave={async (named: NamedMark) => {
            const body: CreateMeasurementBody = {
              drawingId: drawing._id,
              page: pageNumber,
              geometry: naming,
              ...named,
            };
            const ok = await save(async () => {
              const result = await createMeasurement({ mapId, body }).unwrap();
              const { _id: measurementId, name } = result.measurement;
              onSelect(measurementId);
              record({ kind: 'create', measurementId, name, body });
              setJustCreated({ measurementId, name });
              return result;
            });
            if (ok) {
              setNaming(null);
              resetDraft();
              setTool('pan');
            }
            return ok;
          }}
        />
      )}
      <Snackbar
        open={justCreated !== null}
        // On the drawing's side of the split, not over the sheet's fields.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={UNDO_NOTE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setJustCreated(null)}
        message={justCreated ? t('measure.created', { name: justCreated.name }) : ''}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => justCreated && void undoCreated(justCreated.measurementId)}
          >
            {t('measure.undo')}
          </Button>
        }
      />
    </Box>
  );
}
