import { z } from 'zod';
import { optionalText, requiredText } from './supply-fields';

/**
 * The mobile-money networks a Tanzanian supplier's till ("lipa namba") is on (docs/product.md §5,
 * "How to pay"). Stored by these keys; the screens show `MOBILE_MONEY_NETWORK_NAMES`.
 */
export const MOBILE_MONEY_NETWORKS = ['mpesa', 'tigopesa', 'airtelmoney', 'halopesa'] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];
export const MobileMoneyNetworkSchema = z.enum(MOBILE_MONEY_NETWORKS, {
  message: `payment.mobileMoney.network must be one of ${MOBILE_MONEY_NETWORKS.join(', ')}`,
});

/** The networks' own names, the same in English and Swahili. */
export const MOBILE_MONEY_NETWORK_NAMES: Readonly<Record<MobileMoneyNetwork, string>> = {
  mpesa: 'M-Pesa',
  tigopesa: 'Tigo Pesa',
  airtelmoney: 'Airtel Money',
  halopesa: 'HaloPesa',
};

export const PAYMENT_LIMITS = {
  /** A merchant till or a phone number: digits, spaces allowed as typed. */
  tillDigitsMin: 5,
  tillDigitsMax: 15,
  accountDigitsMin: 6,
  accountDigitsMax: 20,
  nameMax: 100,
  noteMax: 300,
} as const;

/** Digits as typed (spaces and dashes allowed), between `min` and `max` of them. */
const digitsSchema = (field: string, min: number, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .regex(/^[0-9][0-9 -]*$/, { message: `${field} must be digits` })
    .refine(
      (value) => {
        const count = value.replace(/\D/g, '').length;
        return count >= min && count <= max;
      },
      { message: `${field} must have ${min} to ${max} digits` },
    );

/** A mobile-money till ("lipa namba") or the phone number payments go to, on one network. */
export const MobileMoneyDetailsSchema = z.object({
  network: MobileMoneyNetworkSchema,
  number: digitsSchema(
    'payment.mobileMoney.number',
    PAYMENT_LIMITS.tillDigitsMin,
    PAYMENT_LIMITS.tillDigitsMax,
  ),
});
export type MobileMoneyDetails = z.infer<typeof MobileMoneyDetailsSchema>;

export const BankDetailsSchema = z.object({
  bankName: requiredText('payment.bank.bankName', PAYMENT_LIMITS.nameMax),
  accountName: requiredText('payment.bank.accountName', PAYMENT_LIMITS.nameMax),
  accountNumber: digitsSchema(
    'payment.bank.accountNumber',
    PAYMENT_LIMITS.accountDigitsMin,
    PAYMENT_LIMITS.accountDigitsMax,
  ),
  /** May be empty. */
  branch: optionalText('payment.bank.branch', PAYMENT_LIMITS.nameMax).default(''),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/**
 * How a supplier is paid, kept in its profile: any of a mobile-money till, a bank account and a
 * short note ("pay the deposit first, the rest on delivery"). `null` parts are not offered.
 */
export const PaymentDetailsSchema = z.object({
  mobileMoney: MobileMoneyDetailsSchema.nullable().default(null),
  bank: BankDetailsSchema.nullable().default(null),
  note: optionalText('payment.note', PAYMENT_LIMITS.noteMax).default(''),
});
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;
export type PaymentDetailsInput = z.input<typeof PaymentDetailsSchema>;

export const NO_PAYMENT_DETAILS: PaymentDetails = { mobileMoney: null, bank: null, note: '' };

/** Whether a buyer is told anything about paying this supplier. */
export function hasPaymentDetails(payment: PaymentDetails): boolean {
  return payment.mobileMoney !== null || payment.bank !== null || payment.note !== '';
}

/** How a supplier is paid, as answered (no defaults, every part present). */
export const PaymentDetailsViewSchema = z.object({
  mobileMoney: z.object({ network: MobileMoneyNetworkSchema, number: z.string() }).nullable(),
  bank: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), branch: z.string() })
    .nullable(),
  note: z.string(),
});
