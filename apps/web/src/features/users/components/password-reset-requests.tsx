import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { type PasswordResetLink, type PasswordResetRequest } from '@kadirio/domain';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { smsHref, whatsAppHref } from '../../../lib/phone-links';
import { useLanguage } from '../../../lib/use-language';
import {
  useCloseResetRequestMutation,
  useIssueResetRequestLinkMutation,
  useListResetRequestsQuery,
} from '../users.api';

/**
 * The admin's list of people who asked for a password reset by phone, or where the server sends
 * no mail (docs/product.md §2, password reset): for each, make the one-time link, send it by
 * WhatsApp or SMS with words in the account's language, then say it was sent (or dismiss it).
 * One card per request, so a phone shows it without scrolling sideways.
 */
export function PasswordResetRequests() {
  const { t } = useTranslation();
  const query = useListResetRequestsQuery();
  const headingId = 'password-reset-requests-title';

  let content;
  if (query.isLoading) content = <LoadingRow label={t('accounts.requests.loading')} />;
  else if (query.isError || !query.data) {
    content = <LoadError message={t('accounts.requests.loadError')} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    content = <Typography color="text.secondary">{t('accounts.requests.empty')}</Typography>;
  } else {
    const { items, total } = query.data;
    content = (
      <Stack spacing={2}>
        {items.map((request) => (
          <RequestCard key={request._id} request={request} />
        ))}
        {total > items.length && (
          <Typography variant="body2" color="text.secondary">
            {t('accounts.requests.more', { shown: items.length, total })}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('accounts.requests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('accounts.requests.intro')}
      </Typography>
      {content}
    </Box>
  );
}

function RequestCard({ request }: { request: PasswordResetRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [issueLink, issuing] = useIssueResetRequestLinkMutation();
  const [closeRequest, closing] = useCloseResetRequestMutation();
  const [link, setLink] = useState<PasswordResetLink | null>(null);

  const makeLink = async () => {
    try {
      setLink(await issueLink(request._id).unwrap());
    } catch (error) {
      toast.error(describeError(error));
    }
  };
  const close = async (outcome: 'sent' | 'dismissed') => {
    try {
      await closeRequest({ id: request._id, body: { outcome } }).unwrap();
      toast.success(t('accounts.requests.closed'));
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  // The words go to the account holder, so they are in the account's language.
  const text = link
    ? t('accounts.adminLinkMessage', { lng: request.language, name: request.name, url: link.url })
    : '';
  const whatsApp = whatsAppHref(request.phone, text);
  const sms = smsHref(request.phone, text);

  return (
    <Box
      component="article"
      aria-label={t('accounts.requests.card', { name: request.name })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{request.name}</Typography>
      <Typography>{request.phone === '' ? t('accounts.requests.noPhone') : request.phone}</Typography>
      {request.email !== null && (
        <Typography sx={{ overflowWrap: 'anywhere' }} color="text.secondary">
          {request.email}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('accounts.requests.askedAt', { when: formatDateTime(request.requestedAt, language) })}
      </Typography>
      {link && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('accounts.requests.linkReady', { until: formatDateTime(link.expiresAt, language) })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {!link && (
          <Button variant="contained" loading={issuing.isLoading} onClick={() => void makeLink()}>
            {t('accounts.requests.makeLink')}
          </Button>
        )}
        {link && whatsApp && (
          <Button variant="contained" href={whatsApp} target="_blank" rel="noopener noreferrer">
            {t('accounts.sendWhatsApp')}
          </Button>
        )}
        {link && sms && (
          <Button variant="outlined" href={sms}>
            {t('accounts.sendSms')}
          </Button>
        )}
        {link && (
          <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(link.url)}>
            {t('accounts.copyLink')}
          </Button>
        )}
        {link && (
          <Button variant="outlined" disabled={closing.isLoading} onClick={() => void close('sent')}>
            {t('accounts.requests.markSent')}
          </Button>
        )}
        <Button color="inherit" disabled={closing.isLoading} onClick={() => void close('dismissed')}>
          {t('accounts.requests.dismiss')}
        </Button>
      </Stack>
    </Box>
  );
}
