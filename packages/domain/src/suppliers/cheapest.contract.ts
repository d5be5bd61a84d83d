import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { MaterialKeySchema, quantitySchema } from './supply-fields';

/** One registered supplier's current price of a material. */
export const SupplierQuoteSchema = z.object({
  providerId: IdSchema,
  providerName: z.string(),
  region: z.string(),
  district: z.string(),
  ward: z.string(),
  phone: z.string(),
  material: z.string(),
  /** Whole TZS per catalogue unit. */
  price: z.number().int(),
  quotedAt: z.string(),
  ageDays: z.number().int(),
});
export type SupplierQuote = z.infer<typeof SupplierQuoteSchema>;

/** `GET /api/providers/cheapest?material=&region=`. */
export const CheapestQuerySchema = z.object({
  material: MaterialKeySchema,
  /** Only suppliers of this region (case-insensitive); all regions when absent. */
  region: z.string().trim().min(1).max(100).optional(),
});
export type CheapestQuery = z.infer<typeof CheapestQuerySchema>;

/** Registered suppliers' prices, cheapest first (ties: the fresher quote, then the name). */
export const CheapestResponseSchema = z.object({
  material: z.string(),
  region: z.string().nullable(),
  quotes: z.array(SupplierQuoteSchema),
});
export type CheapestResponse = z.infer<typeof CheapestResponseSchema>;

/**
 * `POST /api/providers/shopping-list`: a shopping list to price by suppliers — the take-off's
 * or an issued BOQ's `shoppingList.items`, by material key and whole purchase quantity.
 */
export const SupplierShoppingListBodySchema = z.object({
  region: z.string().trim().min(1).max(100).optional(),
  items: z
    .array(
      z.object({
        material: MaterialKeySchema,
        /** Whole units to buy: the shopping list's `purchaseQuantity`. */
        quantity: quantitySchema('quantity'),
      }),
      { message: 'items must be a list' },
    )
    .max(1000, { message: 'items must have at most 1000 lines' }),
});
export type SupplierShoppingListBody = z.infer<typeof SupplierShoppingListBodySchema>;

export const SupplierShoppingItemSchema = z.object({
  material: z.string(),
  quantity: z.number().int(),
  /** The cheapest registered supplier's quote; null when no supplier lists the material. */
  cheapest: SupplierQuoteSchema.nullable(),
  /** quantity × cheapest price; null when unpriced. */
  amount: z.number().int().nullable(),
  /** How many registered suppliers quote this material. */
  supplierCount: z.number().int(),
});
export type SupplierShoppingItem = z.infer<typeof SupplierShoppingItemSchema>;

/** What to buy from one supplier: the materials where it is the cheapest. */
export const SupplierBasketSchema = z.object({
  providerId: IdSchema,
  providerName: z.string(),
  region: z.string(),
  phone: z.string(),
  lines: z.array(
    z.object({
      material: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      amount: z.number().int(),
      quotedAt: z.string(),
      ageDays: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type SupplierBasket = z.infer<typeof SupplierBasketSchema>;

/** The shopping list priced by suppliers and split into one basket per supplier. */
export const SupplierShoppingListSchema = z.object({
  region: z.string().nullable(),
  items: z.array(SupplierShoppingItemSchema),
  /** Largest total first. */
  baskets: z.array(SupplierBasketSchema),
  /** Σ basket totals. */
  pricedTotal: z.number().int(),
  /** Material keys no registered supplier quotes (bought at catalogue rates). */
  unpriced: z.array(z.string()),
});
export type SupplierShoppingList = z.infer<typeof SupplierShoppingListSchema>;
