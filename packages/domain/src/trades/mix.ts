import type { TakeoffConstants } from './constants';
import { parseMixParts } from './fields';

/** Parts of a concrete mix cement:sand:aggregate. */
export interface ConcreteMix {
  readonly cement: number;
  readonly sand: number;
  readonly aggregate: number;
}

/** Parts of a mortar mix cement:sand (docs/takeoff.md writes it 1:n). */
export interface MortarMix {
  readonly cement: number;
  readonly sand: number;
}

/** Inputs were validated by the schema, so a bad mix here is a programming error. */
export function parseConcreteMix(text: string): ConcreteMix {
  const parts = parseMixParts(text);
  const [cement, sand, aggregate] = parts ?? [];
  if (parts?.length !== 3 || cement === undefined || sand === undefined || aggregate === undefined) {
    throw new Error(`not a concrete mix: ${text}`);
  }
  return { cement, sand, aggregate };
}

export function parseMortarMix(text: string): MortarMix {
  const parts = parseMixParts(text);
  const [cement, sand] = parts ?? [];
  if (parts?.length !== 2 || cement === undefined || sand === undefined) {
    throw new Error(`not a mortar mix: ${text}`);
  }
  return { cement, sand };
}

export interface ConcreteMaterials {
  readonly cementKg: number;
  readonly sandM3: number;
  readonly aggregateM3: number;
}

/**
 * Dry materials of a wet volume of concrete (docs/takeoff.md §1): with Σ = c+s+a,
 * cement kg = V·DRY_CONCRETE·c/Σ·CEMENT_DENSITY, sand m³ = V·DRY_CONCRETE·s/Σ, aggregate likewise.
 */
export function concreteMaterials(
  volume: number,
  mix: ConcreteMix,
  constants: Pick<TakeoffConstants, 'DRY_CONCRETE' | 'CEMENT_DENSITY'>,
): ConcreteMaterials {
  const dry = volume * constants.DRY_CONCRETE;
  const total = mix.cement + mix.sand + mix.aggregate;
  return {
    cementKg: ((dry * mix.cement) / total) * constants.CEMENT_DENSITY,
    sandM3: (dry * mix.sand) / total,
    aggregateM3: (dry * mix.aggregate) / total,
  };
}

export interface MortarMaterials {
  readonly cementKg: number;
  readonly sandM3: number;
}

/**
 * Dry materials of a wet volume of mortar 1:n: cement kg = V·DRY_MORTAR/(1+n)·CEMENT_DENSITY,
 * sand m³ = V·DRY_MORTAR·n/(1+n). A cement part other than 1 is honoured the same way (c/(c+n)).
 */
export function mortarMaterials(
  volume: number,
  mix: MortarMix,
  constants: Pick<TakeoffConstants, 'DRY_MORTAR' | 'CEMENT_DENSITY'>,
): MortarMaterials {
  const dry = volume * constants.DRY_MORTAR;
  const total = mix.cement + mix.sand;
  return {
    cementKg: ((dry * mix.cement) / total) * constants.CEMENT_DENSITY,
    sandM3: (dry * mix.sand) / total,
  };
}
