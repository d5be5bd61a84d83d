import type { z } from 'zod';
import type { TradeCalculator } from './calculator';
import type { TakeoffOptions } from './constants';
import { formatInputError } from './fields';
import type { TakeoffLine } from './takeoff-line';
import type { MeasuredWorkItem } from './work-items';
import type { TradeId } from './trade-list';
import { blandeInCalculator } from './trades/blande-in';
import { blandeOutCalculator } from './trades/blande-out';
import { blindingCalculator } from './trades/blinding';
import { ceilingCalculator } from './trades/ceiling';
import { concreteCalculator } from './trades/concrete';
import { doorFrameCalculator } from './trades/door-frame';
import { doorShutCalculator } from './trades/door-shut';
import { electricalCalculator } from './trades/electrical';
import { externalWorksCalculator } from './trades/external-works';
import { finishInsideCalculator } from './trades/finish-inside';
import { finishingCalculator } from './trades/finishing';
import { padCalculator } from './trades/pad';
import { panelCalculator } from './trades/panel';
import { plasteringCalculator } from './trades/plastering';
import { preCalculator } from './trades/pre';
import { provisionalCalculator } from './trades/provisional';
import { pvcHangCalculator } from './trades/pvc-hang';
import { roofingCalculator } from './trades/roofing';
import { septicCalculator } from './trades/septic';
import { sewageCalculator } from './trades/sewage';
import { skimInsideCalculator } from './trades/skim-inside';
import { skimOutsideCalculator } from './trades/skim-outside';
import { stripCalculator } from './trades/strip';
import { tilesCalculator } from './trades/tiles';
import { wallBeamCalculator } from './trades/wall-beam';
import { wallFoundCalculator } from './trades/wall-found';
import { wallingCalculator } from './trades/walling';
import { waterInsideCalculator } from './trades/water-inside';
import { waterOutsideCalculator } from './trades/water-outside';
import { windowGrillCalculator } from './trades/window-grill';

/** Every trade's calculator, by trade id. */
export const CALCULATORS = {
  pre: preCalculator,
  blinding: blindingCalculator,
  strip: stripCalculator,
  pad: padCalculator,
  wallFound: wallFoundCalculator,
  wallBeam: wallBeamCalculator,
  concrete: concreteCalculator,
  walling: wallingCalculator,
  roofing: roofingCalculator,
  blandeOut: blandeOutCalculator,
  blandeIn: blandeInCalculator,
  ceiling: ceilingCalculator,
  pvcHang: pvcHangCalculator,
  skimInside: skimInsideCalculator,
  skimOutside: skimOutsideCalculator,
  finishing: finishingCalculator,
  windowGrill: windowGrillCalculator,
  panel: panelCalculator,
  doorFrame: doorFrameCalculator,
  doorShut: doorShutCalculator,
  waterInside: waterInsideCalculator,
  waterOutside: waterOutsideCalculator,
  sewage: sewageCalculator,
  finishInside: finishInsideCalculator,
  septic: septicCalculator,
  tiles: tilesCalculator,
  plastering: plasteringCalculator,
  electrical: electricalCalculator,
  externalWorks: externalWorksCalculator,
  provisional: provisionalCalculator,
} as const satisfies Record<TradeId, TradeCalculator>;

type Calculators = typeof CALCULATORS;

/** A trade's input with every default filled in (what its calculator reads). */
export type TradeInput<Trade extends TradeId> = z.output<Calculators[Trade]['inputSchema']>;
/** A trade's input as sent over the wire: any field may be left out. */
export type TradeRawInput<Trade extends TradeId> = z.input<Calculators[Trade]['inputSchema']>;
/** One input per trade: what the house model produces. */
export type TradeInputs = { [Trade in TradeId]: TradeInput<Trade> };

/** Looks a calculator up without its trade-specific types: for callers that only hold a trade id. */
export function getCalculator(trade: TradeId): TradeCalculator {
  return CALCULATORS[trade];
}

export type TakeoffResult =
  | {
      readonly success: true;
      readonly trade: TradeId;
      readonly input: unknown;
      readonly lines: TakeoffLine[];
      /** The work items the calculator measured, owning the lines (docs/takeoff.md §4.4). */
      readonly workItems: MeasuredWorkItem[];
    }
  | {
      readonly success: false;
      readonly trade: TradeId;
      readonly error: z.ZodError;
      /** Names every failing field: the body of a 400. */
      readonly message: string;
    };

/**
 * Parses a raw input for `trade` (missing fields take their defaults) and calculates. An invalid
 * input comes back as the zod error and a message naming the fields, for the caller's 400.
 */
export function runTakeoff(trade: TradeId, rawInput: unknown, options?: TakeoffOptions): TakeoffResult {
  const calculator = getCalculator(trade);
  const parsed = calculator.inputSchema.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return { success: false, trade, error: parsed.error, message: formatInputError(parsed.error) };
  }
  const result = calculator.takeoffParsed(parsed.data, options);
  return { success: true, trade, input: parsed.data, lines: result.lines, workItems: result.workItems };
}
