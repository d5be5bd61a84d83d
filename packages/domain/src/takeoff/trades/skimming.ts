import { countField, inputObject, lengthField } from '../fields';
import { figure } from '../format';
import type { TakeoffSheet } from '../takeoff-sheet';
import type { TradeItem } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';

/** Skimming inside and outside take the same inputs (docs/takeoff.md §2). */
export const SkimmingInputSchema = inputObject({
  area: lengthField().default(0),
  coats: countField().default(2),
});

export interface SkimmingItems {
  readonly putty: TradeItem;
  readonly binder: TradeItem;
  readonly emulsion: TradeItem;
  readonly sandpaper: TradeItem;
  /** Inside only. */
  readonly alkali?: TradeItem;
  /** Inside only. */
  readonly scraper?: TradeItem;
}

export function addSkimming(
  sheet: TakeoffSheet,
  items: SkimmingItems,
  input: { area: number; coats: number },
): void {
  const { area, coats } = input;
  const a = figure(area);
  sheet.add(items.putty, 2.0 * area, `putty = 2.0 × ${a}`);
  if (items.alkali) sheet.add(items.alkali, area / 10, `alkali primer = ${a}/10`);
  sheet.add(items.binder, area / 12, `binder = ${a}/12`);
  sheet.add(items.emulsion, (area * coats) / 10, `emulsion = ${a} × ${coats} coats/10`);
  sheet.add(items.sandpaper, area / 20, `sandpaper = ${a}/20`);
  if (items.scraper) sheet.add(items.scraper, ceilTolerant(area / 200), `scrapers = ceil(${a}/200)`);
}
