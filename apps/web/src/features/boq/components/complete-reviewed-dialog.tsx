import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { reviewedTrades, type BoqSheet } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useCompleteReviewedBoqSheetsMutation } from '../boq.api';
import { tradeName } from './sheet-header';

/**
 * "Complete all reviewed sheets": lists the drafts with quantities that will be completed and the
 * empty drafts that will not, and completes exactly the listed ones (the server refuses, 409, if
 * one changed meanwhile).
 */
export function CompleteReviewedDialog({
  mapId,
  sheets,
  onClose,
}: {
  mapId: string;
  sheets: readonly BoqSheet[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const titleId = useId();
  const [completeReviewed, { isLoading }] = useCompleteReviewedBoqSheetsMutation();
  const trades = reviewedTrades(sheets);
  const chosen = sheets.filter((sheet) => trades.includes(sheet.trade));
  const left = sheets.filter((sheet) => sheet.status === 'draft' && !trades.includes(sheet.trade));

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
        {chosen.length === 0 ? (
          <Typography>{t('boqIssue.completeReviewedNone')}</Typography>
        ) : (
          <>
            <Typography>{t('boqIssue.completeReviewedIntro')}</Typography>
            <Typography component="ul" sx={{ columns: { sm: 2 }, pl: 3, my: 1 }}>
              {chosen.map((sheet) => (
                <li key={sheet.trade}>{tradeName(sheet, language)}</li>
              ))}
            </Typography>
          </>
        )}
        {left.length > 0 && (
          <Typography color="text.secondary" variant="body2">
            {t('boqIssue.completeReviewedLeft', {
              names: left.map((sheet) => tradeName(sheet, language)).join(', '),
            })}
          </Typography>
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
