import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

/** A WhatsApp message with the text (wa.me lets the sender pick the chat). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * A read-only link just made, shown once (only its hash is kept by the server): in a field to
 * select, sent by WhatsApp with `message`, or copied. Bills and estimates share alike.
 */
export function ShareLinkPanel({ link, message, testId }: { link: string; message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <TextField
        label={t('clientBoq.share.copy')}
        value={link}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
        fullWidth
        size="small"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          href={whatsAppShareUrl(message)}
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
  );
}
