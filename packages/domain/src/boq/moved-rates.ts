import { z } from 'zod';
import { lineAmount } from '../pricing/price-lines';
import { TradeIdSchema, type TradeId } from '../trades/trade-list';

/**
 * One rate per material in one bill (docs/takeoff.md, "Revision 2 — pricing"): completing a sheet
 * fixes its quantities, not its rates, so every sheet prices at today's rates until the issue
 * freezes them all at once. What a completed sheet remembers of its rates only tells the surveyor
 * which of its lines moved since it was completed.
 */

/** A billed line of a completed sheet whose rate is no longer the one it was completed at. */
export const MovedRateLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  unit: z.string(),
  quantity: z.number(),
  /** The rate when the sheet was completed. */
  completedRate: z.number(),
  /** Today's rate, the one the line is priced at. */
  rate: z.number(),
  /** amount today − amount at the completion rate, whole TZS, before labour. */
  difference: z.number(),
});
export type MovedRateLine = z.infer<typeof MovedRateLineSchema>;

/** The moved lines of one completed sheet. */
export const TradeMovedRatesSchema = z.object({
  trade: TradeIdSchema,
  nameEn: z.string(),
  nameSw: z.string(),
  lines: z.array(MovedRateLineSchema),
});
export type TradeMovedRates = z.infer<typeof TradeMovedRatesSchema>;

/**
 * The billed lines whose rate today differs from the rate recorded when the sheet was completed
 * (`completedRates`: code → rate; null for a sheet not completed, or completed before rates were
 * recorded). A line whose code was not recorded (typed in since) is not a move.
 */
export function movedSinceCompleted(
  lines: readonly {
    code: string;
    description: string;
    descriptionSw?: string | undefined;
    unit: string;
    quantity: number;
    rate: number;
    amount: number;
  }[],
  completedRates: Readonly<Record<string, number>> | null,
): MovedRateLine[] {
  if (completedRates === null) return [];
  const moved: MovedRateLine[] = [];
  for (const line of lines) {
    const completedRate = completedRates[line.code];
    if (line.quantity <= 0 || completedRate === undefined || completedRate === line.rate) continue;
    moved.push({
      code: line.code,
      description: line.description,
      ...(line.descriptionSw === undefined ? {} : { descriptionSw: line.descriptionSw }),
      unit: line.unit,
      quantity: line.quantity,
      completedRate,
      rate: line.rate,
      difference: line.amount - lineAmount(line.quantity, completedRate),
    });
  }
  return moved;
}

/** Every sheet's moved lines, in the sheets' order; sheets with none are left out. */
export function listMovedRates(
  sheets: readonly {
    trade: TradeId;
    nameEn: string;
    nameSw: string;
    ratesMovedSinceCompleted?: readonly MovedRateLine[] | undefined;
  }[],
): TradeMovedRates[] {
  return sheets
    .filter((sheet) => (sheet.ratesMovedSinceCompleted?.length ?? 0) > 0)
    .map((sheet) => ({
      trade: sheet.trade,
      nameEn: sheet.nameEn,
      nameSw: sheet.nameSw,
      lines: [...(sheet.ratesMovedSinceCompleted ?? [])],
    }));
}
