import type { SupplierBasket, SupplierShoppingItem, SupplierShoppingList } from './cheapest.contract';
import { rankQuotesByMaterial, type QuoteWithoutAge } from './cheapest-supplier';

export interface BasketRequestItem {
  readonly material: string;
  /** Whole units to buy. */
  readonly quantity: number;
}

/**
 * Prices each material of a shopping list at its cheapest registered supplier and splits the
 * list into one basket per supplier. A material listed twice is bought once (quantities add).
 * `quotes` are the registered suppliers' prices, already narrowed to a region when one is asked.
 */
export function splitBasketBySupplier(
  items: readonly BasketRequestItem[],
  quotes: readonly QuoteWithoutAge[],
  today: string,
  region: string | null = null,
): SupplierShoppingList {
  const ranked = rankQuotesByMaterial(quotes, today);
  const quantities = new Map<string, number>();
  for (const item of items)
    quantities.set(item.material, (quantities.get(item.material) ?? 0) + item.quantity);

  const baskets = new Map<string, SupplierBasket>();
  const unpriced: string[] = [];
  const priced = [...quantities].map(([material, quantity]): SupplierShoppingItem => {
    const options = ranked.get(material) ?? [];
    const cheapest = options[0];
    if (!cheapest) {
      unpriced.push(material);
      return { material, quantity, cheapest: null, amount: null, supplierCount: 0 };
    }
    const amount = quantity * cheapest.price;
    const basket = baskets.get(cheapest.providerId) ?? {
      providerId: cheapest.providerId,
      providerName: cheapest.providerName,
      region: cheapest.region,
      phone: cheapest.phone,
      lines: [],
      total: 0,
    };
    basket.lines.push({
      material,
      quantity,
      price: cheapest.price,
      amount,
      quotedAt: cheapest.quotedAt,
      ageDays: cheapest.ageDays,
    });
    basket.total += amount;
    baskets.set(cheapest.providerId, basket);
    return { material, quantity, cheapest, amount, supplierCount: options.length };
  });

  const sortedBaskets = [...baskets.values()].sort(
    (a, b) => b.total - a.total || a.providerName.localeCompare(b.providerName),
  );
  return {
    region,
    items: priced,
    baskets: sortedBaskets,
    pricedTotal: sortedBaskets.reduce((sum, basket) => sum + basket.total, 0),
    unpriced,
  };
}
