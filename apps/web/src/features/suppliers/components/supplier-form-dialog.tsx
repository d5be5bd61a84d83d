import { useId, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PROVIDER_STATUSES, ProviderBodySchema, SUPPLY_LIMITS, type Provider } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { getSupplyFieldErrors } from '../../../lib/supply-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useCreateProviderMutation, useUpdateProviderMutation } from '../suppliers.api';
import {
  PAYMENT_FIELDS,
  paymentFieldOf,
  paymentValuesOf,
  toPaymentInput,
  type PaymentField,
} from '../payment-form';
import { SupplierPaymentFields } from './supplier-payment-fields';

const PROFILE_FIELDS = ['name', 'region', 'district', 'ward', 'phone', 'services', 'status'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type Field = ProfileField | PaymentField;
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  region: '',
  district: '',
  ward: '',
  phone: '',
  services: '',
  status: 'unregistered',
  ...paymentValuesOf(undefined),
};

const MAX_LENGTH: Partial<Record<ProfileField, number>> = {
  name: SUPPLY_LIMITS.textMax,
  region: SUPPLY_LIMITS.placeMax,
  district: SUPPLY_LIMITS.placeMax,
  ward: SUPPLY_LIMITS.placeMax,
  phone: SUPPLY_LIMITS.phoneMax,
  services: SUPPLY_LIMITS.servicesMax,
};

function valuesOf(provider: Provider | null): Values {
  if (!provider) return EMPTY;
  const { name, region, district, ward, phone, services, status } = provider;
  return { name, region, district, ward, phone, services, status, ...paymentValuesOf(provider.payment) };
}

interface SupplierFormDialogProps {
  open: boolean;
  /** The supplier being edited; null adds a new one. */
  provider: Provider | null;
  onClose: () => void;
}

/**
 * Adds or edits a supplier, with how buyers pay it. Checked with the server's own schema before
 * sending; the phone stays text so a leading 0 or + survives. A name already taken comes back as
 * 409 and is shown here.
 */
export function SupplierFormDialog({ open, provider, onClose }: SupplierFormDialogProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [createProvider, { isLoading: isCreating }] = useCreateProviderMutation();
  const [updateProvider, { isLoading: isUpdating }] = useUpdateProviderMutation();
  const isBusy = isCreating || isUpdating;
  const { values, errors, setErrors, serverError, setServerError, change } = useDialogForm(
    provider,
    open,
    valuesOf,
  );

  const labels = Object.fromEntries([
    ...PROFILE_FIELDS.map((field) => [field, t(`supply.suppliers.fields.${field}`)]),
    ...PAYMENT_FIELDS.map((field) => [field, t(`supply.suppliers.payment.fields.${field}`)]),
  ]) as Record<Field, string>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field]]));
    const parsed = ProviderBodySchema.safeParse({ ...profile, payment: toPaymentInput(values) });
    if (!parsed.success) {
      // A payment issue (`payment.bank.accountName`) belongs to its own field of the form.
      const issues = parsed.error.issues.map((issue) => {
        const field = paymentFieldOf(issue.path);
        return field ? { ...issue, path: [field] } : issue;
      });
      setErrors(getSupplyFieldErrors(issues, t, values, labels));
      return;
    }
    setErrors({});
    try {
      if (provider) {
        await updateProvider({ id: provider._id, body: parsed.data }).unwrap();
        toast.success(t('supply.suppliers.updated', { name: parsed.data.name }));
      } else {
        await createProvider(parsed.data).unwrap();
        toast.success(t('supply.suppliers.created', { name: parsed.data.name }));
      }
      onClose();
    } catch (failure) {
      const message = describeError(failure);
      setServerError(message);
      toast.error(message);
    }
  };

  const field = (
    name: Exclude<ProfileField, 'status'>,
    options: { multiline?: boolean; hint?: string } = {},
  ) => (
    <TextField
      name={name}
      label={labels[name]}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      required={name !== 'services'}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH[name], ...(name === 'phone' ? { inputMode: 'tel' } : {}) },
      }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {provider ? t('supply.suppliers.editTitle', { name: provider.name }) : t('supply.suppliers.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {field('name')}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>{field('region')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('district')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{field('ward')}</Grid>
          </Grid>
          {field('phone', { hint: t('supply.suppliers.phoneHint') })}
          {field('services', { multiline: true, hint: t('supply.suppliers.servicesHint') })}
          <TextField
            select
            name="status"
            label={labels.status}
            value={values.status}
            onChange={(event) => change('status', event.target.value)}
            helperText={t('supply.suppliers.statusHint')}
            fullWidth
          >
            {PROVIDER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`supply.suppliers.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <SupplierPaymentFields values={values} errors={errors} labels={labels} onChange={change} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('supply.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isBusy}>
          {provider ? t('supply.common.save') : t('supply.suppliers.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
