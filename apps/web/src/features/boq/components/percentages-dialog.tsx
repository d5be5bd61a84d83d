import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BoqPercentageSettings } from '@kadirio/domain';
import { getErrorMessage, useDescribeError } from '../../../lib/api-error';
import { useSetBoqPercentagesMutation } from '../boq.api';
import {
  parsePercentTexts,
  PERCENT_FIELDS,
  percentTextsOf,
  splitServerMessage,
  type PercentErrors,
  type PercentField,
  type PercentTexts,
} from '../percentages-form';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/**
 * Contingency and VAT of one map's BOQ (BOQ staff and admin). The PUT carries the version read:
 * if someone else changed them first (409) the BOQ is reloaded, the dialog closes and says so,
 * as a trade screen does for its sheet.
 */
export function PercentagesDialog({
  mapId,
  percentages,
  onReload,
  onClose,
}: {
  mapId: string;
  percentages: BoqPercentageSettings;
  /** Reads the BOQ again (after a 409). */
  onReload: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [texts, setTexts] = useState<PercentTexts>(() => percentTextsOf(percentages));
  const [errors, setErrors] = useState<PercentErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useSetBoqPercentagesMutation();

  const change = (field: PercentField, text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parsePercentTexts(texts, percentages.version);
    if ('invalid' in parsed) {
      setErrors(Object.fromEntries(parsed.invalid.map((field) => [field, t('boqPercentages.invalid')])));
      return;
    }
    try {
      await save({ mapId, body: parsed.body }).unwrap();
      toast.success(t('boqPercentages.saved'));
      onClose();
    } catch (failure) {
      if (statusOf(failure) === 409) {
        toast.warning(t('boqPercentages.conflict'));
        await onReload();
        onClose();
        return;
      }
      if (statusOf(failure) === 400) {
        const { fields, rest } = splitServerMessage(getErrorMessage(failure));
        setErrors(fields);
        setServerError(rest);
        return;
      }
      const message = describeError(failure);
      setServerError(message);
      toast.error(message);
    }
  };

  const labels: Record<PercentField, string> = {
    contingencyPercent: t('boqPercentages.contingency'),
    vatPercent: t('boqPercentages.vat'),
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('boqPercentages.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('boqPercentages.intro')}
        </Typography>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {PERCENT_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={labels[field]}
              value={texts[field]}
              onChange={(event) => change(field, event.target.value)}
              error={Boolean(errors[field])}
              helperText={errors[field]}
              required
              autoComplete="off"
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('boqPercentages.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isLoading}>
          {t('boqPercentages.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
