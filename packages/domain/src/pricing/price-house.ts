import { getCalculator, type TradeInputs } from '../takeoff/calculators';
import type { TakeoffOptions } from '../takeoff/constants';
import {
  houseFigures,
  HouseModelInputSchema,
  houseModelToTradeInputs,
  type HouseFigures,
  type HouseModelInput,
  type HouseModelRawInput,
} from '../takeoff/house-model';
import { missingCatalogueCodes, type TakeoffLine } from '../takeoff/takeoff-line';
import { TRADE_IDS, type TradeId } from '../takeoff/trade-list';
import {
  PricingPercentagesSchema,
  type PricingPercentages,
  type PricingPercentagesInput,
} from './percentages';
import { MissingCatalogueCodesError, toPriceBook, type PriceableItem, type PriceBook } from './price-lines';
import { buildShoppingList, type ShoppingList } from './shopping-list';
import { summariseBoq, type BoqSummary } from './summary';
import { priceTrade, type PricedTrade, type TradeTotals } from './trade-totals';

export interface HouseEstimate {
  readonly house: HouseModelInput;
  readonly figures: HouseFigures;
  readonly percentages: PricingPercentages;
  /** Every trade's input, defaults filled: the starting point for refining trade by trade. */
  readonly inputs: TradeInputs;
  /** Every trade in sidebar order, with its priced lines and totals. */
  readonly trades: readonly PricedTrade[];
  readonly summary: BoqSummary;
  readonly shoppingList: ShoppingList;
}

/**
 * Prices the simple house of docs/takeoff.md §3 with the given catalogue rates: the instant estimate
 * (browser) and `POST /api/takeoff/house` (server). Throws the `ZodError` of an invalid house or
 * percentages, and `MissingCatalogueCodesError` when the catalogue lacks an item the house needs.
 */
export function priceHouse(
  houseInput: HouseModelRawInput,
  catalogue: PriceBook | Iterable<PriceableItem>,
  percentagesInput: PricingPercentagesInput = {},
  options?: TakeoffOptions,
): HouseEstimate {
  const house = HouseModelInputSchema.parse(houseInput);
  const percentages = PricingPercentagesSchema.parse(percentagesInput);
  const book = toPriceBook(catalogue);
  const inputs = houseModelToTradeInputs(house);

  const linesByTrade = TRADE_IDS.map((trade) => [trade, calculateTrade(trade, inputs, options)] as const);
  const missing = missingCatalogueCodes(
    linesByTrade.flatMap(([, lines]) => lines),
    book.keys(),
  );
  if (missing.length > 0) throw new MissingCatalogueCodesError(missing);

  const trades = linesByTrade.map(([trade, lines]) =>
    priceTrade(trade, lines, book, percentages.labourPercent),
  );
  const totals: Partial<Record<TradeId, TradeTotals>> = {};
  for (const trade of trades) totals[trade.trade] = trade;
  const figures = houseFigures(house);

  return {
    house,
    figures,
    percentages,
    inputs,
    trades,
    summary: summariseBoq(totals, {
      contingencyPercent: percentages.contingencyPercent,
      vatPercent: percentages.vatPercent,
      plinthArea: figures.area,
    }),
    shoppingList: buildShoppingList(trades),
  };
}

/** `inputs[trade]` was parsed by that trade's schema, so no second parse is needed. */
function calculateTrade(
  trade: TradeId,
  inputs: TradeInputs,
  options: TakeoffOptions | undefined,
): TakeoffLine[] {
  return getCalculator(trade).calculateParsed(inputs[trade], options);
}
