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
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { CreateOrderBodySchema, orderTotals, type Order, type Purchase } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { formatDate, formatTzs } from '../../../lib/format';
import { formatQuantity, unitName, unitPlural } from '../../../lib/units';
import { getSupplyFieldErrors, type FieldErrors } from '../../../lib/supply-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLanguage } from '../../../lib/use-language';
import { useCreateOrderMutation } from '../purchases.api';
import { HowToPay } from './how-to-pay';

type Field = 'quantity' | 'phoneNumber';

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}

function TotalLine({ label, amount, isTotal = false }: { label: string; amount: string; isTotal?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        fontWeight: isTotal ? 700 : 400,
        ...(isTotal ? { mt: 0.5, pt: 0.75, borderTop: 1, borderColor: 'divider' } : {}),
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {amount}
      </Box>
    </Box>
  );
}

interface OrderDialogProps {
  open: boolean;
  /** The offer as last read: its remaining quantity caps the order. */
  purchase: Purchase | null;
  /** The signed-in user's phone, offered as the contact number. */
  defaultPhone?: string;
  onClose: () => void;
}

/**
 * Ordering units of an open offer: quantity (at most what remains), a phone number kept as text,
 * and the total before anything is sent. If others ordered the last units meanwhile, the server
 * answers 409; the dialog says so, and the offer refetches with what is left now. Once placed, the
 * dialog confirms the order and says how to pay it (its supplier's till or bank, the amount).
 */
export function OrderDialog({ open, purchase, defaultPhone = '', onClose }: OrderDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isPhone = useIsPhone();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const [values, setValues] = useState<Record<Field, string>>({ quantity: '1', phoneNumber: defaultPhone });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<{ message: string; isConflict: boolean } | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [shownFor, setShownFor] = useState({ id: purchase?._id, open });
  if (shownFor.id !== purchase?._id || shownFor.open !== open) {
    setShownFor({ id: purchase?._id, open });
    if (open) {
      setValues({ quantity: '1', phoneNumber: defaultPhone });
      setErrors({});
      setServerError(null);
      setPlaced(null);
    }
  }

  if (!purchase) return null;
  if (placed) {
    // The same dialog, its form replaced by the order placed: nothing closes and opens again.
    return (
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('supply.order.title', { title: purchase.title })}</DialogTitle>
        <OrderPlaced order={placed} onDone={onClose} />
      </Dialog>
    );
  }
  const remaining = purchase.remaining;
  const quantity = Number(values.quantity);
  const isWholeQuantity = Number.isInteger(quantity) && quantity >= 1;
  const totals = isWholeQuantity ? orderTotals(quantity, purchase.price, purchase.transport) : null;
  const isOverLimit = isWholeQuantity && quantity > remaining;
  const labels = { quantity: t('supply.order.quantity'), phoneNumber: t('supply.order.phone') };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = CreateOrderBodySchema.safeParse({
      purchaseId: purchase._id,
      quantity: values.quantity.trim() === '' ? undefined : Number(values.quantity),
      phoneNumber: values.phoneNumber,
    });
    const fieldErrors = parsed.success ? {} : getSupplyFieldErrors(parsed.error.issues, t, values, labels);
    if (parsed.success && parsed.data.quantity > remaining) {
      fieldErrors.quantity = t('supply.order.tooMany', {
        amount: formatQuantity(remaining, purchase.unit, language),
      });
    }
    setErrors(fieldErrors);
    if (!parsed.success || fieldErrors.quantity) return;
    try {
      const order = await createOrder(parsed.data).unwrap();
      // The dialog itself confirms the order, with how to pay it.
      setPlaced(order);
    } catch (failure) {
      const conflict = isConflict(failure);
      const message = conflict
        ? t('supply.order.conflict', { message: describeError(failure) })
        : describeError(failure);
      setServerError({ message, isConflict: conflict });
      toast.error(message);
    }
  };

  const quantityHelp =
    errors.quantity ??
    (isOverLimit
      ? t('supply.order.tooMany', { amount: formatQuantity(remaining, purchase.unit, language) })
      : t('supply.order.remaining', { amount: formatQuantity(remaining, purchase.unit, language) }));

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('supply.order.title', { title: purchase.title })}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          <OrderTerms purchase={purchase} />
          {serverError && (
            <Alert severity={serverError.isConflict ? 'warning' : 'error'} role="alert">
              {serverError.message}
            </Alert>
          )}
          <TextField
            name="quantity"
            type="number"
            label={`${labels.quantity} (${unitPlural(purchase.unit, language)})`}
            value={values.quantity}
            onChange={(event) => change('quantity', event.target.value)}
            error={Boolean(errors.quantity) || isOverLimit}
            helperText={quantityHelp}
            required
            slotProps={{ htmlInput: { min: 1, max: remaining, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            name="phoneNumber"
            type="tel"
            label={labels.phoneNumber}
            value={values.phoneNumber}
            onChange={(event) => change('phoneNumber', event.target.value)}
            error={Boolean(errors.phoneNumber)}
            helperText={errors.phoneNumber ?? t('supply.order.phoneHint')}
            required
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
          />
          <OrderTotals purchase={purchase} quantity={quantity} totals={totals} />
          {purchase.transportTerms && (
            <Typography variant="body2" color="text.secondary">
              {purchase.transportTerms}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isLoading}>
          {t('supply.common.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={isLoading}
          disabled={remaining === 0 || isOverLimit}
        >
          {totals && !isOverLimit
            ? t('supply.order.confirmWithTotal', { total: formatTzs(totals.total, language) })
            : t('supply.order.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The order just placed: its total and how to pay the supplier (docs/product.md, "After an order"). */
function OrderPlaced({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="success">
            {t('supply.order.placed', { total: formatTzs(order.total, language) })}
          </Alert>
          <HowToPay order={order} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('supply.order.done')}
        </Button>
      </DialogActions>
    </>
  );
}

/** What the order comes to: the goods, the transport and the total, or a prompt for a quantity. */
function OrderTotals({
  purchase,
  quantity,
  totals,
}: {
  purchase: Purchase;
  quantity: number;
  totals: ReturnType<typeof orderTotals> | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box
      component="dl"
      aria-label={t('supply.order.totals')}
      sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {totals ? (
        <>
          <TotalLine
            label={t('supply.order.subtotal', {
              amount: formatQuantity(quantity, purchase.unit, language),
              price: formatTzs(purchase.price, language),
            })}
            amount={formatTzs(totals.subtotal, language)}
          />
          <TotalLine
            label={t('supply.order.transport')}
            amount={
              purchase.transport === 0
                ? t('supply.order.transportIncluded')
                : formatTzs(totals.transport, language)
            }
          />
          <TotalLine label={t('supply.order.total')} amount={formatTzs(totals.total, language)} isTotal />
        </>
      ) : (
        <Typography color="text.secondary">{t('supply.order.enterQuantity')}</Typography>
      )}
    </Box>
  );
}

/** The offer's terms above the form: its price per unit, the day to pay by and when it is delivered. */
function OrderTerms({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Typography color="text.secondary">
      {t('supply.order.terms', {
        price: formatTzs(purchase.price, language),
        unit: unitName(purchase.unit, language),
        date: formatDate(purchase.payBefore, language) ?? purchase.payBefore,
        delivery: purchase.deliveryRange,
      })}
    </Typography>
  );
}
