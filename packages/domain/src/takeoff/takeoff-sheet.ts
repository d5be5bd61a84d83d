import { figure, percent, quantity, quantityFigure } from './format';
import type { TakeoffLine } from './takeoff-line';
import type { TradeItem, TradeItems } from './trade-items';
import type { WastageTable } from './wastage';

/** Below this a base quantity is float noise (e.g. a wall exactly filled by its openings), not material. */
const NOISE = 1e-9;

interface Part {
  readonly label: string | undefined;
  readonly quantity: number;
  readonly working: string;
}

/**
 * Collects the base quantities of one calculation. Several parts may feed one item (walling's
 * cement comes from the mortar and from the ring beam): they are summed exactly, the derivation
 * shows each, and wastage is applied once to the sum, by the item's class.
 */
export class TakeoffSheet {
  private readonly parts = new Map<string, { item: TradeItem; parts: Part[] }>();

  constructor(
    private readonly items: TradeItems,
    private readonly wastage: WastageTable,
  ) {}

  /**
   * Adds `quantity` (before wastage) to `item`. `working` is the formula with its numbers, without
   * the result: the sheet appends `= quantity unit`. Zero adds nothing, and a line whose sum is
   * zero (or float noise) is omitted.
   */
  add(item: TradeItem, value: number, working: string, label?: string): void {
    if (!(value > 0)) return;
    const entry = this.parts.get(item.code) ?? { item, parts: [] };
    entry.parts.push({ label, quantity: value, working });
    this.parts.set(item.code, entry);
  }

  lines(): TakeoffLine[] {
    return [...this.parts.values()]
      .filter(({ parts }) => parts.reduce((sum, part) => sum + part.quantity, 0) > NOISE)
      .sort((left, right) => this.items.rank(left.item.code) - this.items.rank(right.item.code))
      .map(({ item, parts }) => this.line(item, parts));
  }

  private line(item: TradeItem, parts: readonly Part[]): TakeoffLine {
    const unit = item.baseUnit;
    const net = parts.reduce((sum, part) => sum + part.quantity, 0);
    let derivation: string;
    if (parts.length === 1 && parts[0]) {
      derivation = `${parts[0].working} = ${quantity(net, unit)}`;
    } else {
      const shown = parts.map(
        (part) => `${part.label ?? 'part'}: ${part.working} = ${quantity(part.quantity, unit)}`,
      );
      const sum = parts.map((part) => quantityFigure(part.quantity, unit)).join(' + ');
      derivation = `${shown.join(' | ')} | total = ${sum} = ${quantity(net, unit)}`;
    }
    const wastage = item.wastageClass === null ? 0 : this.wastage[item.wastageClass];
    const baseQuantity = net * (1 + wastage);
    if (wastage > 0) {
      derivation += `; with ${percent(wastage)} ${item.wastageClass} wastage: ${quantityFigure(net, unit)} × ${figure(1 + wastage, 6)} = ${quantity(baseQuantity, unit)}`;
    }
    return { code: item.code, baseQuantity, baseUnit: unit, derivation };
  }
}
