import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NotApplicableBodySchema } from '@kadirio/domain';

/** Asks why a trade is not part of the house before the sheet is settled as not applicable. */
export function NotApplicableDialog({
  sheetName,
  isBusy,
  onConfirm,
  onCancel,
}: {
  sheetName: string;
  isBusy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // The server's own rule, so the button and the 400 agree.
  const parsed = NotApplicableBodySchema.shape.reason.safeParse(reason);
  const submit = () => {
    setTouched(true);
    if (parsed.success) onConfirm(parsed.data);
  };
  return (
    <Dialog open onClose={isBusy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('boqIssue.notApplicableTitle', { name: sheetName })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('boqIssue.notApplicableIntro')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            label={t('boqIssue.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !parsed.success}
            helperText={t('boqIssue.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isBusy}>
            {t('boqIssue.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isBusy}>
            {t('boqIssue.notApplicableConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
