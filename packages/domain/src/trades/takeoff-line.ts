import { z } from 'zod';

/** One base quantity a calculator returns for a catalogue item code. */
export const TakeoffLineSchema = z.object({
  code: z.string(),
  /** In the item's base unit, wastage included, unrounded. */
  baseQuantity: z.number(),
  baseUnit: z.string(),
  /** The formula with the numbers put in, for a surveyor to check by hand. */
  derivation: z.string(),
});
export type TakeoffLine = z.infer<typeof TakeoffLineSchema>;

/**
 * Codes of `lines` the catalogue does not hold (e.g. `STR-Y16` when strip has no Y16 item):
 * the server answers 400 naming them instead of dropping a quantity.
 */
export function missingCatalogueCodes(
  lines: readonly Pick<TakeoffLine, 'code'>[],
  codes: Iterable<string>,
): string[] {
  const known = codes instanceof Set ? (codes as ReadonlySet<string>) : new Set(codes);
  const missing: string[] = [];
  for (const { code } of lines) {
    if (!known.has(code) && !missing.includes(code)) missing.push(code);
  }
  return missing;
}
