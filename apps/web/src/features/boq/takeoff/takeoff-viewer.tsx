import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CreateMeasurementBody, Drawing, Measurement, PageScale, Repricing } from '@kadirio/domain';
import { useAppSelector } from '../../../app/hooks';
import type { DrawingSource } from '../../../components/drawing-viewer/drawing-document';
import { DrawingFrame } from '../../../components/drawing-viewer/drawing-frame';
import { useDrawingViewer } from '../../../components/drawing-viewer/use-drawing-viewer';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { CreatedMarkNote } from './created-mark-note';
import { MeasureStatus } from './measure-status';
import { pointsToFinish, unitOf } from './measure-tool';
import { MeasureToolbar } from './measure-toolbar';
import { MeasurementNameDialog, type NamedMark } from './measurement-name-dialog';
import { previewValue, scaleAt } from './page-scale';
import { ScaleBar } from './scale-bar';
import { ActiveMarks, colourOf, SavedMarks, ScaleRegions } from './takeoff-overlay';
import { useGetDrawingScalesQuery, useSetPageScalesMutation } from './takeoff.api';
import { ProposalMarks } from './proposals/proposal-marks';
import { ProposalsPanel } from './proposals/proposals-panel';
import { useProposalReview, type ProposalReview } from './proposals/use-proposal-review';
import { useLastGroup } from './use-last-group';
import { useMarkHistory } from './use-mark-history';
import { useMarkSaving } from './use-mark-saving';
import { useMeasureDraft, type MeasureDraft } from './use-measure-draft';
import { usePageAids } from './use-page-aids';

const DRAFT_COLOUR = '#d32f2f';

/** Tools that take no figure at the page's scale: counts, and the ones that set or check a scale. */
const SCALELESS_TOOLS = new Set(['pan', 'count', 'calibrate', 'regionCalibrate']);

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
  const language = useLanguage();
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
  const { pageNumber, setPageNumber } = viewer;
  const { snapIndex, statedRatio } = usePageAids(viewer.page);
  const { data: scaleData } = useGetDrawingScalesQuery({ mapId, drawingId: drawing._id });
  const scales = scaleData?.scales ?? [];
  const [setPageScales] = useSetPageScalesMutation();

  const onPage = useMemo(
    () => measurements.filter((m) => m.drawingId === drawing._id && m.page === pageNumber),
    [measurements, drawing._id, pageNumber],
  );
  const selected = onPage.find((m) => m._id === selectedId) ?? null;
  // A mark chosen in the register opens on its page.
  const chosen = measurements.find((m) => m._id === selectedId);
  useEffect(() => {
    if (chosen && chosen.drawingId === drawing._id) setPageNumber(chosen.page);
  }, [chosen, drawing._id, setPageNumber]);

  const saving = useMarkSaving(mapId, onRepriced);
  const [lastGroup, rememberGroup] = useLastGroup(mapId);
  const history = useMarkHistory({ mapId, measurements, selectedId, onSelect, saving });
  const draw = useMeasureDraft({ canEdit, onPage, selected, onSelect, snapIndex, history, saving });
  const { tool, draft, hover, naming } = draw;
  const pageScale = scaleAt(scales, pageNumber, draw.points[0]);
  const review = useProposalReview({ mapId, drawingId: drawing._id, pageNumber, scales, measurements });

  const overlay = (
    <MarksOverlay
      zoom={viewer.view.zoom}
      regions={scales.filter((scale) => scale.page === pageNumber && scale.region !== null)}
      onPage={onPage}
      selected={selected}
      draw={draw}
      review={review}
    />
  );

  // A region's dimension is measured to give the region a new scale: no figure at the old one.
  const running =
    draft && pageScale && tool !== 'regionCalibrate'
      ? formatQuantity(previewValue(draft, pageScale.metresPerPoint), unitOf(draft.kind), language)
      : null;
  const canDeduct =
    selected !== null && (selected.geometry.kind === 'area' || selected.geometry.kind === 'rectangle');

  return (
    <Box onKeyDown={draw.onKeyDown} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <ScaleBar
        mapId={mapId}
        drawingId={drawing._id}
        pageNumber={pageNumber}
        scales={scales}
        pageScale={pageScale}
        statedRatio={statedRatio}
        canEdit={canEdit}
        check={draw.check}
        onCheckDone={draw.clearCheck}
        onStartTool={draw.chooseTool}
        regionDraft={draw.regionDraft}
        onRegionDone={draw.clearRegionDraft}
        setPageScales={(body) =>
          saving.save(() => setPageScales({ mapId, drawingId: drawing._id, body }).unwrap())
        }
      />
      {canEdit && (
        <MeasureToolbar
          tool={tool}
          onTool={draw.chooseTool}
          markerType={draw.markerType}
          onMarkerType={draw.setMarkerType}
          onDeduct={canDeduct ? () => draw.chooseTool('deduct') : null}
          onRead={drawing.contentType === 'application/pdf' ? review.read : null}
          history={history}
        />
      )}
      <ProposalsPanel review={review} />
      {(tool !== 'pan' || running !== null) && (
        <MeasureStatus
          tool={tool}
          onFinish={pointsToFinish(tool) === null && tool !== 'pan' ? () => draw.finish() : null}
          canFinish={draw.canFinish}
          running={running}
          noScale={!pageScale && !SCALELESS_TOOLS.has(tool)}
          snappedTo={hover && hover.kind !== 'pixel' && tool !== 'pan' ? hover.kind : null}
        />
      )}
      {saving.problem && (
        <Alert severity="error" onClose={() => saving.setProblem(null)} sx={{ m: 0.5 }}>
          {saving.problem}
        </Alert>
      )}
      <DrawingFrame
        viewer={viewer}
        name={drawing.name}
        overlay={overlay}
        onPageClick={draw.onPageClick}
        onPageHover={draw.onPageHover}
        cursor={tool === 'pan' ? undefined : 'crosshair'}
        describeError={saving.describeError}
      />
      {naming && (
        <MeasurementNameDialog
          geometry={naming}
          existing={measurements}
          lastGroup={lastGroup}
          onCancel={draw.cancelNaming}
          onSave={async (named: NamedMark) => {
            const body: CreateMeasurementBody = {
              drawingId: drawing._id,
              page: pageNumber,
              geometry: naming,
              ...named,
            };
            const ok = await history.create(body);
            if (ok) {
              rememberGroup(named.group);
              draw.named();
            }
            return ok;
          }}
        />
      )}
      <CreatedMarkNote
        created={history.justCreated}
        onClose={history.dismissCreated}
        onUndo={(measurementId) => void history.undoCreated(measurementId)}
      />
    </Box>
  );
}

/**
 * What is drawn over the page: its scale regions, the reader's proposals under review, the saved
 * marks, and the mark being drawn or edited with the snap under the pointer.
 */
function MarksOverlay({
  zoom,
  regions,
  onPage,
  selected,
  draw,
  review,
}: {
  zoom: number;
  regions: readonly PageScale[];
  onPage: readonly Measurement[];
  selected: Measurement | null;
  draw: MeasureDraft;
  review: ProposalReview;
}) {
  const { draft, dragged, hover, tool } = draw;
  return (
    <>
      <ScaleRegions regions={regions} draft={draw.regionDraft} zoom={zoom} />
      {review.phase === 'review' && <ProposalMarks {...review} zoom={zoom} />}
      <SavedMarks measurements={onPage} zoom={zoom} hiddenId={selected?._id ?? null} />
      <ActiveMarks
        zoom={zoom}
        draft={draft ? { geometry: draft, colour: DRAFT_COLOUR } : null}
        editing={
          selected ? { geometry: dragged?.geometry ?? selected.geometry, colour: colourOf(selected) } : null
        }
        snap={tool !== 'pan' || dragged ? hover : null}
        handlers={draw.vertexHandlers}
      />
    </>
  );
}
