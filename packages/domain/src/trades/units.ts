import { z } from 'zod';

/** The units calculators return base quantities in (a catalogue item's `baseUnit`). */
export const BASE_UNITS = ['kg', 'm3', 'm2', 'm', 'L', 'pcs'] as const;
export const BaseUnitSchema = z.enum(BASE_UNITS);
export type BaseUnit = z.infer<typeof BaseUnitSchema>;

/** How a base unit is written in a derivation. */
export const BASE_UNIT_SYMBOLS: Readonly<Record<BaseUnit, string>> = {
  kg: 'kg',
  m3: 'm³',
  m2: 'm²',
  m: 'm',
  L: 'L',
  pcs: 'pcs',
};
