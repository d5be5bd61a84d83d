import type { TakeoffConstants } from './constants';
import { figure, quantity, quantityFigure } from './format';
import { concreteMaterials, mortarMaterials, parseConcreteMix, parseMortarMix } from './mix';
import type { TakeoffSheet } from './takeoff-sheet';
import type { TradeItem } from './trade-items';

/**
 * Puts the dry materials of a wet volume on a sheet with their derivations. Shared by every trade
 * that pours concrete or lays mortar, so the formula is written (and checked) once.
 */

export interface WetVolume {
  readonly value: number;
  /** e.g. `V = 40 × 0.05`: the sheet shows `= 2.0000 m³` after it. */
  readonly working: string;
}

export interface ConcreteItems {
  readonly cement: TradeItem;
  readonly sand: TradeItem;
  readonly aggregate: TradeItem;
}

export interface MortarItems {
  readonly cement: TradeItem;
  readonly sand: TradeItem;
}

export function addConcrete(
  sheet: TakeoffSheet,
  items: ConcreteItems,
  volume: WetVolume,
  mixText: string,
  constants: TakeoffConstants,
  label?: string,
): void {
  if (!(volume.value > 0)) return;
  const mix = parseConcreteMix(mixText);
  const materials = concreteMaterials(volume.value, mix, constants);
  const total = figure(mix.cement + mix.sand + mix.aggregate);
  const context = `${volume.working} = ${quantity(volume.value, 'm3')} of ${mixText} concrete`;
  const dry = `${quantityFigure(volume.value, 'm3')} × ${figure(constants.DRY_CONCRETE)}`;
  sheet.add(
    items.cement,
    materials.cementKg,
    `${context}; cement = ${dry} × ${figure(mix.cement)}/${total} × ${figure(constants.CEMENT_DENSITY)}`,
    label,
  );
  sheet.add(items.sand, materials.sandM3, `${context}; sand = ${dry} × ${figure(mix.sand)}/${total}`, label);
  sheet.add(
    items.aggregate,
    materials.aggregateM3,
    `${context}; aggregate = ${dry} × ${figure(mix.aggregate)}/${total}`,
    label,
  );
}

export function addMortar(
  sheet: TakeoffSheet,
  items: MortarItems,
  volume: WetVolume,
  mixText: string,
  constants: TakeoffConstants,
  label?: string,
  /** Plaster (§4.2): DRY_PLASTER, which already allows for wastage, instead of DRY_MORTAR. */
  kind: 'mortar' | 'plaster' = 'mortar',
): void {
  if (!(volume.value > 0)) return;
  const mix = parseMortarMix(mixText);
  const plaster = kind === 'plaster';
  const dryFactor = plaster ? constants.DRY_PLASTER : constants.DRY_MORTAR;
  const materials = mortarMaterials(volume.value, mix, { ...constants, DRY_MORTAR: dryFactor });
  const total = figure(mix.cement + mix.sand);
  const context = `${volume.working} = ${quantity(volume.value, 'm3')} of ${mixText} ${kind}`;
  const dry = `${quantityFigure(volume.value, 'm3')} × ${figure(dryFactor)}${plaster ? ' (incl. wastage)' : ''}`;
  const options = { wastageIncluded: plaster };
  sheet.add(
    items.cement,
    materials.cementKg,
    `${context}; cement = ${dry} × ${figure(mix.cement)}/${total} × ${figure(constants.CEMENT_DENSITY)}`,
    label,
    options,
  );
  sheet.add(
    items.sand,
    materials.sandM3,
    `${context}; sand = ${dry} × ${figure(mix.sand)}/${total}`,
    label,
    options,
  );
}
