import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SavedEstimate } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import {
  useDeleteSavedEstimateMutation,
  useListSavedEstimatesQuery,
  useRevokeEstimateShareMutation,
  useShareSavedEstimateMutation,
} from '../saved-estimates.api';
import { EstimateLinkDialog, sharedEstimateUrl } from './estimate-link-dialog';
import { useHousePricer } from './priced-house';

/**
 * The estimates kept in the account: open one in the form above, share it (a new link replaces
 * the old), stop its link, or delete it. Nothing shows until one is saved.
 */
export function SavedEstimates({ onOpen }: { onOpen: (estimate: SavedEstimate) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { data } = useListSavedEstimatesQuery();
  const [shareEstimate] = useShareSavedEstimateMutation();
  const [revokeShare] = useRevokeEstimateShareMutation();
  const [deleteEstimate] = useDeleteSavedEstimateMutation();
  const priceOf = useHousePricer();
  const [shared, setShared] = useState<{ link: string; message: string } | null>(null);

  if (!data || data.items.length === 0) return null;

  const share = async (estimate: SavedEstimate) => {
    try {
      const { token } = await shareEstimate(estimate._id).unwrap();
      const link = sharedEstimateUrl(token);
      const total = priceOf ? formatTzs(priceOf(estimate.house), language) : '';
      setShared({ link, message: t('estimate.keep.message', { name: estimate.name, total, url: link }) });
    } catch (failure) {
      toast.error(t('clientBoq.share.failed', { message: describeError(failure) }));
    }
  };
  const act = (action: Promise<unknown>, done: string) =>
    void action
      .then(() => toast.success(done))
      .catch((failure: unknown) => toast.error(describeError(failure)));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} className="no-print" component="section">
      <Typography component="h2" variant="h6">
        {t('estimate.keep.listTitle')}
      </Typography>
      <List disablePadding>
        {data.items.map((estimate) => (
          <ListItem key={estimate._id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 16rem' }}
              primary={estimate.name}
              secondary={
                estimate.sharedAt
                  ? t('estimate.keep.linkLive', { time: formatDateTime(estimate.sharedAt, language) })
                  : t('estimate.keep.savedOn', { time: formatDateTime(estimate.createdAt, language) })
              }
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" onClick={() => onOpen(estimate)}>
                {t('estimate.keep.open')}
              </Button>
              <Button size="small" variant="outlined" onClick={() => void share(estimate)}>
                {t('estimate.keep.share')}
              </Button>
              {estimate.sharedAt && (
                <Button
                  size="small"
                  color="warning"
                  onClick={() => act(revokeShare(estimate._id).unwrap(), t('clientBoq.share.revokedToast'))}
                >
                  {t('estimate.keep.stopLink')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                onClick={() => act(deleteEstimate(estimate._id).unwrap(), t('estimate.keep.deleted'))}
              >
                {t('estimate.keep.delete')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <EstimateLinkDialog
        open={shared !== null}
        link={shared?.link ?? null}
        message={shared?.message ?? null}
        onClose={() => setShared(null)}
      />
    </Paper>
  );
}
