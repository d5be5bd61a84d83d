import { z } from 'zod';
import { IdSchema, pageOf } from '../http.contract';
import { phoneSchema, quantitySchema, RecordTimesShape } from '../suppliers/supply-fields';
import { PaymentDetailsViewSchema } from '../suppliers/payment-details';

export const ORDER_STATUSES = ['placed', 'confirmed', 'paid', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** `POST /api/orders/`: order units of an open offer; totals are computed by the server. */
export const CreateOrderBodySchema = z.object({
  purchaseId: IdSchema,
  quantity: quantitySchema('quantity'),
  /** Text: leading zeros kept. */
  phoneNumber: phoneSchema('phoneNumber'),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

/**
 * `PUT /api/orders/:id`: the changed fields. The owner may change quantity and phone while the
 * order is `placed`, and cancel it (`status: 'cancelled'`) while `placed`. Admin moves the
 * status one step (`placed → confirmed → paid → delivered`) or cancels before delivery.
 * An empty body changes nothing and answers the order.
 */
export const UpdateOrderBodySchema = z.object({
  quantity: quantitySchema('quantity').optional(),
  phoneNumber: phoneSchema('phoneNumber').optional(),
  status: OrderStatusSchema.optional(),
});
export type UpdateOrderBody = z.infer<typeof UpdateOrderBodySchema>;

export const OrderTotalsSchema = z.object({
  /** quantity × unit price. */
  subtotal: z.number().int(),
  /** quantity × transport per unit. */
  transport: z.number().int(),
  /** subtotal + transport. */
  total: z.number().int(),
});
export type OrderTotalsBody = z.infer<typeof OrderTotalsSchema>;

/** Who an order is paid to: the offer's supplier, as its profile reads now. */
export const OrderSupplierSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  phone: z.string(),
  payment: PaymentDetailsViewSchema,
});
export type OrderSupplier = z.infer<typeof OrderSupplierSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  purchaseId: IdSchema,
  userId: IdSchema,
  userName: z.string(),
  /** The offer as users know it (copied when the order is read). */
  material: z.string(),
  title: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  phoneNumber: z.string(),
  status: OrderStatusSchema,
  /** The offer's prices when the order was placed: later price edits do not change an order. */
  unitPrice: z.number().int(),
  transportPerUnit: z.number().int(),
  ...OrderTotalsSchema.shape,
  /** How to pay: the offer's supplier; null when the offer names none. */
  supplier: OrderSupplierSchema.nullable(),
  ...RecordTimesShape,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  purchaseId: IdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderQuery = z.infer<typeof OrderQuerySchema>;

export const OrderPageSchema = pageOf(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
