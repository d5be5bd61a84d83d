import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ShareLinkPanel } from '../../../components/share-link-panel';
import { useIsPhone } from '../../../lib/use-is-phone';

/** The public page of an estimate's link. */
export function sharedEstimateUrl(token: string): string {
  return `${window.location.origin}/estimate/shared/${token}`;
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
            <ShareLinkPanel link={link} message={message} testId="estimate-share-link" />
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
