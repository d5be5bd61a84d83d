import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactForm } from './contact-form';
import { PhoneActions } from '../../../components/phone-actions';

/** The service's phone, set when the app is built (VITE_CONTACT_PHONE); without it the page offers the form only. */
const CONTACT_PHONE = (import.meta.env.VITE_CONTACT_PHONE as string | undefined) || undefined;

/** `/contact`: how to reach us, and the form. */
export function ContactScreen() {
  const { t } = useTranslation();
  usePageMeta(t('pageMeta.contact.title'), t('pageMeta.contact.description'));
  return (
    <Box component="article" sx={{ py: 3, maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('contact.body1')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('contact.body2')}</Typography>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('contact.hoursTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('contact.hours')}</Typography>
      {CONTACT_PHONE && (
        <Box sx={{ mb: 3 }}>
          <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {t('phoneActions.contactTitle')}
          </Typography>
          <PhoneActions phone={CONTACT_PHONE} name="Kadirio" />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ContactForm />
      </Paper>
    </Box>
  );
}
