import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useIsPhone } from '../../../lib/use-is-phone';

/** The public page of an estimate's link. */
export function sharedEstimateUrl(token: string): string {
  return `${window.location.origin}/estimate/shared/${token}`;
}

/** A WhatsApp message with the text (wa.me lets the sender pick the chat). */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * A link just made, shown once (only its hash is kept): sent by WhatsApp with `message`, or copied.
 * `children` is what comes before it is made (a name to save under, a button to make it).
 */
export function EstimateLinkDialog({
  open,
  link,
  message,
  onClose,
  children,
}: {
  open: boolean;
  link: string | null;
  message: string | null;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="sm">
      <DialogTitle>{t('estimate.keep.shareTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('estimate.keep.shareIntro')}</Typography>
          {link && message ? (
            <Stack spacing={1}>
              <TextField
                label={t('clientBoq.share.copy')}
                value={link}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'estimate-share-link' } }}
                fullWidth
                size="small"
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<WhatsAppIcon />}
                  href={whatsAppUrl(message)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('clientBoq.share.whatsApp')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(link)
                      .then(() => toast.success(t('clientBoq.share.copied')))
                      .catch(() => undefined)
                  }
                >
                  {t('clientBoq.share.copy')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            children
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clientBoq.share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
