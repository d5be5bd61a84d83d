import { z } from 'zod';
import { lineAmount } from '../pricing/price-lines';
import type { BoqRevision } from './boq-revisions.contract';

/**
 * Live rates against an issued revision (docs/product.md §4): a revision is frozen, so when the catalogue's
 * rates move afterwards the surveyor and the client are told how many billed lines it touches and
 * by how much, and that only a new revision would re-price them.
 */

/** One material whose rate moved since the revision was issued. */
export const MovedMaterialSchema = z.object({
  material: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  unit: z.string(),
  issuedRate: z.number(),
  liveRate: z.number(),
  /** The revision's billed lines of this material. */
  lines: z.number().int(),
});
export type MovedMaterial = z.infer<typeof MovedMaterialSchema>;

/** `GET …/boq/issues/:revision/live-rates`. */
export const LiveRateChangesSchema = z.object({
  revision: z.number().int(),
  /** Billed lines whose catalogue rate is no longer the issued one. */
  lines: z.number().int(),
  /**
   * Σ (printed quantity × live rate, rounded) − issued amount over those lines, whole TZS: what
   * the priced lines would change by, before labour, contingency and VAT.
   */
  difference: z.number(),
  materials: z.array(MovedMaterialSchema),
});
export type LiveRateChanges = z.infer<typeof LiveRateChangesSchema>;

/**
 * Compares each billed line of a revision with its item's live rate (`liveRate(code)`; undefined
 * for an item since withdrawn, which no new revision would price either, so it is not counted).
 */
export function liveRateChanges(
  revision: Pick<BoqRevision, 'revision' | 'sheets'>,
  liveRate: (code: string) => number | undefined,
): LiveRateChanges {
  let lines = 0;
  let difference = 0;
  const materials = new Map<string, MovedMaterial>();
  for (const sheet of revision.sheets) {
    for (const line of sheet.lines) {
      if (line.quantity <= 0) continue;
      const live = liveRate(line.code);
      if (live === undefined || live === line.rate) continue;
      lines += 1;
      difference += lineAmount(line.quantity, live) - line.amount;
      const key = `${line.material}\u0000${line.rate}`;
      const moved = materials.get(key);
      if (moved) {
        materials.set(key, { ...moved, lines: moved.lines + 1 });
      } else {
        materials.set(key, {
          material: line.material,
          description: line.description,
          ...(line.descriptionSw === undefined ? {} : { descriptionSw: line.descriptionSw }),
          unit: line.unit,
          issuedRate: line.rate,
          liveRate: live,
          lines: 1,
        });
      }
    }
  }
  return { revision: revision.revision, lines, difference, materials: [...materials.values()] };
}
