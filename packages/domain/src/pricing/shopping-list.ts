import type { TradeId } from '../trades/trade-list';
import { ceilTolerant } from '../trades/whole-numbers';
import { lineAmount, type PricedLine } from './price-lines';

export interface ShoppingListItem {
  readonly material: string;
  readonly description: string;
  readonly descriptionSw?: string;
  readonly unit: string;
  /** Σ exact BOQ quantities (baseQuantity ÷ perUnit) of every trade, never the printed ones. */
  readonly quantity: number;
  /** `quantity` rounded up to whole BOQ units: what can be bought. */
  readonly purchaseQuantity: number;
  readonly rate: number;
  /** round(purchaseQuantity × rate). */
  readonly amount: number;
  /** The item codes and trades the material comes from. */
  readonly codes: readonly string[];
  readonly trades: readonly TradeId[];
}

export interface ShoppingList {
  readonly items: readonly ShoppingListItem[];
  readonly total: number;
}

interface Tally {
  first: PricedLine;
  quantity: number;
  codes: string[];
  trades: TradeId[];
}

/** A line's exact BOQ quantity: lines print rounded quantities, the shopping list adds exact ones. */
function exactQuantity(line: PricedLine): number {
  return line.baseQuantity / line.perUnit;
}

/**
 * Adds the exact BOQ quantities of all trades by material (the same cement in every trade is one
 * material) and rounds each sum up once to whole bags, trips, pieces — nothing is rounded per
 * trade. A material whose items differ in rate is priced at the rate of its first appearance in
 * sidebar order; items of one material share a unit and perUnit (the seed test checks it).
 */
export function buildShoppingList(
  trades: readonly { readonly trade: TradeId; readonly lines: readonly PricedLine[] }[],
): ShoppingList {
  const tallies = new Map<string, Tally>();
  for (const { trade, lines } of trades) {
    for (const line of lines) {
      const tally = tallies.get(line.material);
      if (!tally) {
        tallies.set(line.material, {
          first: line,
          quantity: exactQuantity(line),
          codes: [line.code],
          trades: [trade],
        });
        continue;
      }
      tally.quantity += exactQuantity(line);
      if (!tally.codes.includes(line.code)) tally.codes.push(line.code);
      if (!tally.trades.includes(trade)) tally.trades.push(trade);
    }
  }

  const items = [...tallies.values()].map(({ first, quantity, codes, trades: from }): ShoppingListItem => {
    // ceilTolerant: 6.0000000001 bags of float noise is 6 bags, not 7.
    const purchaseQuantity = ceilTolerant(quantity);
    return {
      material: first.material,
      description: first.description,
      ...(first.descriptionSw === undefined ? {} : { descriptionSw: first.descriptionSw }),
      unit: first.unit,
      quantity,
      purchaseQuantity,
      rate: first.rate,
      amount: lineAmount(purchaseQuantity, first.rate),
      codes,
      trades: from,
    };
  });
  return { items, total: items.reduce((sum, item) => sum + item.amount, 0) };
}
