import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import { useTranslation } from 'react-i18next';
import type { BoqMapProgress } from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useListBoqMapsQuery } from '../boq.api';
import { type WorkspacePage, workspaceHref } from '../boq-routes';
import { PATHS } from '../../../lib/paths';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];

function MapProgressCard({ entry, page }: { entry: BoqMapProgress; page: WorkspacePage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { map, completedSheets, totalSheets, latestRevision, lastEditedAt } = entry;
  const titleId = `boq-map-${map._id}`;
  const progress = totalSheets > 0 ? (completedSheets / totalSheets) * 100 : 0;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {map.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('boqWorkspace.owner', { name: map.ownerName })} ·{' '}
            {t('boqWorkspace.location', { ward: map.ward, district: map.district, region: map.region })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('boqWorkspace.progress', { completed: completedSheets, total: totalSheets })}
            </Typography>
            <Chip
              size="small"
              variant={latestRevision === null ? 'outlined' : 'filled'}
              color={latestRevision === null ? 'default' : 'success'}
              label={
                latestRevision === null
                  ? t('boqWorkspace.notIssued')
                  : t('boqWorkspace.revision', { revision: latestRevision })
              }
            />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('boqWorkspace.progress', { completed: completedSheets, total: totalSheets })}
            sx={{ mt: 1, height: 8, borderRadius: 4, maxWidth: 420 }}
          />
          {lastEditedAt && (
            <Typography variant="caption" color="text.secondary">
              {t('boqWorkspace.lastEdited', { time: formatDateTime(lastEditedAt, language) })}
            </Typography>
          )}
        </Box>
        <Button
          component={RouterLink}
          to={workspaceHref(page, map._id)}
          variant="contained"
          aria-describedby={titleId}
        >
          {t('boqWorkspace.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `successful` plans with their BOQ progress; each opens `page` of the workspace for that plan. */
export function BoqMapList({ page = { kind: 'summary' } }: { page?: WorkspacePage }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [pageIndex, setPageIndex] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const { data, isError, error, isFetching, refetch } = useListBoqMapsQuery({
    page: pageIndex + 1,
    limit: rowsPerPage,
  });

  if (isError) {
    return (
      <LoadError
        message={`${t('boqWorkspace.mapsLoadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingRow label={t('boqWorkspace.mapsLoading')} />;
  if (data.items.length === 0) {
    return (
      <EmptyState title={t('boqWorkspace.mapsEmptyTitle')}>{t('boqWorkspace.mapsEmptyBody')}</EmptyState>
    );
  }
  return (
    <Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <Stack spacing={2}>
        {data.items.map((entry) => (
          <MapProgressCard key={entry.map._id} entry={entry} page={page} />
        ))}
      </Stack>
      {data.total > rowsPerPage && (
        <TablePagination
          component="div"
          count={data.total}
          page={pageIndex}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPageIndex(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPageIndex(0);
          }}
          labelRowsPerPage={t('catalogue.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('catalogue.displayedRows', { from, to, count })}
        />
      )}
    </Box>
  );
}

interface BoqViewProps {
  onBack?: () => void;
  /** Price setters and admin: the way to the catalogue, where rates are set. */
  showCatalogueLink?: boolean;
}

/** The home of BOQ staff, price setters and admin in BOQ view: the plans ready for a BOQ. */
export function BoqView({ onBack, showCatalogueLink = false }: BoqViewProps) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 1, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('boqWorkspace.mapsTitle')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {showCatalogueLink && (
            <Button
              component={RouterLink}
              to={PATHS.catalogue}
              variant="outlined"
              startIcon={<PriceChangeOutlinedIcon />}
            >
              {t('boqWorkspace.openCatalogue')}
            </Button>
          )}
          {onBack && (
            <Button variant="outlined" onClick={onBack}>
              {t('boqWorkspace.backToDashboard')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('boqWorkspace.mapsSubtitle')}
      </Typography>
      <BoqMapList />
    </Box>
  );
}
