import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hasPaymentDetails, MOBILE_MONEY_NETWORK_NAMES, type Language, type Order } from '@kadirio/domain';
import { PhoneActions } from '../../../components/phone-actions';
import { formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';

/**
 * The message a buyer sends the supplier on WhatsApp (docs/product.md §5): the order's line, its
 * transport, its total, and either "confirm and I will pay" or "how do I pay?".
 */
export function orderMessage(order: Order, t: TFunction, language: Language): string {
  const supplier = order.supplier;
  const lines = [
    t('supply.pay.whatsAppGreeting', { name: supplier?.name ?? '' }),
    t('supply.pay.whatsAppLine', {
      title: order.title,
      quantity: formatQuantity(order.quantity, order.unit, language),
      price: formatTzs(order.unitPrice, language),
      amount: formatTzs(order.subtotal, language),
    }),
  ];
  if (order.transport > 0) {
    lines.push(t('supply.pay.whatsAppTransport', { amount: formatTzs(order.transport, language) }));
  }
  lines.push(t('supply.pay.whatsAppTotal', { total: formatTzs(order.total, language) }));
  lines.push(
    supplier && hasPaymentDetails(supplier.payment)
      ? t('supply.pay.whatsAppConfirm')
      : t('supply.pay.whatsAppAsk'),
  );
  return lines.join('\n');
}

/** A label and its value, the value large enough to copy from by hand. */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * How to pay for an order, from its supplier's own details (a mobile-money till, a bank account,
 * a note) and the amount. A supplier without details is said to have none, and the buyer is told
 * to ask it; an offer without a supplier, that we call about paying.
 */
export function HowToPay({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const supplier = order.supplier;
  const payment = supplier?.payment;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('supply.pay.title')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0, mt: 1 }}>
        <Detail label={t('supply.pay.amount')} value={formatTzs(order.total, language)} />
        {supplier && payment && hasPaymentDetails(payment) && (
          <>
            <Typography component="div">{t('supply.pay.payTo', { name: supplier.name })}</Typography>
            {payment.mobileMoney && (
              <Detail
                label={t('supply.pay.till', {
                  network: MOBILE_MONEY_NETWORK_NAMES[payment.mobileMoney.network],
                })}
                value={payment.mobileMoney.number}
              />
            )}
            {payment.bank && (
              <>
                <Detail
                  label={t('supply.pay.bank')}
                  value={
                    payment.bank.branch
                      ? t('supply.pay.branch', { bank: payment.bank.bankName, branch: payment.bank.branch })
                      : payment.bank.bankName
                  }
                />
                <Detail label={t('supply.pay.accountName')} value={payment.bank.accountName} />
                <Detail label={t('supply.pay.accountNumber')} value={payment.bank.accountNumber} />
              </>
            )}
            {payment.note && <Typography component="div">{payment.note}</Typography>}
          </>
        )}
      </Stack>
      {supplier && payment && !hasPaymentDetails(payment) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('supply.pay.noDetails', { name: supplier.name })}
        </Alert>
      )}
      {!supplier && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('supply.pay.noSupplier', { phone: order.phoneNumber })}
        </Alert>
      )}
      {supplier && (
        <PhoneActions
          phone={supplier.phone}
          name={supplier.name}
          message={orderMessage(order, t, language)}
        />
      )}
    </Box>
  );
}
