import { z } from 'zod';

/** Limits shared by the supply contracts, the forms and the CSV import. */
export const SUPPLY_LIMITS = {
  textMax: 150,
  placeMax: 100,
  servicesMax: 500,
  deliveryRangeMax: 200,
  /** Whole TZS; anything larger is a typing mistake. */
  moneyMax: 1_000_000_000,
  /** Units of one offer or order. */
  quantityMax: 1_000_000,
  pricesPerProvider: 500,
  phoneMin: 7,
  phoneMax: 20,
} as const;

export const requiredText = (field: string, max: number = SUPPLY_LIMITS.textMax) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

/** Text that may be empty (the field is still sent). */
export const optionalText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` });

/** A catalogue `material` key (the shopping-list key), e.g. `cement-50kg`. */
export const MaterialKeySchema = z
  .string({ message: 'material is required' })
  .trim()
  .min(1, { message: 'material is required' })
  .max(100, { message: 'material must be at most 100 characters' })
  .regex(/^[a-z0-9][a-z0-9._-]*$/, {
    message: 'material must be a catalogue material key like cement-50kg',
  });

/** Whole TZS, 0 or more. */
export const moneySchema = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int({ message: `${field} must be whole TZS` })
    .nonnegative({ message: `${field} must be 0 or more` })
    .max(SUPPLY_LIMITS.moneyMax, { message: `${field} is unreasonably large` });

/** Whole units, 1 or more. */
export const quantitySchema = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int({ message: `${field} must be a whole number` })
    .min(1, { message: `${field} must be at least 1` })
    .max(SUPPLY_LIMITS.quantityMax, { message: `${field} is unreasonably large` });

/** A calendar day `YYYY-MM-DD`. */
export const daySchema = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .pipe(z.iso.date({ message: `${field} must be a date like 2026-07-01` }));

/**
 * A phone number kept as text: leading zeros and a leading `+` matter (the original stored
 * numbers and lost them). Spaces and dashes are allowed as typed; at least 7 digits.
 */
export const phoneSchema = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .regex(/^\+?[0-9][0-9 -]*[0-9]$/, {
      message: `${field} must be digits, optionally starting with +`,
    })
    .refine((value) => value.replace(/\D/g, '').length >= SUPPLY_LIMITS.phoneMin, {
      message: `${field} must have at least ${SUPPLY_LIMITS.phoneMin} digits`,
    })
    .refine((value) => value.length <= SUPPLY_LIMITS.phoneMax, {
      message: `${field} must be at most ${SUPPLY_LIMITS.phoneMax} characters`,
    });

export const RecordTimesShape = {
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** What `DELETE` of a material, supplier or offer answers. */
export const SupplyDeletedSchema = z.object({ id: z.string(), message: z.string() });
export type SupplyDeleted = z.infer<typeof SupplyDeletedSchema>;
