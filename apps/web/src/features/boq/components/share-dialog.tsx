import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ShareLinkPanel } from '../../../components/share-link-panel';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import {
  useCreateBoqShareMutation,
  useListBoqSharesQuery,
  useRevokeBoqShareMutation,
} from '../client-boq.api';

/** The public page of a share link. */
export function sharedBillUrl(token: string): string {
  return `${window.location.origin}/shared/${token}`;
}

/**
 * Sharing an issued revision: a read-only link (made here, shown once: only its hash is kept),
 * sent by WhatsApp or copied; earlier links listed and stoppable.
 */
export function ShareBillButton({
  mapId,
  mapTitle,
  revision,
  grandTotal,
}: {
  mapId: string;
  mapTitle: string;
  revision: number;
  grandTotal: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const shares = useListBoqSharesQuery(mapId, { skip: !open });
  const [createShare, { isLoading: isCreating }] = useCreateBoqShareMutation();
  const [revokeShare] = useRevokeBoqShareMutation();

  const make = async () => {
    try {
      const created = await createShare({ mapId, revision }).unwrap();
      setLink(sharedBillUrl(created.token));
    } catch (failure) {
      toast.error(t('clientBoq.share.failed', { message: describeError(failure) }));
    }
  };
  const message =
    link &&
    t('clientBoq.share.message', { title: mapTitle, total: formatTzs(grandTotal, language), url: link });

  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('clientBoq.share.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={isPhone} fullWidth maxWidth="sm">
        <DialogTitle>{t('clientBoq.share.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography>{t('clientBoq.share.intro')}</Typography>
            {link && message ? (
              <ShareLinkPanel link={link} message={message} testId="share-link" />
            ) : (
              <Button variant="contained" onClick={() => void make()} loading={isCreating}>
                {t('clientBoq.share.create')}
              </Button>
            )}
            <Typography component="h3" variant="h6">
              {t('clientBoq.share.links')}
            </Typography>
            {shares.data && shares.data.items.length === 0 && (
              <Alert severity="info">{t('clientBoq.share.noLinks')}</Alert>
            )}
            <List dense disablePadding>
              {shares.data?.items.map((share) => (
                <ListItem
                  key={share._id}
                  disableGutters
                  secondaryAction={
                    share.revokedAt === null ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          void revokeShare({ mapId, shareId: share._id })
                            .unwrap()
                            .then(() => toast.success(t('clientBoq.share.revokedToast')))
                            .catch((failure: unknown) => toast.error(describeError(failure)))
                        }
                      >
                        {t('clientBoq.share.revoke')}
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={t('clientBoq.share.linkOf', {
                      revision: share.revision,
                      time: formatDateTime(share.createdAt, language),
                    })}
                    secondary={share.revokedAt ? t('clientBoq.share.revoked') : undefined}
                  />
                </ListItem>
              ))}
            </List>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('clientBoq.share.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
