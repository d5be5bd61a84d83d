import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import type { ReviewSheet } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useGetBoqReviewQuery } from '../boq-review.api';
import { BuildingModelPanel } from './building-model-panel';
import { CompleteReviewedDialog } from './complete-reviewed-dialog';
import { ReviewTrade } from './review-trade';

/**
 * One review screen for the whole BOQ (docs/product.md §4, "One review screen"): every sheet's
 * inputs in one table — value, source, what the marks give — with the sheet's review mark, a way
 * to its sheet and to each mark, and its completion; "Complete all" completes the reviewed ones.
 */
export function ReviewScreen({ mapId, canEditSheets }: { mapId: string; canEditSheets: boolean }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const theme = useTheme();
  // The split view leaves the sheet side about half a laptop: the table needs the room of `lg`.
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [showDefaults, setShowDefaults] = useState(false);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [isCompleting, setIsCompleting] = useState(false);
  // Read afresh whenever the screen opens: sheet saves do not refresh it (see boq.api).
  const { currentData, isError, error, refetch } = useGetBoqReviewQuery(mapId, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (currentData) {
    const shown = visibleSheets(currentData.sheets, { showDefaults, onlyOpen });
    const hasInputs = currentData.sheets.some((sheet) => sheet.inputs.length > 0);
    body = !hasInputs ? (
      <Typography color="text.secondary">{t('boqReview.empty')}</Typography>
    ) : shown.length === 0 ? (
      <Typography color="text.secondary">{t('boqReview.noneShown')}</Typography>
    ) : (
      <Stack spacing={2}>
        {shown.map(({ sheet, inputs }) => (
          <ReviewTrade
            key={sheet.trade}
            mapId={mapId}
            sheet={sheet}
            inputs={inputs}
            canEditSheets={canEditSheets}
            isWide={isWide}
          />
        ))}
      </Stack>
    );
  } else if (isError) {
    body = (
      <LoadError
        message={`${t('boqReview.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = <LoadingRow label={t('boqReview.loading')} />;
  }

  return (
    <Stack spacing={2} component="article" aria-labelledby="boq-review-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <Typography id="boq-review-title" variant="h2" component="h1">
          {t('boqReview.title')}
        </Typography>
        {canEditSheets && (
          <Button
            variant="outlined"
            color="success"
            startIcon={<DoneAllIcon />}
            onClick={() => setIsCompleting(true)}
          >
            {t('boqIssue.completeReviewed')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary">{t('boqReview.intro')}</Typography>
      <BuildingModelPanel mapId={mapId} canEditSheets={canEditSheets} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={showDefaults} onChange={(event) => setShowDefaults(event.target.checked)} />
          }
          label={t('boqReview.showDefaults')}
        />
        <FormControlLabel
          control={<Switch checked={onlyOpen} onChange={(event) => setOnlyOpen(event.target.checked)} />}
          label={t('boqReview.onlyOpen')}
        />
      </Stack>
      {body}
      {isCompleting && <CompleteReviewedDialog mapId={mapId} onClose={() => setIsCompleting(false)} />}
    </Stack>
  );
}

/**
 * The sheets and inputs the filters leave: defaults hidden unless asked for (a proposal of
 * something the drawing lacks is never hidden), and settled sheets hidden when only open ones are
 * wanted. A sheet with nothing left to show is left out.
 */
export function visibleSheets(
  sheets: readonly ReviewSheet[],
  { showDefaults, onlyOpen }: { showDefaults: boolean; onlyOpen: boolean },
): { sheet: ReviewSheet; inputs: ReviewSheet['inputs'] }[] {
  return sheets.flatMap((sheet) => {
    if (onlyOpen && sheet.status !== 'draft') return [];
    const inputs = sheet.inputs.filter(
      (input) => showDefaults || input.source !== 'default' || input.notOnDrawing,
    );
    return inputs.length === 0 ? [] : [{ sheet, inputs }];
  });
}
