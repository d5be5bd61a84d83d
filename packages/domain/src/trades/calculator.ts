import type { z } from 'zod';
import { resolveTakeoffOptions, type ResolvedTakeoffOptions, type TakeoffOptions } from './constants';
import type { TakeoffLine } from './takeoff-line';
import type { TakeoffResult } from './takeoff-sheet';
import type { TradeId } from './trade-list';
import type { TradeItems } from './trade-items';

/**
 * One trade's calculator: its input schema (docs/takeoff.md defaults, so `{}` parses), the catalogue
 * items it can fill, and the calculation.
 */
export interface TradeCalculator<Schema extends z.ZodType = z.ZodType> {
  readonly trade: TradeId;
  readonly inputSchema: Schema;
  readonly items: TradeItems;
  /**
   * Parses `input` (missing fields take their defaults) and returns the lines in catalogue order.
   * Throws the `ZodError` of an invalid input.
   */
  readonly calculate: (input?: z.input<Schema>, options?: TakeoffOptions) => TakeoffLine[];
  /** The same for an input already parsed by `inputSchema` (no second parse). */
  readonly calculateParsed: (input: z.output<Schema>, options?: TakeoffOptions) => TakeoffLine[];
  /** The lines and the work items they belong to (docs/takeoff.md §4.4). */
  readonly takeoff: (input?: z.input<Schema>, options?: TakeoffOptions) => TakeoffResult;
  readonly takeoffParsed: (input: z.output<Schema>, options?: TakeoffOptions) => TakeoffResult;
}

export function defineCalculator<Schema extends z.ZodType>(definition: {
  trade: TradeId;
  inputSchema: Schema;
  items: TradeItems;
  compute: (input: z.output<Schema>, options: ResolvedTakeoffOptions) => TakeoffResult;
}): TradeCalculator<Schema> {
  const { trade, inputSchema, items, compute } = definition;
  return {
    trade,
    inputSchema,
    items,
    calculate: (input = {} as z.input<Schema>, options) =>
      compute(inputSchema.parse(input), resolveTakeoffOptions(options)).lines,
    calculateParsed: (input, options) => compute(input, resolveTakeoffOptions(options)).lines,
    takeoff: (input = {} as z.input<Schema>, options) =>
      compute(inputSchema.parse(input), resolveTakeoffOptions(options)),
    takeoffParsed: (input, options) => compute(input, resolveTakeoffOptions(options)),
  };
}
