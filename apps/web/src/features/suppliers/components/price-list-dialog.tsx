import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  priceRowsToBody,
  ProviderPriceInputSchema,
  utcDay,
  type PriceListCsvRow,
  type Provider,
  type ProviderPrice,
  type ProviderPriceInput,
} from '@kadirio/domain';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { getSupplyFieldErrors, numberOrUndefined, type FieldErrors } from '../../../lib/supply-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useGetProviderQuery, useReplacePricesMutation } from '../suppliers.api';
import { CsvImportPanel } from './csv-import-panel';
import { PriceTable } from './price-table';
import { SupplierStatusChip } from './supplier-status-chip';

type NewPriceField = 'material' | 'price' | 'quotedAt';
const EMPTY_NEW_PRICE: Record<NewPriceField, string> = { material: '', price: '', quotedAt: '' };

function toInput({ material, price, quotedAt }: ProviderPrice): ProviderPriceInput {
  return { material, price, quotedAt };
}

/** Adds one price to the draft, or changes the material's price when it is already listed. */
function NewPriceForm({ onAdd }: { onAdd: (price: ProviderPriceInput) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY_NEW_PRICE);
  const [errors, setErrors] = useState<FieldErrors<NewPriceField>>({});
  const labels = {
    material: t('supply.prices.columns.material'),
    price: t('supply.prices.columns.price'),
    quotedAt: t('supply.prices.columns.quotedAt'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProviderPriceInputSchema.safeParse({
      material: values.material.trim().toLowerCase(),
      price: numberOrUndefined(values.price),
      quotedAt: values.quotedAt === '' ? undefined : values.quotedAt,
    });
    if (!parsed.success) {
      setErrors(getSupplyFieldErrors(parsed.error.issues, t, values, labels));
      return;
    }
    onAdd(parsed.data);
    setValues(EMPTY_NEW_PRICE);
    setErrors({});
  };
  const change = (field: NewPriceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label={t('supply.prices.addHeading')}
    >
      <TextField
        size="small"
        label={labels.material}
        placeholder="cement-50kg"
        value={values.material}
        onChange={(event) => change('material', event.target.value)}
        error={Boolean(errors.material)}
        helperText={errors.material}
        sx={{ flex: 2 }}
      />
      <TextField
        size="small"
        label={labels.price}
        value={values.price}
        onChange={(event) => change('price', event.target.value)}
        error={Boolean(errors.price)}
        helperText={errors.price}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 1 }}
      />
      <TextField
        size="small"
        type="date"
        label={labels.quotedAt}
        value={values.quotedAt}
        onChange={(event) => change('quotedAt', event.target.value)}
        error={Boolean(errors.quotedAt)}
        helperText={errors.quotedAt ?? t('supply.prices.dateHint')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
        {t('supply.prices.addPrice')}
      </Button>
    </Stack>
  );
}

interface PriceListDialogProps {
  open: boolean;
  provider: Provider | null;
  onClose: () => void;
}

/**
 * A supplier's price list: each price with the day it was quoted and its age, editable as a draft
 * (add, change, remove) and saved in one go, or replaced from a CSV file after a preview.
 */
export function PriceListDialog({ open, provider, onClose }: PriceListDialogProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const titleId = useId();
  const { data, isError, error, refetch } = useGetProviderQuery(provider?._id ?? '', {
    skip: !open || !provider,
  });
  const [replacePrices, { isLoading: isSaving }] = useReplacePricesMutation();
  /** The edited list; null while it equals the saved one. */
  const [draft, setDraft] = useState<ProviderPriceInput[] | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [shownFor, setShownFor] = useState({ provider, open });
  if (shownFor.provider !== provider || shownFor.open !== open) {
    setShownFor({ provider, open });
    setDraft(null);
    setIsImporting(false);
  }

  const today = utcDay();
  const saved = data && data._id === provider?._id ? data.prices.map(toInput) : null;
  const prices = draft ?? saved;

  const save = async (body: { prices: ProviderPriceInput[] }) => {
    if (!provider) return;
    try {
      const result = await replacePrices({ id: provider._id, body }).unwrap();
      toast.success(t('supply.prices.saved', { count: result.prices.length, name: provider.name }));
      setDraft(null);
      setIsImporting(false);
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  const addPrice = (price: ProviderPriceInput) => {
    const current = prices ?? [];
    const index = current.findIndex((line) => line.material === price.material);
    setDraft(index === -1 ? [...current, price] : current.map((line, at) => (at === index ? price : line)));
  };

  let body;
  if (!provider) body = null;
  else if (isError) {
    body = (
      <LoadError
        message={`${t('supply.prices.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!prices) {
    body = <LoadingRow label={t('supply.prices.loading')} />;
  } else if (isImporting) {
    body = (
      <CsvImportPanel
        providerName={provider.name}
        currentCount={saved?.length ?? 0}
        isSaving={isSaving}
        onCancel={() => setIsImporting(false)}
        onSave={(rows: readonly PriceListCsvRow[]) => void save(priceRowsToBody(rows))}
      />
    );
  } else {
    body = (
      <Stack spacing={2}>
        {provider.status === 'unregistered' && (
          <Alert severity="info">{t('supply.prices.unregisteredNote')}</Alert>
        )}
        {prices.length === 0 ? (
          <EmptyState title={t('supply.prices.emptyTitle')}>{t('supply.prices.emptyBody')}</EmptyState>
        ) : (
          <PriceTable
            prices={prices}
            today={today}
            onRemove={(material) => setDraft(prices.filter((other) => other.material !== material))}
          />
        )}
        <Box>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {t('supply.prices.addHeading')}
          </Typography>
          <NewPriceForm onAdd={addPrice} />
        </Box>
        {draft && <Alert severity="warning">{t('supply.prices.unsaved')}</Alert>}
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={isSaving ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <span>{provider && t('supply.prices.title', { name: provider.name })}</span>
          {provider && <SupplierStatusChip status={provider.status} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      {!isImporting && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setIsImporting(true)}
            disabled={!prices || isSaving}
            sx={{ mr: 'auto' }}
          >
            {t('supply.prices.importCsv')}
          </Button>
          <Button onClick={onClose} disabled={isSaving}>
            {t('supply.common.close')}
          </Button>
          <Button
            variant="contained"
            disabled={!draft}
            loading={isSaving}
            onClick={() => draft && void save({ prices: draft })}
          >
            {t('supply.prices.save')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
