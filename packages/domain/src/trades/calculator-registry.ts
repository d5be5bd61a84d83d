import type { z } from 'zod';
import type { TradeCalculator } from './calculator';
import type { TakeoffOptions } from './constants';
import { formatInputError } from './fields';
import type { TakeoffLine } from './takeoff-line';
import type { MeasuredWorkItem } from './work-items';
import type { TradeId } from './trade-list';
import { blandeInCalculator } from './calculators/blande-in';
import { blandeOutCalculator } from './calculators/blande-out';
import { blindingCalculator } from './calculators/blinding';
import { ceilingCalculator } from './calculators/ceiling';
import { concreteCalculator } from './calculators/concrete';
import { doorFrameCalculator } from './calculators/door-frame';
import { doorShutCalculator } from './calculators/door-shut';
import { electricalCalculator } from './calculators/electrical';
import { externalWorksCalculator } from './calculators/external-works';
import { finishInsideCalculator } from './calculators/finish-inside';
import { finishingCalculator } from './calculators/finishing';
import { padCalculator } from './calculators/pad';
import { panelCalculator } from './calculators/panel';
import { plasteringCalculator } from './calculators/plastering';
import { preCalculator } from './calculators/pre';
import { provisionalCalculator } from './calculators/provisional';
import { pvcHangCalculator } from './calculators/pvc-hang';
import { roofingCalculator } from './calculators/roofing';
import { septicCalculator } from './calculators/septic';
import { sewageCalculator } from './calculators/sewage';
import { skimInsideCalculator } from './calculators/skim-inside';
import { skimOutsideCalculator } from './calculators/skim-outside';
import { stripCalculator } from './calculators/strip';
import { tilesCalculator } from './calculators/tiles';
import { wallBeamCalculator } from './calculators/wall-beam';
import { wallFoundCalculator } from './calculators/wall-found';
import { wallingCalculator } from './calculators/walling';
import { waterInsideCalculator } from './calculators/water-inside';
import { waterOutsideCalculator } from './calculators/water-outside';
import { windowGrillCalculator } from './calculators/window-grill';

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
