import { blockFor, blockworkRates, type BlockSize, type BlockThicknessMm } from './blockwork';
import type { TakeoffConstants } from './constants';
import { figure, quantity } from './format';
import type { TakeoffSheet } from './takeoff-sheet';
import type { TradeItem } from './trade-items';
import { addMortar } from './wet-mixes';

export interface BlockworkItems {
  readonly block: TradeItem;
  readonly cement: TradeItem;
  readonly sand: TradeItem;
}

/**
 * Blocks and mortar of a wall area (docs/takeoff.md §1 blockwork), with derivations; shared by
 * foundation walling, walling and the septic tank.
 */
export function addBlockwork(
  sheet: TakeoffSheet,
  items: BlockworkItems,
  wall: {
    readonly area: number;
    readonly working: string;
    /** Which block the wall's thickness chose, written first on the block line. */
    readonly blockChoice?: string;
  },
  block: BlockSize,
  mortarMix: string,
  constants: TakeoffConstants,
  label?: string,
): void {
  if (!(wall.area > 0)) return;
  const rates = blockworkRates(block, constants);
  const context = `${wall.working} = ${quantity(wall.area, 'm2')}`;
  const area = figure(wall.area);
  const nb = figure(rates.blocksPerSquareMetre);
  sheet.add(
    items.block,
    wall.area * rates.blocksPerSquareMetre,
    `${wall.blockChoice ? `${wall.blockChoice}; ` : ''}${context}; nb = 1/((${figure(block.length)} + ${figure(constants.JOINT)}) × (${figure(block.height)} + ${figure(constants.JOINT)})) = ${nb}/m²; blocks = ${area} × ${nb}`,
    label,
  );
  addMortar(
    sheet,
    { cement: items.cement, sand: items.sand },
    {
      value: wall.area * rates.mortarPerSquareMetre,
      working: `${context}; mortar V = ${area} × ${figure(block.thickness)} × (1 − ${nb} × ${figure(block.length)} × ${figure(block.height)})`,
    },
    mortarMix,
    constants,
    label,
  );
}

/**
 * The item of the block a wall `thickness` m thick is built of (`blockFor`), among a trade's block
 * items keyed by thickness in mm, and the note the block line starts with: "a 0.2 m wall takes the
 * 200 mm block (WAL-BLOCK-200)".
 */
export function blockItemFor(
  blocks: Readonly<Record<BlockThicknessMm, TradeItem>>,
  thickness: number,
): { readonly item: TradeItem; readonly blockChoice: string } {
  const millimetres = blockFor(thickness);
  const item = blocks[millimetres];
  return {
    item,
    blockChoice: `a ${figure(thickness)} m wall takes the ${millimetres} mm block (${item.code})`,
  };
}
