import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import { telHref, whatsAppHref } from '../lib/phone-links';

/**
 * Tap to call, or to open a WhatsApp chat, with `phone`; the number itself is the call link's text.
 * `message` is written in the chat ready to send (what the reader wants of a supplier).
 */
export function PhoneActions({ phone, name, message }: { phone: string; name: string; message?: string }) {
  const { t } = useTranslation();
  const tel = telHref(phone);
  const whatsApp = whatsAppHref(phone, message);
  if (!tel || !whatsApp) return <>{phone}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        href={tel}
        startIcon={<PhoneOutlinedIcon />}
        aria-label={t('phoneActions.call', { name, phone })}
      >
        {phone}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="success"
        href={whatsApp}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<WhatsAppIcon />}
        aria-label={t('phoneActions.whatsApp', { name })}
      >
        WhatsApp
      </Button>
    </Stack>
  );
}
