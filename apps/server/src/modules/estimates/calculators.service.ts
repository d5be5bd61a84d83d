import {
  derivationInBoqUnit,
  formatInputError,
  HouseModelInputSchema,
  PricingPercentagesSchema,
  isTradeId,
  priceHouse,
  priceLinesLeavingOut,
  runTakeoff,
  type HouseEstimateResponse,
  type TakeoffResponse,
} from '@kadirio/domain';
import { badRequest, notFound } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';

/** Take-off on the server is authoritative: the same calculators as the browser, today's catalogue. */
export function createCalculatorsService({ catalogue }: { catalogue: CatalogueService }) {
  return {
    async takeoff(trade: string, input: unknown): Promise<TakeoffResponse> {
      if (!isTradeId(trade)) throw notFound(`No trade called ${trade}`);
      const result = runTakeoff(trade, input);
      if (!result.success) throw badRequest(result.message);
      // A withdrawn or missing item's line is left out and named, never a 400
      // (docs/takeoff.md, "Revision 2 — pricing").
      const { lines, leftOut } = priceLinesLeavingOut(result.lines, await catalogue.pricingItemsByCode());
      return {
        trade,
        lines: lines.map((line) => ({
          code: line.code,
          description: line.description,
          unit: line.unit,
          quantity: line.baseQuantity / line.perUnit,
          baseQuantity: line.baseQuantity,
          baseUnit: line.baseUnit,
          // Carried on to the BOQ unit the bill prints (docs/takeoff.md, "Derivations end in the BOQ unit").
          derivation: derivationInBoqUnit({ ...line, calculatorBaseQuantity: line.baseQuantity }),
        })),
        leftOut,
      };
    },

    /** The body is the house model's inputs, with optional `percentages` (labour, contingency, VAT). */
    async priceHouse(body: Record<string, unknown>): Promise<HouseEstimateResponse> {
      const { percentages: rawPercentages, ...rawHouse } = body;
      const house = HouseModelInputSchema.safeParse(rawHouse);
      if (!house.success) throw badRequest(formatInputError(house.error));
      const percentages = PricingPercentagesSchema.safeParse(rawPercentages ?? {});
      if (!percentages.success) throw badRequest(`percentages: ${formatInputError(percentages.error)}`);
      const items = await catalogue.pricingItemsByCode();
      const estimate = priceHouse(house.data, items.values(), percentages.data);
      return {
        house: { ...estimate.house },
        percentages: estimate.percentages,
        trades: estimate.trades.map((trade) => ({
          ...trade,
          lines: [...trade.lines],
          leftOut: [...trade.leftOut],
        })),
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
    },
  };
}

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;
