import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type PasswordResetLink, type User } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { smsHref, whatsAppHref } from '../../../lib/phone-links';
import { useLanguage } from '../../../lib/use-language';

/**
 * The one-time reset link an admin made for someone without e-mail, with ready WhatsApp and SMS
 * messages to pass it on. It is shown once: closing the dialog forgets it.
 */
export function ResetLinkDialog({
  user,
  link,
  onClose,
}: {
  user: User | null;
  link: PasswordResetLink | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = user !== null && link !== null;
  // The words sent with the link are in the admin's language, the one they are writing in.
  const text = open ? t('accounts.adminLinkMessage', { name: user.name, url: link.url }) : '';
  const whatsApp = user ? whatsAppHref(user.phone, text) : null;
  const sms = user ? smsHref(user.phone, text) : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('accounts.adminLinkTitle', { name: user?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {open && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">
              {t('accounts.adminLinkWarning', { until: formatDateTime(link.expiresAt, language) })}
            </Alert>
            <TextField
              label={t('accounts.adminLinkLabel')}
              value={link.url}
              slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
              fullWidth
              multiline
            />
            <Typography variant="body2" color="text.secondary">
              {t('accounts.adminLinkHow')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {whatsApp && (
                <Button variant="contained" href={whatsApp} target="_blank" rel="noopener noreferrer">
                  {t('accounts.sendWhatsApp')}
                </Button>
              )}
              {sms && (
                <Button variant="outlined" href={sms}>
                  {t('accounts.sendSms')}
                </Button>
              )}
              <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(link.url)}>
                {t('accounts.copyLink')}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accounts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
