import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { BoqResponse } from '@kadirio/domain';
import { useLanguage } from '../../../lib/use-language';
import { tradeHref, workspaceHref } from '../boq-routes';
import { CompleteReviewedDialog } from './complete-reviewed-dialog';
import { HouseFillDialog } from './house-fill-dialog';
import { IssueDialog } from './issue-dialog';
import { MovedRatesNotice } from './moved-rates-notice';
import { SettingsDialog } from './settings-dialog';
import { SectionShareChart } from './section-share-chart';
import { StaffRevisions } from './staff-revisions';
import { SummaryFigures, TradeTotalsTable } from './summary-figures';

/** A map's BOQ at a glance: every trade's total, the grand summary, the chart; start and issue. */
export function SummaryScreen({
  boq,
  canEditSheets,
  onReload,
}: {
  boq: BoqResponse;
  canEditSheets: boolean;
  /** Reads the BOQ again (the settings dialog, after a 409). */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isFilling, setIsFilling] = useState(false);
  const [isSettingAll, setIsSettingAll] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCompletingReviewed, setIsCompletingReviewed] = useState(false);
  const { map, summary, sheets } = boq;
  const statusByTrade = new Map(sheets.map((sheet) => [sheet.trade, sheet.status]));

  return (
    <Stack spacing={3}>
      {/* Beside the drawing the column is narrow: the buttons go under the title, whole, rather
          than squeezed into a word per line beside it. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        useFlexGap
        spacing={2}
        sx={{
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', md: 'flex-start' },
        }}
      >
        <Typography variant="h1">{t('boqWorkspace.summaryTitle')}</Typography>
        {canEditSheets && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            spacing={1}
            sx={{
              flexWrap: 'wrap',
              flexShrink: 0,
              maxWidth: '100%',
              '& .MuiButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            <Button
              variant="outlined"
              startIcon={<HomeWorkOutlinedIcon />}
              onClick={() => setIsFilling(true)}
            >
              {t('boqWorkspace.startFromHouse')}
            </Button>
            {!boq.readyToIssue && (
              <Button
                variant="outlined"
                color="success"
                startIcon={<DoneAllIcon />}
                onClick={() => setIsCompletingReviewed(true)}
              >
                {t('boqIssue.completeReviewed')}
              </Button>
            )}
            <Button
              variant="outlined"
              component={RouterLink}
              to={workspaceHref({ kind: 'review' }, map._id)}
              startIcon={<FactCheckOutlinedIcon />}
            >
              {t('boqReview.nav')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SendOutlinedIcon />}
              disabled={!boq.readyToIssue}
              onClick={() => setIsConfirming(true)}
            >
              {t('boqWorkspace.issue')}
            </Button>
          </Stack>
        )}
      </Stack>
      {canEditSheets && !boq.readyToIssue && (
        <Alert severity="info">
          {t('boqWorkspace.issueNotReady', { total: boq.totalSheets, completed: boq.completedSheets })}
        </Alert>
      )}
      <MovedRatesNotice moved={boq.ratesMovedSinceCompleted} />
      {boq.latestRevision !== null && (
        <Alert severity="success">{t('boqWorkspace.latestRevision', { revision: boq.latestRevision })}</Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(320px, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SummaryFigures summary={summary} language={language} />
          {/* Price setters and others read the percentages in the figures; only editors change them. */}
          {canEditSheets && (
            <Button
              size="small"
              startIcon={<TuneIcon />}
              onClick={() => setIsSettingAll(true)}
              sx={{ mt: 1 }}
            >
              {t('pricingRevision2.settings.open')}
            </Button>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SectionShareChart sections={summary.sections} language={language} />
        </Paper>
      </Box>
      {boq.latestRevision !== null && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <StaffRevisions mapId={map._id} mapTitle={map.title} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('boqWorkspace.tradeTotals')}
        </Typography>
        <TradeTotalsTable
          summary={summary}
          language={language}
          hrefOf={(trade) => tradeHref(trade, map._id)}
          statusOf={(trade) => statusByTrade.get(trade)}
        />
      </Paper>

      {isCompletingReviewed && (
        <CompleteReviewedDialog mapId={map._id} onClose={() => setIsCompletingReviewed(false)} />
      )}
      {isFilling && <HouseFillDialog mapId={map._id} onClose={() => setIsFilling(false)} />}
      {isSettingAll && (
        <SettingsDialog
          boq={boq}
          language={language}
          onReload={onReload}
          onClose={() => setIsSettingAll(false)}
        />
      )}
      {isConfirming && (
        <IssueDialog mapId={map._id} ownerName={map.ownerName} onClose={() => setIsConfirming(false)} />
      )}
    </Stack>
  );
}
