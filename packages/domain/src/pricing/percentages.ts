import { z } from 'zod';

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

/**
 * The percentages of a BOQ (docs/product.md §4). They are inputs — labour per sheet, contingency
 * and VAT per map — never globals; these defaults only fill what the caller leaves out.
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

/** Contingency and VAT of a BOQ that nobody has changed yet (docs/product.md §4: 5 % and 18 %). */
export const DEFAULT_BOQ_PERCENTAGES = (({ contingencyPercent, vatPercent }) => ({
  contingencyPercent,
  vatPercent,
}))(PricingPercentagesSchema.parse({}));
