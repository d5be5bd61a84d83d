import { z } from 'zod';
import { priceWorkItems, type AmountLine, type PricedWorkItem } from '../pricing/work-items';
import { getCalculator } from '../trades/calculator-registry';
import { TakeoffOptionsSchema } from '../trades/constants';
import type { TradeId } from '../trades/trade-list';
import { WorkUnitSchema, type MeasuredWorkItem } from '../trades/work-items';

/** One line of a work item's rate analysis, as a sheet sends it. */
export const RateAnalysisLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  quantity: z.number(),
  unit: z.string(),
  rate: z.number(),
  amount: z.number(),
});

/** A measured work item of a sheet, priced (docs/takeoff.md §4.4). */
export const PricedWorkItemSchema = z.object({
  key: z.string(),
  unit: WorkUnitSchema,
  description: z.string(),
  descriptionSw: z.string(),
  quantity: z.number(),
  derivation: z.string(),
  materials: z.array(RateAnalysisLineSchema),
  materialsAmount: z.number(),
  labour: z.number(),
  /** No labour: the item is labour or a service already. Absent in revisions issued before. */
  labourFree: z.boolean().optional(),
  amount: z.number(),
  /** All-in rate = amount ÷ quantity. */
  rate: z.number(),
});
export type SheetWorkItem = z.infer<typeof PricedWorkItemSchema>;

/**
 * A sheet's work items: the calculator re-measures the stored inputs (it is fast and pure, so
 * nothing more is stored), and the sheet's priced lines and labour are shared among them. An input
 * the calculator no longer reads (a sheet from before a change of rules) measures nothing: every
 * line then goes to "sundries", and the two views still add up. `options`: the sheet's effective
 * take-off options (`effectiveTakeoffOptions`: BOQ-wide under its own), as its lines were measured.
 */
export function sheetWorkItems(
  trade: TradeId,
  inputs: unknown,
  options: unknown,
  lines: readonly AmountLine[],
  labour: number,
): SheetWorkItem[] {
  const priced: PricedWorkItem[] = priceWorkItems(lines, measure(trade, inputs, options), labour);
  return priced.map((item) => ({ ...item, materials: [...item.materials] }));
}

function measure(trade: TradeId, inputs: unknown, options: unknown): MeasuredWorkItem[] {
  const calculator = getCalculator(trade);
  const parsed = calculator.inputSchema.safeParse(inputs ?? {});
  if (!parsed.success) return [];
  const valid = TakeoffOptionsSchema.safeParse(options ?? {});
  return calculator.takeoffParsed(parsed.data, valid.success ? valid.data : undefined).workItems;
}
