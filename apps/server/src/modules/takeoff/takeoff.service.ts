import {
  formatInputError,
  HouseModelInputSchema,
  PricingPercentagesSchema,
  isTradeId,
  MissingCatalogueCodesError,
  missingCatalogueCodes,
  priceHouse,
  runTakeoff,
  type HouseEstimateResponse,
  type TakeoffResponse,
} from '@kadirio/domain';
import { badRequest, notFound } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';

/** Take-off on the server is authoritative: the same calculators as the browser, today's catalogue. */
export function createTakeoffService({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async takeoff(trade: string, input: unknown): Promise<TakeoffResponse> {
      if (!isTradeId(trade)) throw notFound(`No trade called ${trade}`);
      const result = runTakeoff(trade, input);
      if (!result.success) throw badRequest(result.message);
      const items = await catalogue.activeItemsByCode();
      const missing = missingCatalogueCodes(result.lines, items.keys());
      if (missing.length > 0)
        throw badRequest(`The catalogue has no item ${missing.join(', ')} for these inputs`);
      return {
        trade,
        lines: result.lines.map((line) => {
          const item = items.get(line.code)!;
          return {
            code: line.code,
            description: item.description,
            unit: item.unit,
            quantity: line.baseQuantity / item.perUnit,
            baseQuantity: line.baseQuantity,
            baseUnit: line.baseUnit,
            derivation: line.derivation,
          };
        }),
      };
    },

    /** The body is the house model's inputs, with optional `percentages` (labour, contingency, VAT). */
    async priceHouse(body: Record<string, unknown>): Promise<HouseEstimateResponse> {
      const { percentages: rawPercentages, ...rawHouse } = body;
      const house = HouseModelInputSchema.safeParse(rawHouse);
      if (!house.success) throw badRequest(formatInputError(house.error));
      const percentages = PricingPercentagesSchema.safeParse(rawPercentages ?? {});
      if (!percentages.success) throw badRequest(`percentages: ${formatInputError(percentages.error)}`);
      const items = await catalogue.activeItemsByCode();
      try {
        const estimate = priceHouse(house.data, items.values(), percentages.data);
        return {
          house: { ...estimate.house },
          percentages: estimate.percentages,
          trades: estimate.trades.map((trade) => ({ ...trade, lines: [...trade.lines] })),
          summary: {
            ...estimate.summary,
            trades: [...estimate.summary.trades],
            sections: [...estimate.summary.sections],
          },
          shoppingList: {
            total: estimate.shoppingList.total,
            items: estimate.shoppingList.items.map((item) => ({
              ...item,
              codes: [...item.codes],
              trades: [...item.trades],
            })),
          },
        };
      } catch (error) {
        if (error instanceof MissingCatalogueCodesError) {
          throw badRequest(`The catalogue has no item ${error.codes.join(', ')} for this house`);
        }
        throw error;
      }
    },
  };
}

export type TakeoffService = ReturnType<typeof createTakeoffService>;
