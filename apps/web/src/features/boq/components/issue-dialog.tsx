import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { boqExportFileName, type Language } from '@kadirio/domain';
import { DocumentLanguageToggle } from '../../../components/document-language-toggle';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import {
  useDownloadBoqPreviewMutation,
  useGetBoqIssuePreviewQuery,
  useIssueBoqMutation,
} from '../boq-revisions.api';
import { saveFile } from '../../../lib/save-file';
import { MovedRatesNotice } from './moved-rates-notice';
import { RevisionDiffView } from './revision-diff-view';

/**
 * Issuing with eyes open: the bill exactly as it will be issued (its PDF and .xlsx to look at),
 * what changed since the last revision, and the reason the client will read. An unchanged bill
 * cannot be issued again; a later revision cannot be issued without a reason.
 */
export function IssueDialog({
  mapId,
  ownerName,
  onClose,
}: {
  mapId: string;
  ownerName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const titleId = useId();
  const preview = useGetBoqIssuePreviewQuery(mapId, { refetchOnMountOrArgChange: true });
  const [issue, issuing] = useIssueBoqMutation();
  const [download, downloading] = useDownloadBoqPreviewMutation();
  const [reason, setReason] = useState('');
  // The surveyor's pick; until then the preview downloads as the client will read it.
  const [pickedLanguage, setPickedLanguage] = useState<Language | null>(null);
  const data = preview.currentData;
  const documentLanguage = pickedLanguage ?? data?.clientLanguage ?? language;
  const next = data?.revision.revision ?? 1;
  const needsReason = next > 1;
  const canIssue = Boolean(data) && !data?.unchanged && (!needsReason || reason.trim().length > 0);

  const fetchPreview = async (kind: 'pdf' | 'xlsx') => {
    try {
      const url = await download({ mapId, kind, lang: documentLanguage }).unwrap();
      const name = boqExportFileName(data?.revision.map.title ?? '', next, kind, documentLanguage).replace(
        `.${kind}`,
        `-preview.${kind}`,
      );
      saveFile(url, name);
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  const confirm = async () => {
    try {
      const issued = await issue({ mapId, reason: reason.trim() || undefined }).unwrap();
      toast.success(t('boqIssue.issued', { revision: issued.revision }));
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
      void preview.refetch();
    }
  };

  let body;
  if (preview.isError) {
    body = (
      <LoadError
        message={`${t('boqIssue.previewError')} ${describeError(preview.error)}`}
        onRetry={() => void preview.refetch()}
      />
    );
  } else if (!data) {
    body = <LoadingRow label={t('boqIssue.previewLoading')} />;
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>
          {t('boqIssue.issueIntro', {
            owner: ownerName,
            total: formatTzs(data.revision.summary.grandTotal, language),
          })}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <DocumentLanguageToggle
            value={documentLanguage}
            onChange={setPickedLanguage}
            label={t('boqIssue.previewLanguage')}
            note={(each) => (each === data.clientLanguage ? ` ${t('boqIssue.clientsLanguage')}` : '')}
          />
          {(['pdf', 'xlsx'] as const).map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={downloading.isLoading && downloading.originalArgs?.kind === kind}
              onClick={() => void fetchPreview(kind)}
            >
              {kind === 'pdf' ? t('boqIssue.previewPdf') : t('boqIssue.previewExcel')}
            </Button>
          ))}
        </Stack>
        <MovedRatesNotice moved={data.ratesMovedSinceCompleted} />
        {data.unchanged && (
          <Alert severity="warning">{t('boqIssue.unchanged', { revision: next - 1 })}</Alert>
        )}
        {data.diff && !data.unchanged && (
          <RevisionDiffView diff={data.diff} previous={next - 1} reason={null} language={language} />
        )}
        {!data.unchanged && (
          <TextField
            label={t('boqIssue.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required={needsReason}
            multiline
            minRows={2}
            helperText={needsReason ? t('boqIssue.reasonRequired') : t('boqIssue.reasonOptional')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Dialog
      open
      onClose={issuing.isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('boqIssue.issueTitle', { revision: next })}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={issuing.isLoading}>
          {t('boqIssue.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={issuing.isLoading}
          disabled={!canIssue}
          onClick={() => void confirm()}
        >
          {t('boqIssue.issueConfirm', { revision: next })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
