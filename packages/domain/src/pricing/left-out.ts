import { z } from 'zod';

/**
 * Why a line was left out of the pricing (docs/takeoff.md, "Revision 2 — pricing": "a withdrawn item
 * is simply not priced"): its catalogue item was withdrawn (deactivated), or the catalogue never
 * had one. Estimating goes on without it and says so, instead of refusing the whole estimate.
 */
export const LEFT_OUT_REASONS = ['withdrawn', 'notInCatalogue'] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export const LeftOutLineSchema = z.object({
  code: z.string(),
  /** The item's description when the catalogue still knows it (a withdrawn item); else the code. */
  description: z.string(),
  descriptionSw: z.string().optional(),
  /** What the calculator measured (or the surveyor typed), in base units. */
  baseQuantity: z.number(),
  baseUnit: z.string(),
  reason: z.enum(LEFT_OUT_REASONS),
});
export type LeftOutLine = z.infer<typeof LeftOutLineSchema>;

/** The English sentence a bill prints for a left-out line (the web has its Swahili in the locales). */
export function leftOutReasonText(reason: LeftOutReason): string {
  return reason === 'withdrawn'
    ? 'not priced: the item was withdrawn from the catalogue'
    : 'not priced: the catalogue has no item for it';
}
