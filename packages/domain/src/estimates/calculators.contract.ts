import { z } from 'zod';
import { LeftOutLineSchema } from '../pricing/left-out';
import { SectionIdSchema, TradeIdSchema } from '../trades/trade-list';

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
  /** Lines whose catalogue item is withdrawn or missing: measured, not listed above (docs/takeoff.md). */
  leftOut: z.array(LeftOutLineSchema),
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
  /** Lines not priced because their catalogue item is withdrawn or missing, with the reason. */
  leftOut: z.array(LeftOutLineSchema),
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
  /** Absent in revisions issued before take-off revision 2, whose VAT was always added. */
  ratesIncludeVat: z.boolean().optional(),
  /** VAT added on top (0 when the rates include it). */
  vat: z.number(),
  /** VAT inside the rates, shown not added; absent before take-off revision 2. */
  vatIncluded: z.number().optional(),
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
  /** The settings the estimate used: labour by kind (or one `labourPercent`), contingency 10 %, VAT. */
  percentages: z.object({
    labourPercent: z.number().optional(),
    labourByKind: z.object({
      builderWork: z.number(),
      services: z.number(),
      fittedGoods: z.number(),
      fees: z.number(),
    }),
    contingencyPercent: z.number(),
    vatPercent: z.number(),
    ratesIncludeVat: z.boolean(),
  }),
  trades: z.array(PricedTradeSchema),
  summary: BoqSummarySchema,
  shoppingList: ShoppingListSchema,
});
export type HouseEstimateResponse = z.infer<typeof HouseEstimateResponseSchema>;
