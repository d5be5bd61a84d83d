import { type MobileMoneyNetwork, type PaymentDetails, type PaymentDetailsInput } from '@kadirio/domain';

/** The payment part of the supplier form, one text field each (the form keeps strings). */
export const PAYMENT_FIELDS = [
  'mobileNetwork',
  'mobileNumber',
  'bankName',
  'bankAccountName',
  'bankAccountNumber',
  'bankBranch',
  'paymentNote',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Record<PaymentField, string>;

export function paymentValuesOf(payment: PaymentDetails | undefined): PaymentValues {
  return {
    mobileNetwork: payment?.mobileMoney?.network ?? '',
    mobileNumber: payment?.mobileMoney?.number ?? '',
    bankName: payment?.bank?.bankName ?? '',
    bankAccountName: payment?.bank?.accountName ?? '',
    bankAccountNumber: payment?.bank?.accountNumber ?? '',
    bankBranch: payment?.bank?.branch ?? '',
    paymentNote: payment?.note ?? '',
  };
}

/**
 * The payment details as sent: a part with nothing typed is `null` (not offered); a part half
 * filled is sent as typed, so the server's schema names the field that is missing.
 */
export function toPaymentInput(values: PaymentValues): PaymentDetailsInput {
  const hasMobile = values.mobileNetwork !== '' || values.mobileNumber.trim() !== '';
  const bankParts = [values.bankName, values.bankAccountName, values.bankAccountNumber, values.bankBranch];
  const hasBank = bankParts.some((part) => part.trim() !== '');
  return {
    mobileMoney: hasMobile
      ? {
          // Unchecked here: a number without a network is refused by the schema, which names it.
          network: values.mobileNetwork as MobileMoneyNetwork,
          number: values.mobileNumber,
        }
      : null,
    bank: hasBank
      ? {
          bankName: values.bankName,
          accountName: values.bankAccountName,
          accountNumber: values.bankAccountNumber,
          branch: values.bankBranch,
        }
      : null,
    note: values.paymentNote,
  };
}

const FIELD_OF_PATH: Record<string, PaymentField> = {
  'mobileMoney.network': 'mobileNetwork',
  'mobileMoney.number': 'mobileNumber',
  'bank.bankName': 'bankName',
  'bank.accountName': 'bankAccountName',
  'bank.accountNumber': 'bankAccountNumber',
  'bank.branch': 'bankBranch',
  note: 'paymentNote',
};

/** The form field of an issue under `payment` (`['payment', 'bank', 'accountName']` → `bankAccountName`). */
export function paymentFieldOf(path: readonly PropertyKey[]): PaymentField | undefined {
  if (path[0] !== 'payment') return undefined;
  return FIELD_OF_PATH[path.slice(1).map(String).join('.')];
}
