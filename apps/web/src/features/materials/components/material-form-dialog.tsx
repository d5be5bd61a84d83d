import { useId, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MaterialBodySchema, type Material } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { getSupplyFieldErrors, numberOrUndefined } from '../../../lib/supply-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useCreateMaterialMutation, useUpdateMaterialMutation } from '../materials.api';

const FIELDS = ['material', 'name', 'unit', 'price', 'manufacturer'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { material: '', name: '', unit: '', price: '', manufacturer: '' };

function valuesOf(material: Material | null): Values {
  if (!material) return EMPTY;
  return { ...material, price: String(material.price) };
}

/** Adds or edits a purchasable material; the key must be one the catalogue uses (the server checks). */
export function MaterialFormDialog({
  open,
  material,
  onClose,
}: {
  open: boolean;
  material: Material | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [createMaterial, { isLoading: isCreating }] = useCreateMaterialMutation();
  const [updateMaterial, { isLoading: isUpdating }] = useUpdateMaterialMutation();
  const isBusy = isCreating || isUpdating;
  const { values, errors, setErrors, serverError, setServerError, change } = useDialogForm(
    material,
    open,
    valuesOf,
  );

  const labels = Object.fromEntries(
    FIELDS.map((field) => [field, t(`supply.materials.fields.${field}`)]),
  ) as Record<Field, string>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = MaterialBodySchema.safeParse({
      ...values,
      material: values.material.trim().toLowerCase(),
      price: numberOrUndefined(values.price),
    });
    if (!parsed.success) {
      setErrors(getSupplyFieldErrors(parsed.error.issues, t, values, labels));
      return;
    }
    setErrors({});
    try {
      if (material) {
        await updateMaterial({ id: material._id, body: parsed.data }).unwrap();
        toast.success(t('supply.materials.updated', { name: parsed.data.name }));
      } else {
        await createMaterial(parsed.data).unwrap();
        toast.success(t('supply.materials.created', { name: parsed.data.name }));
      }
      onClose();
    } catch (failure) {
      const message = describeError(failure);
      setServerError(message);
      toast.error(message);
    }
  };

  const field = (name: Field, options: { hint?: string; numeric?: boolean; required?: boolean } = {}) => (
    <TextField
      name={name}
      label={labels[name]}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? options.hint}
      required={options.required ?? true}
      fullWidth
      slotProps={{ htmlInput: options.numeric ? { inputMode: 'numeric' } : undefined }}
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
        {material ? t('supply.materials.editTitle', { name: material.name }) : t('supply.materials.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {field('material', { hint: t('supply.materials.keyHint') })}
          {field('name')}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('unit', { hint: t('supply.materials.unitHint') })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('price', { numeric: true })}</Grid>
          </Grid>
          {field('manufacturer', { required: false })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('supply.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isBusy}>
          {material ? t('supply.common.save') : t('supply.materials.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
