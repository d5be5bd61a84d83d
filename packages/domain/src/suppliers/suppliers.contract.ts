import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import {
  daySchema,
  MaterialKeySchema,
  moneySchema,
  optionalText,
  phoneSchema,
  RecordTimesShape,
  requiredText,
  SUPPLY_LIMITS,
} from './supply-fields';
import { NO_PAYMENT_DETAILS, PaymentDetailsSchema, PaymentDetailsViewSchema } from './payment-details';

export const PROVIDER_STATUSES = ['unregistered', 'registered'] as const;
export const ProviderStatusSchema = z.enum(PROVIDER_STATUSES, {
  message: `status must be one of ${PROVIDER_STATUSES.join(', ')}`,
});
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

const providerFields = z.object({
  name: requiredText('name'),
  region: requiredText('region', SUPPLY_LIMITS.placeMax),
  district: requiredText('district', SUPPLY_LIMITS.placeMax),
  ward: requiredText('ward', SUPPLY_LIMITS.placeMax),
  /** Text, leading zeros kept: `0712 345 678`, `+255712345678`. */
  phone: phoneSchema('phone'),
  /** What the supplier offers besides goods (delivery, credit…); may be empty. */
  services: optionalText('services', SUPPLY_LIMITS.servicesMax),
  status: ProviderStatusSchema,
  /** How buyers pay this supplier (a mobile-money till, a bank account, a note). */
  payment: PaymentDetailsSchema,
});

/** A supplier. `name` is unique (case-insensitive): a second supplier of that name is a 409. */
export const ProviderBodySchema = providerFields.extend({
  services: providerFields.shape.services.default(''),
  status: ProviderStatusSchema.default('unregistered'),
  payment: PaymentDetailsSchema.default(NO_PAYMENT_DETAILS),
});
export type ProviderBody = z.infer<typeof ProviderBodySchema>;
export type ProviderBodyInput = z.input<typeof ProviderBodySchema>;

export const CreateProviderBodySchema = ProviderBodySchema;
export type CreateProviderBody = ProviderBody;

/**
 * `PUT /api/providers/:id`: the changed fields (the price list has its own route). `payment` is
 * replaced as a whole: a part left out or `null` is removed.
 */
export const UpdateProviderBodySchema = providerFields.partial();
export type UpdateProviderBody = z.infer<typeof UpdateProviderBodySchema>;

/** One line of a price list as sent: `quotedAt` defaults to the day the list is saved. */
export const ProviderPriceInputSchema = z.object({
  material: MaterialKeySchema,
  /** Whole TZS per the catalogue unit of the material (a bag, a trip, a piece). */
  price: moneySchema('price'),
  quotedAt: daySchema('quotedAt').optional(),
});
export type ProviderPriceInput = z.infer<typeof ProviderPriceInputSchema>;

/** `PUT /api/providers/:id/prices`: replaces the whole price list; a material at most once. */
export const ReplacePricesBodySchema = z.object({
  prices: z
    .array(ProviderPriceInputSchema, { message: 'prices must be a list' })
    .max(SUPPLY_LIMITS.pricesPerProvider, {
      message: `prices must have at most ${SUPPLY_LIMITS.pricesPerProvider} lines`,
    })
    .superRefine((prices, context) => {
      const seen = new Set<string>();
      prices.forEach((line, index) => {
        if (seen.has(line.material)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'material'],
            message: `material ${line.material} appears more than once`,
          });
        }
        seen.add(line.material);
      });
    }),
});
export type ReplacePricesBody = z.infer<typeof ReplacePricesBodySchema>;

export const ProviderPriceSchema = z.object({
  material: z.string(),
  price: z.number().int(),
  /** `YYYY-MM-DD`. */
  quotedAt: z.string(),
  /** Whole days between `quotedAt` and today (UTC): stale prices show their age. */
  ageDays: z.number().int(),
});
export type ProviderPrice = z.infer<typeof ProviderPriceSchema>;

export const ProviderSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  region: z.string(),
  district: z.string(),
  ward: z.string(),
  phone: z.string(),
  services: z.string(),
  status: ProviderStatusSchema,
  payment: PaymentDetailsViewSchema,
  /** How many materials the price list holds. */
  priceCount: z.number().int(),
  ...RecordTimesShape,
});
export type Provider = z.infer<typeof ProviderSchema>;

/** `GET /api/providers/:id` and `PUT /api/providers/:id/prices`: the supplier with its price list. */
export const ProviderDetailSchema = ProviderSchema.extend({
  prices: z.array(ProviderPriceSchema),
});
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>;

export const ProviderQuerySchema = z.object({
  /** Exact region (case-insensitive). */
  region: z.string().trim().max(100).optional(),
  /** Only suppliers whose price list holds this material key. */
  material: z.string().trim().max(100).optional(),
  /** Name contains (case-insensitive). */
  search: z.string().trim().max(100).optional(),
  /** Admin only; other callers always see `registered`. */
  status: ProviderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProviderQuery = z.infer<typeof ProviderQuerySchema>;

export const ProviderPageSchema = pageOf(ProviderSchema);
export type ProviderPage = z.infer<typeof ProviderPageSchema>;
