import type { SupplierQuote } from './cheapest.contract';
import { ageInDays } from './quote-age';

export type QuoteWithoutAge = Omit<SupplierQuote, 'ageDays'>;

/**
 * Ranks quotes cheapest first; at equal price the fresher quote wins (a recent price is more
 * likely to hold), then the supplier name, so the order never depends on database order.
 */
export function rankQuotes(quotes: readonly QuoteWithoutAge[], today: string): SupplierQuote[] {
  return quotes
    .map((quote) => ({ ...quote, ageDays: ageInDays(quote.quotedAt, today) }))
    .sort(
      (a, b) =>
        a.price - b.price ||
        a.ageDays - b.ageDays ||
        a.providerName.localeCompare(b.providerName) ||
        a.providerId.localeCompare(b.providerId),
    );
}

/** Quotes grouped by material, each group ranked by `rankQuotes`. */
export function rankQuotesByMaterial(
  quotes: readonly QuoteWithoutAge[],
  today: string,
): Map<string, SupplierQuote[]> {
  const grouped = new Map<string, QuoteWithoutAge[]>();
  for (const quote of quotes) {
    const group = grouped.get(quote.material);
    if (group) group.push(quote);
    else grouped.set(quote.material, [quote]);
  }
  return new Map([...grouped].map(([material, group]) => [material, rankQuotes(group, today)]));
}
