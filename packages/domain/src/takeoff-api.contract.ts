import { z } from 'zod';
import { SectionIdSchema, TradeIdSchema } from './takeoff/trade-list';

/** `POST /api/takeoff/:trade`: the calculator's lines in catalogue units, unrounded. */
export const TakeoffResponseLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
  baseQuantity: z.number(),
  baseUnit: z.string(),
  derivation: z.string(),
});

export const TakeoffResponseSchema = z.object({
  trade: TradeIdSchema,
  lines: z.array(TakeoffResponseLineSchema),
});
export type TakeoffResponse = z.infer<typeof TakeoffResponseSchema>;

export const PricedLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  material: z.string(),
  unit: z.string(),
  baseQuantity: z.number(),
  baseUnit: z.string(),
  perUnit: z.number(),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
  derivation: z.string(),
});

const TotalsShape = {
  subtotal: z.number(),
  labourPercent: z.number(),
  labour: z.number(),
  total: z.number(),
};

export const PricedTradeSchema = z.object({
  trade: TradeIdSchema,
  section: SectionIdSchema,
  ...TotalsShape,
  lines: z.array(PricedLineSchema),
});

export const BoqSummarySchema = z.object({
  trades: z.array(
    z.object({
      trade: TradeIdSchema,
      section: SectionIdSchema,
      nameEn: z.string(),
      nameSw: z.string(),
      ...TotalsShape,
    }),
  ),
  preliminaries: z.number(),
  measuredWorks: z.number(),
  subtotal: z.number(),
  contingencyPercent: z.number(),
  contingency: z.number(),
  vatPercent: z.number(),
  vat: z.number(),
  grandTotal: z.number(),
  plinthArea: z.number().nullable(),
  costPerSquareMetre: z.number().nullable(),
  sections: z.array(
    z.object({
      section: SectionIdSchema,
      nameEn: z.string(),
      nameSw: z.string(),
      total: z.number(),
      share: z.number(),
    }),
  ),
});

export const ShoppingListSchema = z.object({
  items: z.array(
    z.object({
      material: z.string(),
      description: z.string(),
      descriptionSw: z.string().optional(),
      unit: z.string(),
      quantity: z.number(),
      purchaseQuantity: z.number(),
      rate: z.number(),
      amount: z.number(),
      codes: z.array(z.string()),
      trades: z.array(TradeIdSchema),
    }),
  ),
  total: z.number(),
});

/** `POST /api/takeoff/house`: every trade priced at current rates, the summary and the shopping list. */
export const HouseEstimateResponseSchema = z.object({
  house: z.record(z.string(), z.unknown()),
  percentages: z.object({
    labourPercent: z.number(),
    contingencyPercent: z.number(),
    vatPercent: z.number(),
  }),
  trades: z.array(PricedTradeSchema),
  summary: BoqSummarySchema,
  shoppingList: ShoppingListSchema,
});
export type HouseEstimateResponse = z.infer<typeof HouseEstimateResponseSchema>;
