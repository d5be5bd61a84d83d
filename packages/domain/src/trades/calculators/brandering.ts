import type { TakeoffConstants } from '../constants';
import { figure, quantity } from '../format';
import type { TakeoffSheet } from '../takeoff-sheet';
import type { TradeItem } from '../trade-items';
import type { WorkItemDefinition } from '../work-items';

/**
 * Brandering battens under an area, shared by the eaves (outside) and the ceiling (inside):
 * battens m = area·(1/spacing + 1/crossSpacing); nails kg = 0.01·battens; treatment L = battens/20
 * (the last two are rules of thumb).
 */
export function addBrandering(
  sheet: TakeoffSheet,
  items: { readonly battens: TradeItem; readonly nails: TradeItem; readonly treatment: TradeItem },
  area: { readonly value: number; readonly working: string },
  spacing: { readonly spacing: number; readonly crossSpacing: number },
  constants: TakeoffConstants,
  workItem: WorkItemDefinition,
): void {
  if (!(area.value > 0)) return;
  sheet.measure(workItem, area.value, `${area.working} = ${quantity(area.value, 'm2')}`);
  const battens = area.value * (1 / spacing.spacing + 1 / spacing.crossSpacing);
  const context = `${area.working} = ${quantity(area.value, 'm2')}`;
  const battenText = `battens = ${figure(area.value)} × (1/${figure(spacing.spacing)} + 1/${figure(spacing.crossSpacing)})`;
  sheet.add(
    items.battens,
    battens,
    `${context}; ${battenText} (sold by the foot, 1 ft = ${figure(constants.FT)} m)`,
  );
  const battensText = `${battenText} = ${quantity(battens, 'm')}`;
  sheet.add(items.nails, 0.01 * battens, `${context}; ${battensText}; nails = 0.01 × ${figure(battens)}`);
  sheet.add(items.treatment, battens / 20, `${context}; ${battensText}; treatment = ${figure(battens)}/20`);
}
