import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { BoqResponse, SheetStatus, TradeId } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { DrawingPaneLoading } from '../takeoff/drawing-pane-loading';
import { useDescribeError } from '../../../lib/api-error';
import { withChunkTimeout } from '../../../lib/lazy-import';
import { useGetBoqProgressQuery, useGetBoqQuery } from '../boq.api';
import { MAP_QUERY, workspacePageOf, type WorkspacePage } from '../boq-routes';
import { TradeScreen, type WorkspaceAbilities } from './trade-screen';
import { WorkspaceSheetSelect, WorkspaceSidebar } from './workspace-sidebar';
import { DrawingsToggle, WorkspaceSplit } from './workspace-split';
import { useSplitPrefs } from '../use-split-prefs';
import { useIsMarkAsked } from '../use-mark-from-query';
import { PATHS } from '../../../lib/paths';

// A trade's sheet is what the workspace opens most: only its screen comes with the workspace.
// The summary (with its chart and the house dialog), the plumbing overview and the map list
// load when they are opened.
const SummaryScreen = lazy(() =>
  withChunkTimeout(import('./summary-screen')).then((module) => ({ default: module.SummaryScreen })),
);
const ReviewScreen = lazy(() =>
  withChunkTimeout(import('./review-screen')).then((module) => ({ default: module.ReviewScreen })),
);
const PlumbingOverview = lazy(() =>
  withChunkTimeout(import('./plumbing-overview')).then((module) => ({ default: module.PlumbingOverview })),
);
// The drawing pane (the viewer and the take-off tools; pdf.js loads later still, with the first drawing).
const DrawingPane = lazy(() =>
  withChunkTimeout(import('../takeoff/drawing-pane')).then((module) => ({ default: module.DrawingPane })),
);
const BoqMapList = lazy(() =>
  withChunkTimeout(import('./boq-view')).then((module) => ({ default: module.BoqMapList })),
);

interface BoqWorkspaceProps extends WorkspaceAbilities {
  /** The map last worked on, for a sheet route opened without `?map`. */
  lastMapId: string | null;
  onMapOpened: (mapId: string) => void;
}

/**
 * The workspace at the specification's routes (`/blinding?map=<id>` …, `/plumbing`, and `/boq`
 * for the summary): the sidebar of sheets beside the page of the path.
 */
export function BoqWorkspace({ lastMapId, onMapOpened, ...abilities }: BoqWorkspaceProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const page: WorkspacePage = workspacePageOf(location.pathname) ?? { kind: 'summary' };
  const mapId = searchParams.get(MAP_QUERY) ?? lastMapId;

  useEffect(() => {
    if (mapId) onMapOpened(mapId);
  }, [mapId, onMapOpened]);

  if (!mapId) {
    return (
      <Box component="section">
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('boqWorkspace.pickMapTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('boqWorkspace.pickMapBody')}
        </Typography>
        <Suspense fallback={<LoadingRow label={t('boqWorkspace.loading')} />}>
          <BoqMapList page={page} />
        </Suspense>
      </Box>
    );
  }
  return <MapWorkspace mapId={mapId} page={page} {...abilities} />;
}

/**
 * The map's whole BOQ (every sheet priced, the summary) for the screens that show all of it. Saves
 * do not refetch it (see boq.api), so it is read afresh whenever such a screen opens.
 */
function FreshBoq({
  mapId,
  children,
}: {
  mapId: string;
  children: (boq: BoqResponse, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { data, isError, error, refetch } = useGetBoqQuery(mapId, { refetchOnMountOrArgChange: true });
  if (data) return children(data, () => void refetch());
  if (isError) {
    return (
      <LoadError
        message={`${t('boqWorkspace.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }
  return <LoadingRow label={t('boqWorkspace.loading')} />;
}

/**
 * One map's workspace: the frame (map, sheet statuses, progress) around the page of the path. The
 * frame does not carry the sheets' lines, and the page's data is asked for beside it (see
 * `BoqWorkspaceView`), not after it.
 */
function MapWorkspace({
  mapId,
  page,
  ...abilities
}: WorkspaceAbilities & { mapId: string; page: WorkspacePage }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const isExtraWide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const [split, setSplit] = useSplitPrefs();
  // A link to a mark (from the review screen) opens the drawing beside the sheet to show it.
  const isMarkAsked = useIsMarkAsked();
  useEffect(() => {
    if (isMarkAsked && !split.open) setSplit({ ...split, open: true });
  }, [isMarkAsked, split, setSplit]);
  // A phone gets the sheets as one select, and so does a laptop with the drawing open: the
  // sidebar's 240 px are worth more to the drawing and the sheet beside it (at 1280 px the
  // drawing would otherwise get under 400 px). Only a very wide screen keeps all three.
  const hasSidebar = isWide && (!split.open || isExtraWide);
  const { currentData: progress, isError, error, refetch } = useGetBoqProgressQuery(mapId);

  // Only a first load that failed replaces the workspace: a background refetch that fails (the
  // frame is asked again after saves) keeps what is on screen, open dialogs and typed values too.
  if (isError && !progress) {
    return (
      <LoadError
        message={`${t('boqWorkspace.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }

  const statusByTrade = new Map(progress?.sheets.map((sheet) => [sheet.trade, sheet.status]));
  const statusOf = (trade: TradeId): SheetStatus | undefined => statusByTrade.get(trade);
  const map = progress?.map;

  // The page waits for the frame (a small answer, asked for beside the page's own data): shown
  // first, a sheet would be pushed down when the title above it arrives and wraps on a phone.
  let content;
  if (!progress) content = <LoadingRow label={t('boqWorkspace.loading')} />;
  else if (page.kind === 'trade') content = <TradeScreen mapId={mapId} trade={page.trade} {...abilities} />;
  else if (page.kind === 'review')
    content = <ReviewScreen mapId={mapId} canEditSheets={abilities.canEditSheets} />;
  else if (page.kind === 'plumbing')
    content = <FreshBoq mapId={mapId}>{(boq) => <PlumbingOverview boq={boq} />}</FreshBoq>;
  else
    content = (
      <FreshBoq mapId={mapId}>
        {(boq, reload) => (
          <SummaryScreen boq={boq} canEditSheets={abilities.canEditSheets} onReload={reload} />
        )}
      </FreshBoq>
    );

  return (
    <Box component="section" aria-labelledby="boq-map-title">
      {/* At a desk with the drawing open, the sheet select sits beside the plan's title rather than
          under it: the sheet's lines start one row higher, within a 1280 × 800 screen. */}
      <Box
        sx={{
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Box sx={{ mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <Button component={RouterLink} to={PATHS.home} startIcon={<ArrowBackIcon />} size="small">
              {t('boqWorkspace.backToMaps')}
            </Button>
            <DrawingsToggle prefs={split} setPrefs={setSplit} />
          </Box>
          {/* Until the frame arrives, skeletons of the same height hold the place of the title and facts. */}
          <Typography id="boq-map-title" variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {map ? map.title : <Skeleton width="60%" />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {map && progress ? (
              <>
                {t('boqWorkspace.owner', { name: map.ownerName })} ·{' '}
                {t('boqWorkspace.location', { ward: map.ward, district: map.district, region: map.region })} ·{' '}
                {t('boqWorkspace.progress', {
                  completed: progress.completedSheets,
                  total: progress.totalSheets,
                })}
              </>
            ) : (
              <>
                <Skeleton width="80%" />
                {/* Owner, place and progress take two lines on a phone. */}
                <Skeleton width="50%" sx={{ display: { sm: 'none' } }} />
              </>
            )}
          </Typography>
        </Box>
        {!hasSidebar && (
          <Box sx={{ flex: isWide ? '0 1 420px' : '1 1 100%', minWidth: 0 }}>
            <WorkspaceSheetSelect mapId={mapId} page={page} statusOf={statusOf} />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: hasSidebar ? '240px minmax(0, 1fr)' : 'minmax(0, 1fr)',
          gap: 3,
        }}
      >
        {hasSidebar && (
          <Box
            sx={{
              position: 'sticky',
              top: 16,
              alignSelf: 'start',
              maxHeight: 'calc(100vh - 32px)',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              pr: 1,
            }}
          >
            <WorkspaceSidebar mapId={mapId} page={page} statusOf={statusOf} />
          </Box>
        )}
        <WorkspaceSplit
          prefs={split}
          setPrefs={setSplit}
          sheet={<Suspense fallback={<LoadingRow label={t('boqWorkspace.loading')} />}>{content}</Suspense>}
          drawing={
            <Suspense fallback={<DrawingPaneLoading label={t('boqWorkspace.loading')} />}>
              <DrawingPane mapId={mapId} canEdit={abilities.canEditSheets} />
            </Suspense>
          }
        />
      </Box>
    </Box>
  );
}
