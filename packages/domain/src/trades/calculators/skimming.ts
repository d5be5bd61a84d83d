import type { z } from 'zod';
import { countField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import type { TakeoffSheet } from '../takeoff-sheet';
import type { TradeItem } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';
import type { WorkItemDefinition } from '../work-items';

/**
 * Skimming inside and outside take the same inputs (docs/takeoff.md §2, §4.2): putty at `puttyRate`
 * kg/m² for two coats (0.75 on plaster: 14–16 sq ft per kg), then one primer/sealer coat. The
 * finish coats are the finishing trade's, so skimming carries no emulsion.
 */
export const SkimmingInputSchema = inputObject({
  area: lengthField().default(0),
  /** kg of putty per m² for two coats: 0.7 on smooth plaster up to 1.5 on rough backgrounds. */
  puttyRate: lengthField().default(0.75),
  /** Revision 1 put emulsion coats here; still read from sheets saved then, no longer used. */
  coats: countField().optional(),
}).transform(({ coats: _finishCoats, ...input }) => input);
export type SkimmingInput = z.output<typeof SkimmingInputSchema>;

export interface SkimmingItems {
  readonly putty: TradeItem;
  /** The primer/sealer coat: alkali primer inside, binder outside. */
  readonly primer: TradeItem;
  readonly sandpaper: TradeItem;
  /** Inside only. */
  readonly scraper?: TradeItem;
}

export function addSkimming(
  sheet: TakeoffSheet,
  workItem: WorkItemDefinition,
  items: SkimmingItems,
  input: SkimmingInput,
  primerCover: { readonly name: string; readonly squareMetresPerLitre: number },
): void {
  const { area, puttyRate } = input;
  const a = figure(area);
  sheet.measure(workItem, area, `area ${a}`);
  sheet.add(items.putty, puttyRate * area, `putty = ${figure(puttyRate)} kg/m² × ${a}`);
  sheet.add(
    items.primer,
    area / primerCover.squareMetresPerLitre,
    `${primerCover.name} (one coat) = ${a}/${primerCover.squareMetresPerLitre}`,
  );
  sheet.add(items.sandpaper, area / 20, `sandpaper = ${a}/20`);
  if (items.scraper) sheet.add(items.scraper, ceilTolerant(area / 200), `scrapers = ceil(${a}/200)`);
}

export type SkimmingRawInput = z.input<typeof SkimmingInputSchema>;
