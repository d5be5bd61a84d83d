import { z } from 'zod';
import { DEFAULT_WASTAGE, WASTAGE_CLASSES, type WastageClass, type WastageTable } from './wastage';

/**
 * Take-off constants (docs/takeoff.md §1). These are only defaults: BOQ staff override them per
 * sheet, so every calculator takes them through `TakeoffOptions`.
 */
export interface TakeoffConstants {
  /** m³ of dry materials per m³ of wet concrete. */
  readonly DRY_CONCRETE: number;
  /** m³ of dry materials per m³ of wet mortar. */
  readonly DRY_MORTAR: number;
  /** m³ of dry materials per m³ of wet plaster, wastage included (docs/takeoff.md §4.2). */
  readonly DRY_PLASTER: number;
  /** kg of cement per m³. */
  readonly CEMENT_DENSITY: number;
  /** Allowance for laps on longitudinal bars, as a fraction of their length. */
  readonly LAP: number;
  /** m added to each link (stirrup) for its two hooks. */
  readonly HOOKS: number;
  /** m of concrete cover in footings. */
  readonly COVER_FOUNDATION: number;
  /** m of concrete cover in beams and columns. */
  readonly COVER_MEMBER: number;
  /** m of mortar joint in blockwork. */
  readonly JOINT: number;
  /** m per foot; only shown in derivations, since timber sold by the foot keeps metres as base unit. */
  readonly FT: number;
}

export const DEFAULT_CONSTANTS: TakeoffConstants = {
  DRY_CONCRETE: 1.54,
  DRY_MORTAR: 1.33,
  DRY_PLASTER: 1.55,
  CEMENT_DENSITY: 1440,
  LAP: 0.1,
  HOOKS: 0.2,
  COVER_FOUNDATION: 0.05,
  COVER_MEMBER: 0.025,
  JOINT: 0.01,
  FT: 0.3048,
};

export const CONSTANT_NAMES = Object.keys(DEFAULT_CONSTANTS) as readonly (keyof TakeoffConstants)[];

/** Overrides of the defaults; anything left out keeps its default. */
export interface TakeoffOptions {
  readonly constants?: Partial<TakeoffConstants>;
  /** Wastage fractions by material class (0.025 = 2.5 %). */
  readonly wastage?: Partial<Record<WastageClass, number>>;
}

/** Options with every value filled in: what calculators read. */
export interface ResolvedTakeoffOptions {
  readonly constants: TakeoffConstants;
  readonly wastage: WastageTable;
}

export function resolveTakeoffOptions(options: TakeoffOptions = {}): ResolvedTakeoffOptions {
  return {
    constants: { ...DEFAULT_CONSTANTS, ...definedOnly(options.constants) },
    wastage: { ...DEFAULT_WASTAGE, ...definedOnly(options.wastage) },
  };
}

/** `{ LAP: undefined }` must not erase a default. */
function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  if (!values) return {};
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const positive = (name: string) =>
  z
    .number({ error: `${name} must be a finite number` })
    .positive({ error: `${name} must be greater than 0` });
const nonNegative = (name: string) =>
  z.number({ error: `${name} must be a finite number` }).min(0, { error: `${name} must be 0 or more` });

/** Validates a sheet's overrides as they come over the wire. */
export const TakeoffOptionsSchema = z.strictObject({
  constants: z
    .strictObject({
      DRY_CONCRETE: positive('DRY_CONCRETE').optional(),
      DRY_MORTAR: positive('DRY_MORTAR').optional(),
      DRY_PLASTER: positive('DRY_PLASTER').optional(),
      CEMENT_DENSITY: positive('CEMENT_DENSITY').optional(),
      LAP: nonNegative('LAP').optional(),
      HOOKS: nonNegative('HOOKS').optional(),
      COVER_FOUNDATION: nonNegative('COVER_FOUNDATION').optional(),
      COVER_MEMBER: nonNegative('COVER_MEMBER').optional(),
      JOINT: nonNegative('JOINT').optional(),
      FT: positive('FT').optional(),
    })
    .optional(),
  wastage: z
    .strictObject(
      Object.fromEntries(
        WASTAGE_CLASSES.map((wastageClass) => [
          wastageClass,
          nonNegative(`wastage.${wastageClass}`)
            .max(1, { error: `wastage.${wastageClass} must be a fraction of at most 1 (1 = 100 %)` })
            .optional(),
        ]),
      ) as Record<WastageClass, z.ZodOptional<z.ZodNumber>>,
    )
    .optional(),
}) satisfies z.ZodType<TakeoffOptions>;
