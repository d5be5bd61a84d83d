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
import { PurchaseBodySchema, type Purchase } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { getSupplyFieldErrors, numberOrUndefined } from '../../../lib/supply-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { formatQuantity } from '../../../lib/units';
import {
  useCreatePurchaseMutation,
  useListOfferSuppliersQuery,
  useUpdatePurchaseMutation,
} from '../purchases.api';

const FIELDS = [
  'title',
  'material',
  'unit',
  'price',
  'quantity',
  'payBefore',
  'deliveryRange',
  'transport',
  'transportTerms',
  'providerId',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const NUMBER_FIELDS: ReadonlySet<Field> = new Set(['price', 'quantity', 'transport']);

const EMPTY: Values = {
  title: '',
  material: '',
  unit: '',
  price: '',
  quantity: '',
  payBefore: '',
  deliveryRange: '',
  transport: '0',
  transportTerms: '',
  providerId: '',
};

function valuesOf(purchase: Purchase | null): Values {
  if (!purchase) return EMPTY;
  return {
    title: purchase.title,
    material: purchase.material,
    unit: purchase.unit,
    price: String(purchase.price),
    quantity: String(purchase.quantity),
    payBefore: purchase.payBefore,
    deliveryRange: purchase.deliveryRange,
    transport: String(purchase.transport),
    transportTerms: purchase.transportTerms,
    providerId: purchase.providerId ?? '',
  };
}

/** The offer's supplier: one of the suppliers, or none, and the offer's own while the list lacks it. */
function SupplierSelect({
  label,
  value,
  error,
  suppliers,
  purchase,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  suppliers: readonly { _id: string; name: string }[] | undefined;
  purchase: Purchase | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name="providerId"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? t('supply.offers.supplierHint')}
      fullWidth
    >
      <MenuItem value="">{t('supply.offers.noSupplier')}</MenuItem>
      {(suppliers ?? []).map((supplier) => (
        <MenuItem key={supplier._id} value={supplier._id}>
          {supplier.name}
        </MenuItem>
      ))}
      {/* The offer's own supplier, while the list loads or beyond its first page. */}
      {purchase?.providerId &&
        purchase.providerName &&
        !suppliers?.some((supplier) => supplier._id === purchase.providerId) && (
          <MenuItem value={purchase.providerId}>{purchase.providerName}</MenuItem>
        )}
    </TextField>
  );
}

/**
 * Publishes or edits a group-buying offer. The status is not edited here: closing, reopening and
 * marking delivered are their own confirmed actions on the list. The server refuses a quantity
 * below what is already ordered (409), shown here.
 */
export function OfferFormDialog({
  open,
  purchase,
  onClose,
}: {
  open: boolean;
  purchase: Purchase | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [createPurchase, { isLoading: isCreating }] = useCreatePurchaseMutation();
  const [updatePurchase, { isLoading: isUpdating }] = useUpdatePurchaseMutation();
  const isBusy = isCreating || isUpdating;
  const suppliers = useListOfferSuppliersQuery({ page: 1, limit: 100 }, { skip: !open });
  const { values, errors, setErrors, serverError, setServerError, change } = useDialogForm(
    purchase,
    open,
    valuesOf,
  );

  const labels = Object.fromEntries(
    FIELDS.map((field) => [field, t(`supply.offers.fields.${field}`)]),
  ) as Record<Field, string>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = PurchaseBodySchema.omit({ status: true }).safeParse({
      ...values,
      material: values.material.trim().toLowerCase(),
      price: numberOrUndefined(values.price),
      quantity: numberOrUndefined(values.quantity),
      transport: numberOrUndefined(values.transport) ?? 0,
      providerId: values.providerId === '' ? null : values.providerId,
    });
    if (!parsed.success) {
      setErrors(getSupplyFieldErrors(parsed.error.issues, t, values, labels));
      return;
    }
    setErrors({});
    try {
      if (purchase) {
        await updatePurchase({ id: purchase._id, body: parsed.data }).unwrap();
        toast.success(t('supply.offers.updated', { title: parsed.data.title }));
      } else {
        await createPurchase({ ...parsed.data, status: 'open' }).unwrap();
        toast.success(t('supply.offers.created', { title: parsed.data.title }));
      }
      onClose();
    } catch (failure) {
      const message = describeError(failure);
      setServerError(message);
      toast.error(message);
    }
  };

  const field = (
    name: Field,
    sm: number,
    options: { hint?: string; type?: string; required?: boolean } = {},
  ) => (
    <Grid size={{ xs: 12, sm }}>
      <TextField
        name={name}
        label={labels[name]}
        type={options.type ?? 'text'}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? options.hint}
        required={options.required ?? true}
        fullWidth
        slotProps={{
          inputLabel: options.type === 'date' ? { shrink: true } : undefined,
          htmlInput: NUMBER_FIELDS.has(name) ? { inputMode: 'numeric' } : undefined,
        }}
      />
    </Grid>
  );

  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {purchase ? t('supply.offers.editTitle', { title: purchase.title }) : t('supply.offers.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {purchase && purchase.ordered > 0 && (
            <Alert severity="info">
              {t('supply.offers.alreadyOrdered', {
                amount: formatQuantity(purchase.ordered, purchase.unit, language),
              })}
            </Alert>
          )}
          <Grid container spacing={2}>
            {field('title', 12, { hint: t('supply.offers.titleHint') })}
            {field('material', 6, { hint: t('supply.materials.keyHint') })}
            {field('unit', 6, { hint: t('supply.materials.unitHint') })}
            {field('price', 4)}
            {field('quantity', 4)}
            {field('payBefore', 4, { type: 'date' })}
            {field('deliveryRange', 12, { hint: t('supply.offers.deliveryHint') })}
            {field('transport', 4, { hint: t('supply.offers.transportHint') })}
            {field('transportTerms', 8, { required: false })}
            <Grid size={{ xs: 12 }}>
              <SupplierSelect
                label={labels.providerId}
                value={values.providerId}
                error={errors.providerId}
                suppliers={suppliers.data?.items}
                purchase={purchase}
                onChange={(value) => change('providerId', value)}
              />
            </Grid>
          </Grid>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('supply.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isBusy}>
          {purchase ? t('supply.common.save') : t('supply.offers.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
