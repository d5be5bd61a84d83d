import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { TradeId } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useGetBoqQuery } from '../boq.api';
import { MAP_QUERY, workspacePageOf, type WorkspacePage } from '../boq-routes';
import { BoqMapList } from './boq-view';
import { PlumbingOverview } from './plumbing-overview';
import { SummaryScreen } from './summary-screen';
import { TradeScreen, type WorkspaceAbilities } from './trade-screen';
import { WorkspaceSheetSelect, WorkspaceSidebar } from './workspace-sidebar';

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
        <BoqMapList page={page} />
      </Box>
    );
  }
  return <MapWorkspace mapId={mapId} page={page} {...abilities} />;
}

function MapWorkspace({
  mapId,
  page,
  ...abilities
}: WorkspaceAbilities & { mapId: string; page: WorkspacePage }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { currentData: boq, isError, error, refetch } = useGetBoqQuery(mapId);

  if (isError) {
    return (
      <LoadError
        message={`${t('boqWorkspace.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!boq) return <LoadingRow label={t('boqWorkspace.loading')} />;

  const statusByTrade = new Map(boq.sheets.map((sheet) => [sheet.trade, sheet.status]));
  const statusOf = (trade: TradeId) => statusByTrade.get(trade);
  const { map } = boq;

  let content;
  if (page.kind === 'trade') content = <TradeScreen mapId={mapId} trade={page.trade} {...abilities} />;
  else if (page.kind === 'plumbing') content = <PlumbingOverview boq={boq} />;
  else content = <SummaryScreen boq={boq} canEditSheets={abilities.canEditSheets} />;

  return (
    <Box component="section" aria-labelledby="boq-map-title">
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {t('boqWorkspace.backToMaps')}
        </Button>
        <Typography id="boq-map-title" variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {map.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('boqWorkspace.owner', { name: map.ownerName })} ·{' '}
          {t('boqWorkspace.location', { ward: map.ward, district: map.district, region: map.region })} ·{' '}
          {t('boqWorkspace.progress', { completed: boq.completedSheets, total: boq.totalSheets })}
        </Typography>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
        <WorkspaceSheetSelect mapId={mapId} page={page} statusOf={statusOf} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          gap: 3,
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
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
        <Box sx={{ minWidth: 0 }}>{content}</Box>
      </Box>
    </Box>
  );
}
