import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, Language } from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import { useListRateChangesQuery } from '../catalogue.api';

interface RateHistoryDialogProps {
  /** Kept after closing, so the dialog's text stays while it fades out. */
  item: CatalogueEntry | null;
  open: boolean;
  onClose: () => void;
  language: Language;
}

/** Every change of one item's rate, newest first: old → new, who and when. */
export function RateHistoryDialog({ item, open, onClose, language }: RateHistoryDialogProps) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  // currentData: never another item's history while this one loads.
  const {
    currentData: data,
    isError,
    error,
    refetch,
  } = useListRateChangesQuery(item?._id ?? '', {
    skip: !open || item === null,
  });

  let content;
  if (isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('errors.tryAgain')}
          </Button>
        }
      >
        {t('catalogue.historyError')} {describeError(error)}
      </Alert>
    );
  } else if (!data) {
    content = (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size={24} />
        <Typography>{t('catalogue.historyLoading')}</Typography>
      </Stack>
    );
  } else if (data.length === 0) {
    content = <EmptyState title={t('catalogue.historyEmpty')}>{t('catalogue.historyEmptyBody')}</EmptyState>;
  } else {
    content = (
      <List dense disablePadding>
        {data.map((change) => (
          <ListItem key={change._id} divider disableGutters>
            <ListItemText
              primary={t('catalogue.change', {
                from: formatTzs(change.oldRate, language),
                to: formatTzs(change.newRate, language),
              })}
              secondary={[
                t('catalogue.changedBy', {
                  name: change.changedByName,
                  time: formatDateTime(change.changedAt, language) ?? change.changedAt,
                }),
                change.note,
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  const description = item && (language === 'sw' ? item.descriptionSw : item.description);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('catalogue.historyTitle')}</DialogTitle>
      <DialogContent>
        {item && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {item.code} · {description}
            <br />
            {t('pricingRevision2.rateOfMaterial', { material: item.material })}
          </Typography>
        )}
        {content}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalogue.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
