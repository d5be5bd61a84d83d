import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { CatalogueItemSchema, type BoqLine, type Language } from '@kadirio/domain';
import { LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime, formatTzs } from '../../../lib/format';
import {
  useListRateChangesQuery,
  useListUnissuedBoqsTouchedQuery,
  useUpdateCatalogueItemMutation,
} from '../catalogue.api';

interface RateDialogProps {
  line: BoqLine & { itemId: string };
  language: Language;
  onClose: () => void;
}

/**
 * A price setter sets the rate of a line's catalogue item (`PUT /api/catalogue/:id`, the
 * catalogue's own endpoint) and sees its history, and, before confirming, the unissued BOQs whose
 * sheets the new rate would re-price. The sheets holding the item carry its tag, so they are
 * priced again as soon as the rate is saved.
 */
export function RateDialog({ line, language, onClose }: RateDialogProps) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const [text, setText] = useState(String(line.rate));
  const [problem, setProblem] = useState<string | null>(null);
  const [updateItem, { isLoading }] = useUpdateCatalogueItemMutation();
  const history = useListRateChangesQuery(line.itemId);
  const reach = useListUnissuedBoqsTouchedQuery(line.itemId, { refetchOnMountOrArgChange: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const parsed = CatalogueItemSchema.shape.rate.safeParse(trimmed === '' ? Number.NaN : Number(trimmed));
    if (!parsed.success) {
      setProblem(t('catalogue.rateInvalid'));
      return;
    }
    if (parsed.data === line.rate) {
      onClose();
      return;
    }
    try {
      await updateItem({ id: line.itemId, body: { rate: parsed.data } }).unwrap();
      toast.success(t('boqWorkspace.rateUpdated'));
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  const description = language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description;
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('boqWorkspace.editRate', { code: line.code })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
          <TextField
            label={t('catalogue.columns.rate')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem}
            autoFocus
            fullWidth
            autoComplete="off"
            disabled={isLoading}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Typography component="h3" variant="subtitle2" sx={{ mt: 3 }} id={`${titleId}-reach`}>
            {t('boqWorkspace.rateReachTitle')}
          </Typography>
          {reach.isError ? (
            <Alert severity="error">{describeError(reach.error)}</Alert>
          ) : !reach.data ? (
            <LoadingRow label={t('boqWorkspace.rateReachLoading')} />
          ) : reach.data.boqs.length === 0 ? (
            <Typography color="text.secondary">{t('boqWorkspace.rateReachNone')}</Typography>
          ) : (
            <List dense disablePadding aria-labelledby={`${titleId}-reach`}>
              {reach.data.boqs.map((boq) => (
                <ListItem key={boq.mapId} divider disableGutters>
                  <ListItemText
                    primary={boq.title}
                    secondary={t('boqWorkspace.rateReachItem', { owner: boq.ownerName, count: boq.sheets })}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Typography component="h3" variant="subtitle2" sx={{ mt: 3 }}>
            {t('boqWorkspace.rateHistory', { code: line.code })}
          </Typography>
          {history.isError ? (
            <Alert severity="error">{describeError(history.error)}</Alert>
          ) : !history.data ? (
            <LoadingRow label={t('catalogue.historyLoading')} />
          ) : history.data.length === 0 ? (
            <Typography color="text.secondary">{t('catalogue.historyEmpty')}</Typography>
          ) : (
            <List dense disablePadding>
              {history.data.map((change) => (
                <ListItem key={change._id} divider disableGutters>
                  <ListItemText
                    primary={t('catalogue.change', {
                      from: formatTzs(change.oldRate, language),
                      to: formatTzs(change.newRate, language),
                    })}
                    secondary={t('catalogue.changedBy', {
                      name: change.changedByName,
                      time: formatDateTime(change.changedAt, language) ?? change.changedAt,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('catalogue.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('catalogue.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
