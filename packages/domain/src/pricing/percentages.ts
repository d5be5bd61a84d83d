import { z } from 'zod';
import { DEFAULT_LABOUR_PERCENT_BY_KIND } from './labour-kinds';

/**
 * A percentage as typed by a person: a finite number from 0 to 100 with at most two decimals
 * (12.5 and 7.25, not 7.125: a bill prints percentages as typed, and cents of a percent are the
 * finest a surveyor quotes). Messages name the field so a form can show them beside it.
 */
export const percentValue = (name: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be a finite number`,
    })
    .min(0, { error: `${name} must be 0 or more` })
    .max(100, { error: `${name} must be at most 100` })
    .refine((value) => Number(value.toFixed(2)) === value, {
      error: `${name} must have at most 2 decimals`,
    });

const percentField = (name: string, defaultValue: number) => percentValue(name).default(defaultValue);

/** Labour % per kind of trade (labour-kinds.ts); each defaults to docs/takeoff.md, "Revision 2 — pricing". */
export const LabourByKindSchema = z.strictObject({
  builderWork: percentField('labourByKind.builderWork', DEFAULT_LABOUR_PERCENT_BY_KIND.builderWork),
  services: percentField('labourByKind.services', DEFAULT_LABOUR_PERCENT_BY_KIND.services),
  fittedGoods: percentField('labourByKind.fittedGoods', DEFAULT_LABOUR_PERCENT_BY_KIND.fittedGoods),
  fees: percentField('labourByKind.fees', DEFAULT_LABOUR_PERCENT_BY_KIND.fees),
});
export type LabourByKind = z.output<typeof LabourByKindSchema>;

/** The contingency of a formal BOQ (Kenyan bills: 5 %) and of the public instant estimate
 * (Tanzanian self-builder advice: 10–15 %, so 10 %), docs/takeoff.md, "Revision 2 — pricing". */
export const BOQ_CONTINGENCY_PERCENT = 5;
export const ESTIMATE_CONTINGENCY_PERCENT = 10;

/**
 * The pricing settings of an estimate (docs/product.md §4; docs/takeoff.md, "Revision 2 — pricing"). They are
 * inputs — never globals; these defaults only fill what the caller leaves out.
 */
export const PricingPercentagesSchema = z.strictObject({
  /**
   * One labour % for every trade, when given (revision 1's single setting); left out, each trade
   * takes its kind's % from `labourByKind`.
   */
  labourPercent: percentValue('labourPercent').optional(),
  labourByKind: LabourByKindSchema.default(LabourByKindSchema.parse({})),
  /** Contingency on the subtotal of all trades: 10 % on the instant estimate. */
  contingencyPercent: percentField('contingencyPercent', ESTIMATE_CONTINGENCY_PERCENT),
  vatPercent: percentField('vatPercent', 18),
  /** Shop prices include VAT (Tanzania): true shows the VAT inside the total and adds none. */
  ratesIncludeVat: z.boolean({ error: 'ratesIncludeVat must be true or false' }).default(true),
});
export type PricingPercentages = z.output<typeof PricingPercentagesSchema>;
export type PricingPercentagesInput = z.input<typeof PricingPercentagesSchema>;

/** The BOQ-wide settings of a map nobody has changed yet: 5 % contingency, 18 % VAT included, labour by kind. */
export const DEFAULT_BOQ_PERCENTAGES = {
  contingencyPercent: BOQ_CONTINGENCY_PERCENT,
  vatPercent: 18,
  ratesIncludeVat: true,
  labourByKind: LabourByKindSchema.parse({}),
} as const;
