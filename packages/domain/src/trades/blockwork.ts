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
