import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import {
  daySchema,
  MaterialKeySchema,
  moneySchema,
  optionalText,
  quantitySchema,
  RecordTimesShape,
  requiredText,
  SUPPLY_LIMITS,
} from '../suppliers/supply-fields';

export const PURCHASE_STATUSES = ['open', 'closed', 'delivered'] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES, {
  message: `status must be one of ${PURCHASE_STATUSES.join(', ')}`,
});
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

const purchaseFields = z.object({
  material: MaterialKeySchema,
  /** What the offer is, as users read it: "Dangote cement 42.5, 50 kg bag". */
  title: requiredText('title'),
  unit: requiredText('unit', 30),
  /** Whole TZS per unit. */
  price: moneySchema('price'),
  /** Units available in total. */
  quantity: quantitySchema('quantity'),
  /** Last day to pay, `YYYY-MM-DD`. */
  payBefore: daySchema('payBefore'),
  /** The delivery window as told to users: "5–10 August, Dar es Salaam". */
  deliveryRange: requiredText('deliveryRange', SUPPLY_LIMITS.deliveryRangeMax),
  /** Transport charge in whole TZS per unit; 0 when delivery is included. */
  transport: moneySchema('transport'),
  /** Transport terms in words (may be empty). */
  transportTerms: optionalText('transportTerms', SUPPLY_LIMITS.deliveryRangeMax),
  status: PurchaseStatusSchema,
  /** The supplier who delivers the offer and is paid for it: buyers are shown its payment details. */
  providerId: IdSchema.nullable(),
});

/** A group-buying offer: users order units of it while it is `open`. */
export const PurchaseBodySchema = purchaseFields.extend({
  transport: purchaseFields.shape.transport.default(0),
  transportTerms: purchaseFields.shape.transportTerms.default(''),
  status: PurchaseStatusSchema.default('open'),
  providerId: purchaseFields.shape.providerId.default(null),
});
export type PurchaseBody = z.infer<typeof PurchaseBodySchema>;
export type PurchaseBodyInput = z.input<typeof PurchaseBodySchema>;

export const CreatePurchaseBodySchema = PurchaseBodySchema;
export type CreatePurchaseBody = PurchaseBody;

/**
 * `PUT /api/purchases/:id`: the changed fields. Lowering `quantity` below what is already
 * ordered is a 409; so is changing a `delivered` offer (see `purchaseMoveRefusal`).
 */
export const UpdatePurchaseBodySchema = purchaseFields.partial();
export type UpdatePurchaseBody = z.infer<typeof UpdatePurchaseBodySchema>;

export const PurchaseSchema = z.object({
  _id: IdSchema,
  material: z.string(),
  title: z.string(),
  unit: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** Units held by orders that are not cancelled. */
  ordered: z.number().int(),
  /** quantity − ordered: what a new order may take. */
  remaining: z.number().int(),
  payBefore: z.string(),
  deliveryRange: z.string(),
  transport: z.number().int(),
  transportTerms: z.string(),
  status: PurchaseStatusSchema,
  providerId: IdSchema.nullable(),
  /** The supplier's name, when the offer has one. */
  providerName: z.string().nullable(),
  ...RecordTimesShape,
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseQuerySchema = z.object({
  /** Admin only; other callers always see `open` offers. */
  status: PurchaseStatusSchema.optional(),
  material: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PurchaseQuery = z.infer<typeof PurchaseQuerySchema>;

export const PurchasePageSchema = pageOf(PurchaseSchema);
export type PurchasePage = z.infer<typeof PurchasePageSchema>;
