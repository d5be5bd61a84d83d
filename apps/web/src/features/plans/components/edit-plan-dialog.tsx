import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HouseMap } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { mapToFormValues, parseMapUpdate, type MapFormErrors } from '../plan-form';
import { useUpdateMapMutation } from '../plans.api';
import { MapFields } from './plan-fields';

/**
 * Editing a plan's details while the owner may still change it (waiting for the drawing check,
 * or flagged for improvements). Its opener mounts a new one per opening, so the form starts from
 * the plan as it is.
 */
export function EditPlanDialog({
  open,
  map,
  onClose,
}: {
  open: boolean;
  map: HouseMap;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [updateMap, { isLoading }] = useUpdateMapMutation();
  const [values, setValues] = useState(() => mapToFormValues(map));
  const [errors, setErrors] = useState<MapFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    if (!isLoading) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseMapUpdate(values, t);
    setErrors(parsed.success ? {} : parsed.errors);
    if (!parsed.success) return;
    try {
      await updateMap({ id: map._id, body: parsed.body }).unwrap();
      toast.success(t('maps.edit.saved'));
      onClose();
    } catch (error) {
      setServerError(t('maps.edit.failed', { message: describeError(error) }));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('maps.edit.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <MapFields
            values={values}
            errors={errors}
            disabled={isLoading}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {t('maps.edit.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isLoading}>
          {t('maps.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
