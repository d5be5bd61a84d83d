import { z } from 'zod';

const percentField = (name: string, defaultValue: number) =>
  z
    .number({ error: `${name} must be a finite number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(100, { error: `${name} must be at most 100` })
    .default(defaultValue);

/**
 * The percentages of a BOQ (product.md §4). They are inputs — per map, or the admin's defaults —
 * never globals; these defaults only fill what the caller leaves out.
 */
export const PricingPercentagesSchema = z.strictObject({
  /** Labour on each trade's subtotal. */
  labourPercent: percentField('labourPercent', 10),
  /** Contingency on the subtotal of all trades. */
  contingencyPercent: percentField('contingencyPercent', 5),
  /** VAT on subtotal + contingency. */
  vatPercent: percentField('vatPercent', 18),
});
export type PricingPercentages = z.output<typeof PricingPercentagesSchema>;
export type PricingPercentagesInput = z.input<typeof PricingPercentagesSchema>;
