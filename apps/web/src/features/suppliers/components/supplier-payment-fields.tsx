import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MOBILE_MONEY_NETWORK_NAMES, MOBILE_MONEY_NETWORKS, PAYMENT_LIMITS } from '@kadirio/domain';
import type { FieldErrors } from '../../../lib/supply-form';
import type { PaymentField, PaymentValues } from '../payment-form';

const MAX_LENGTH: Record<Exclude<PaymentField, 'mobileNetwork'>, number> = {
  mobileNumber: 20,
  bankName: PAYMENT_LIMITS.nameMax,
  bankAccountName: PAYMENT_LIMITS.nameMax,
  bankAccountNumber: 30,
  bankBranch: PAYMENT_LIMITS.nameMax,
  paymentNote: PAYMENT_LIMITS.noteMax,
};

/**
 * How buyers pay the supplier, in its profile: a mobile-money till ("lipa namba") on a network, a
 * bank account, a note. Every part may stay empty; buyers are then told to ask the supplier.
 */
export function SupplierPaymentFields({
  values,
  errors,
  labels,
  onChange,
}: {
  values: PaymentValues;
  errors: FieldErrors<PaymentField>;
  labels: Record<PaymentField, string>;
  onChange: (field: PaymentField, value: string) => void;
}) {
  const { t } = useTranslation();
  const field = (
    name: Exclude<PaymentField, 'mobileNetwork'>,
    options: { hint?: string; numeric?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={labels[name]}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      multiline={name === 'paymentNote'}
      minRows={name === 'paymentNote' ? 2 : undefined}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH[name], ...(options.numeric ? { inputMode: 'numeric' } : {}) },
      }}
    />
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('supply.suppliers.payment.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('supply.suppliers.payment.intro')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            select
            name="mobileNetwork"
            label={labels.mobileNetwork}
            value={values.mobileNetwork}
            onChange={(event) => onChange('mobileNetwork', event.target.value)}
            error={Boolean(errors.mobileNetwork)}
            helperText={errors.mobileNetwork}
            fullWidth
          >
            <MenuItem value="">{t('supply.suppliers.payment.noNetwork')}</MenuItem>
            {MOBILE_MONEY_NETWORKS.map((network) => (
              <MenuItem key={network} value={network}>
                {MOBILE_MONEY_NETWORK_NAMES[network]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          {field('mobileNumber', { hint: t('supply.suppliers.payment.tillHint'), numeric: true })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('bankName')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('bankBranch')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('bankAccountName')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('bankAccountNumber', { numeric: true })}</Grid>
      </Grid>
      {field('paymentNote', { hint: t('supply.suppliers.payment.noteHint') })}
    </Stack>
  );
}
