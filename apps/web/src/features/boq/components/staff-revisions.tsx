import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useListBoqRevisionsQuery } from '../boq-revisions.api';
import { LiveRatesNotice } from './live-rates-notice';
import { RevisionChanges } from './revision-changes';
import { RevisionDownloads } from './revision-downloads';

/**
 * Every issued revision of the map for staff: number, date, who issued it, grand total and
 * reason, its files (the same the client downloads) and what changed from the one before; and,
 * when the catalogue has re-priced lines of the latest one since, a notice saying so.
 */
export function StaffRevisions({ mapId, mapTitle }: { mapId: string; mapTitle: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { data, isError, error, refetch } = useListBoqRevisionsQuery(mapId);
  const [open, setOpen] = useState<number | null>(null);
  if (isError) return <LoadError message={describeError(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingRow label={t('boqClient.loading')} />;
  if (data.items.length === 0) return null;
  return (
    <Box component="section" aria-label={t('boqIssue.revisionsTitle')}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('boqIssue.revisionsTitle')}
      </Typography>
      {/* Newest first: the notice compares the revision the client now holds. */}
      <Box sx={{ mb: 1.5, '&:empty': { display: 'none' } }}>
        <LiveRatesNotice mapId={mapId} revision={data.items[0]!.revision} audience="staff" />
      </Box>
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {data.items.map((item) => (
          <Stack key={item.revision} spacing={1}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={{ xs: 0.5, md: 2 }}
              sx={{ alignItems: { md: 'baseline' } }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {t('boqIssue.revisionLabel', { revision: item.revision })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('boqIssue.issuedOn', {
                  time: formatDateTime(item.issuedAt, language),
                  name: item.issuedBy.name,
                })}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatTzs(item.grandTotal, language)}</Typography>
            </Stack>
            {item.reason && (
              <Typography variant="body2">{t('boqIssue.why', { reason: item.reason })}</Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <RevisionDownloads mapId={mapId} mapTitle={mapTitle} revision={item.revision} />
              {item.revision > 1 && (
                <Button
                  aria-expanded={open === item.revision}
                  onClick={() => setOpen(open === item.revision ? null : item.revision)}
                >
                  {open === item.revision ? t('boqIssue.hideChanges') : t('boqIssue.showChanges')}
                </Button>
              )}
            </Stack>
            {open === item.revision && <RevisionChanges mapId={mapId} revision={item.revision} />}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
