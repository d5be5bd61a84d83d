import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HouseModelRawInput, SavedEstimate } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { formatTzs } from '../../../lib/format';
import type { HouseFormValues } from '../../../lib/house-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { writeEstimateDraft } from '../estimate-draft';
import { defaultEstimateName } from '../estimate-name';
import { useSaveEstimateMutation, useShareSavedEstimateMutation } from '../saved-estimates.api';
import { EstimateLinkDialog, sharedEstimateUrl } from './estimate-link-dialog';

interface EstimateActionsProps {
  values: HouseFormValues;
  /** The house priced, or null while a field is invalid (nothing to save then). */
  house: HouseModelRawInput | null;
  grandTotal: number | null;
  isSignedIn: boolean;
  /** Links to register and sign in, composed in by the app (this feature does not know the routes). */
  accountLinks: ReactNode;
}

/**
 * Save, share and print the instant estimate. Signed out, saving or sharing keeps the estimate
 * in this browser, marked to be offered to the account once the visitor registers or signs in.
 */
export function EstimateActions({
  values,
  house,
  grandTotal,
  isSignedIn,
  accountLinks,
}: EstimateActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const [dialog, setDialog] = useState<'save' | 'share' | null>(null);
  const [needsAccount, setNeedsAccount] = useState(false);
  const [name, setName] = useState('');
  /** The last save, and the values it was made from: sharing the same house does not save it twice. */
  const [saved, setSaved] = useState<{ estimate: SavedEstimate; valuesText: string } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [saveEstimate, { isLoading: isSaving }] = useSaveEstimateMutation();
  const [shareEstimate, { isLoading: isSharing }] = useShareSavedEstimateMutation();
  const valuesText = JSON.stringify(values);
  const isSavedAlready = saved !== null && saved.valuesText === valuesText;

  const start = (next: 'save' | 'share') => {
    if (!house) {
      toast.warning(t('estimate.keep.invalid'));
      return;
    }
    if (!isSignedIn) {
      writeEstimateDraft({ values, pending: true });
      setNeedsAccount(true);
      return;
    }
    setName(isSavedAlready ? saved.estimate.name : defaultEstimateName(house, t, language));
    setLink(null);
    setDialog(next);
  };

  const saveNow = async (): Promise<SavedEstimate | null> => {
    if (!house) return null;
    if (isSavedAlready) return saved.estimate;
    try {
      const estimate = await saveEstimate({ name, house }).unwrap();
      setSaved({ estimate, valuesText });
      toast.success(t('estimate.keep.saved'));
      return estimate;
    } catch (failure) {
      toast.error(t('estimate.keep.saveFailed', { message: describeError(failure) }));
      return null;
    }
  };

  const shareNow = async () => {
    const estimate = await saveNow();
    if (!estimate) return;
    try {
      const created = await shareEstimate(estimate._id).unwrap();
      setLink(sharedEstimateUrl(created.token));
    } catch (failure) {
      toast.error(t('clientBoq.share.failed', { message: describeError(failure) }));
    }
  };

  const nameField = (
    <TextField
      label={t('estimate.keep.nameLabel')}
      value={name}
      onChange={(event) => setName(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 120 } }}
      disabled={isSavedAlready}
      required
      fullWidth
    />
  );
  const canSave = name.trim().length > 0;

  return (
    <Stack spacing={1.5} className="no-print">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('estimate.keep.actions')}
      >
        <Button variant="contained" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => start('save')}>
          {t('estimate.keep.save')}
        </Button>
        <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => start('share')}>
          {t('estimate.keep.share')}
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {t('estimate.keep.print')}
        </Button>
      </Stack>
      {needsAccount && !isSignedIn && (
        <Alert severity="info" data-testid="estimate-needs-account">
          {t('estimate.keep.needAccount')}
          <Box sx={{ mt: 1.5 }}>{accountLinks}</Box>
        </Alert>
      )}

      <Dialog
        open={dialog === 'save'}
        onClose={() => setDialog(null)}
        fullScreen={isPhone}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>{t('estimate.keep.saveTitle')}</DialogTitle>
        <DialogContent dividers>{nameField}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('estimate.keep.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!canSave || isSavedAlready}
            loading={isSaving}
            onClick={() => void saveNow().then((estimate) => estimate && setDialog(null))}
          >
            {t('estimate.keep.save')}
          </Button>
        </DialogActions>
      </Dialog>

      <EstimateLinkDialog
        open={dialog === 'share'}
        link={link}
        message={
          link &&
          t('estimate.keep.message', {
            name: saved?.estimate.name ?? name,
            total: grandTotal === null ? '' : formatTzs(grandTotal, language),
            url: link,
          })
        }
        onClose={() => setDialog(null)}
      >
        {nameField}
        <Button
          variant="contained"
          disabled={!canSave}
          loading={isSaving || isSharing}
          onClick={() => void shareNow()}
        >
          {isSavedAlready ? t('estimate.keep.newLink') : t('estimate.keep.makeLink')}
        </Button>
      </EstimateLinkDialog>
    </Stack>
  );
}
