import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { reviewedTrades, unreviewedTrades, type ReviewSheet } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useCompleteReviewedBoqSheetsMutation } from '../boq.api';
import { useGetBoqReviewQuery } from '../boq-review.api';
import { tradeName } from './sheet-header';

/**
 * "Complete all reviewed sheets" (docs/product.md §4, "One review screen"): lists the drafts with
 * quantities the surveyor reviewed — opened, or ticked on the review screen — which it completes,
 * and the drafts it leaves open, not reviewed or empty. It completes exactly the listed ones (the
 * server refuses, 409, if one changed meanwhile). The review is read afresh when it opens.
 */
export function CompleteReviewedDialog({ mapId, onClose }: { mapId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const [completeReviewed, { isLoading }] = useCompleteReviewedBoqSheetsMutation();
  const review = useGetBoqReviewQuery(mapId, { refetchOnMountOrArgChange: true });
  const sheets = review.currentData?.sheets;
  const trades = sheets ? reviewedTrades(sheets) : [];

  const confirm = async () => {
    try {
      await completeReviewed({ mapId, trades }).unwrap();
      toast.success(t('boqIssue.completeReviewedDone', { count: trades.length }));
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('boqIssue.completeReviewedTitle', { count: trades.length })}</DialogTitle>
      <DialogContent>
        {sheets ? (
          <ReviewedLists sheets={sheets} />
        ) : review.isError ? (
          <LoadError
            message={`${t('boqReview.loadError')} ${describeError(review.error)}`}
            onRetry={() => void review.refetch()}
          />
        ) : (
          <LoadingRow label={t('boqIssue.completeReviewedLoading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('boqIssue.cancel')}
        </Button>
        <Button
          variant="contained"
          color="success"
          loading={isLoading}
          disabled={trades.length === 0}
          onClick={() => void confirm()}
        >
          {t('boqIssue.completeReviewedConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What will be completed, then what is left and why: not reviewed, or without quantities. */
function ReviewedLists({ sheets }: { sheets: readonly ReviewSheet[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byTrade = new Map(sheets.map((sheet) => [sheet.trade, sheet]));
  const chosen = reviewedTrades(sheets).flatMap((trade) => byTrade.get(trade) ?? []);
  const left = unreviewedTrades(sheets).flatMap((trade) => byTrade.get(trade) ?? []);
  const notReviewed = left.filter((sheet) => sheet.hasQuantities);
  const empty = left.filter((sheet) => !sheet.hasQuantities);
  const names = (list: readonly ReviewSheet[]) => list.map((sheet) => tradeName(sheet, language)).join(', ');
  return (
    <>
      {chosen.length === 0 ? (
        <Typography>{t('boqIssue.completeReviewedNone')}</Typography>
      ) : (
        <>
          <Typography>{t('boqIssue.completeReviewedIntro')}</Typography>
          <Typography
            component="ul"
            aria-label={t('boqIssue.completeReviewed')}
            sx={{ columns: { sm: 2 }, pl: 3, my: 1 }}
          >
            {chosen.map((sheet) => (
              <li key={sheet.trade}>{tradeName(sheet, language)}</li>
            ))}
          </Typography>
        </>
      )}
      {notReviewed.length > 0 && (
        <Typography sx={{ mt: 1 }} data-testid="left-not-reviewed">
          {t('boqIssue.completeReviewedLeft', { names: names(notReviewed) })}
        </Typography>
      )}
      {empty.length > 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }} data-testid="left-empty">
          {t('boqIssue.completeReviewedEmpty', { names: names(empty) })}
        </Typography>
      )}
    </>
  );
}
