import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDescribeError } from '../../../lib/api-error';
import { parseHouseForm } from '../../../lib/house-form';
import { useLanguage } from '../../../lib/use-language';
import { readEstimateDraft, writeEstimateDraft } from '../estimate-draft';
import { defaultEstimateName } from '../estimate-name';
import { useSaveEstimateMutation } from '../saved-estimates.api';

/**
 * Once signed in, the estimate a visitor asked to keep before having an account: offered to be
 * saved to it (or put aside; it stays in the browser's estimate either way).
 */
export function PendingEstimateOffer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [draft, setDraft] = useState(readEstimateDraft);
  const [saveEstimate, { isLoading }] = useSaveEstimateMutation();
  const house = draft?.pending ? parseHouseForm(draft.values).house : null;
  if (!draft || !house) return null;
  const name = defaultEstimateName(house, t, language);

  const settle = () => {
    writeEstimateDraft({ values: draft.values, pending: false });
    setDraft(null);
  };
  const save = async () => {
    try {
      await saveEstimate({ name, house }).unwrap();
      toast.success(t('estimate.keep.saved'));
      settle();
    } catch (failure) {
      toast.error(t('estimate.keep.saveFailed', { message: describeError(failure) }));
    }
  };

  return (
    // The buttons under the words, not beside them: on a phone a side column squeezes both.
    <Alert severity="info" sx={{ mb: 3 }} data-testid="pending-estimate-offer">
      <AlertTitle>{t('estimate.keep.pendingTitle')}</AlertTitle>
      {t('estimate.keep.pendingBody', { name })}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          loading={isLoading}
          onClick={() => void save()}
        >
          {t('estimate.keep.saveTitle')}
        </Button>
        <Button color="inherit" size="small" onClick={settle}>
          {t('estimate.keep.pendingDismiss')}
        </Button>
      </Stack>
    </Alert>
  );
}
