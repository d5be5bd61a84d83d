import type { TakeoffConstants } from './constants';

export interface BlockSize {
  /** m */
  readonly length: number;
  /** m */
  readonly height: number;
  /** m, the wall thickness the block makes */
  readonly thickness: number;
}

export interface BlockworkRates {
  readonly blocksPerSquareMetre: number;
  /** m³ of wet mortar per m² of wall */
  readonly mortarPerSquareMetre: number;
}

/**
 * Per m² of wall (docs/takeoff.md §1): nb = 1/((bl+JOINT)(bh+JOINT)); mortar = t·(1 − nb·bl·bh),
 * i.e. the wall's volume less the blocks' own volume.
 */
export function blockworkRates(block: BlockSize, constants: Pick<TakeoffConstants, 'JOINT'>): BlockworkRates {
  const blocksPerSquareMetre = 1 / ((block.length + constants.JOINT) * (block.height + constants.JOINT));
  const mortarPerSquareMetre = Math.max(
    0,
    block.thickness * (1 - blocksPerSquareMetre * block.length * block.height),
  );
  return { blocksPerSquareMetre, mortarPerSquareMetre };
}

/**
 * The block thicknesses the catalogue holds, mm: the 4, 6, 8 and 9 in blocks Tanzanian block
 * makers mould, every one 450 × 230 mm on its face (docs/takeoff.md, blocks by wall thickness).
 */
export const BLOCK_THICKNESSES_MM = [100, 150, 200, 230] as const;
export type BlockThicknessMm = (typeof BLOCK_THICKNESSES_MM)[number];

/**
 * The block a wall `thickness` m thick is built of, mm; shared by walling, foundation walling and
 * the septic tank. A thickness between two takes the nearer, and a tie the thicker (a wall is not
 * built thinner than drawn).
 */
export function blockFor(thickness: number): BlockThicknessMm {
  let best: BlockThicknessMm = BLOCK_THICKNESSES_MM[0];
  for (const millimetres of BLOCK_THICKNESSES_MM) {
    // Millimetre tolerance: 0.125 is a tie between 0.1 and 0.15, whatever the float says.
    if (Math.abs(millimetres / 1000 - thickness) <= Math.abs(best / 1000 - thickness) + 1e-9) {
      best = millimetres;
    }
  }
  return best;
}
