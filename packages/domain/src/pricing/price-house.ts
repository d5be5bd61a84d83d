import { getCalculator, type TradeInputs } from '../trades/calculator-registry';
import type { TakeoffOptions } from '../trades/constants';
import {
  houseFigures,
  HouseModelInputSchema,
  houseModelToTradeInputs,
  type HouseFigures,
  type HouseModelInput,
  type HouseModelRawInput,
} from '../trades/house-model';
import type { TakeoffResult } from '../trades/takeoff-sheet';
import { TRADE_IDS, type TradeId } from '../trades/trade-list';
import {
  PricingPercentagesSchema,
  type PricingPercentages,
  type PricingPercentagesInput,
} from './percentages';
import { toPriceBook, type PriceableItem, type PriceBook } from './price-lines';
import { labourPercentFor } from './labour-kinds';
import { buildShoppingList, type ShoppingList } from './shopping-list';
import { summariseBoq, type BoqSummary } from './summary';
import { priceTrade, type PricedTrade, type TradeTotals } from './trade-totals';
import { boqViews, type BoqViews } from './work-items';

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
  /** The same house as measured work items (docs/takeoff.md §4.4), adding up to the same total. */
  readonly views: BoqViews;
}

/**
 * Prices the simple house of docs/takeoff.md §3 with the given catalogue rates: the instant estimate
 * (browser) and `POST /api/takeoff/house` (server). Throws the `ZodError` of an invalid house or
 * percentages. A line whose item is withdrawn (or missing) is left out, not priced: each trade's
 * `leftOut` says which and why (docs/takeoff.md, "Revision 2 — pricing"), and the rest of the house is still priced.
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

  const takeoffs = TRADE_IDS.map((trade) => [trade, calculateTrade(trade, inputs, options)] as const);
  const trades = takeoffs.map(([trade, { lines }]) =>
    priceTrade(
      trade,
      lines,
      book,
      labourPercentFor(trade, percentages.labourByKind, percentages.labourPercent),
    ),
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
      ratesIncludeVat: percentages.ratesIncludeVat,
      plinthArea: figures.area,
    }),
    shoppingList: buildShoppingList(trades),
    views: boqViews(
      trades.map((trade, index) => ({
        trade: trade.trade,
        lines: trade.lines,
        measured: takeoffs[index]?.[1].workItems ?? [],
        labour: trade.labour,
      })),
    ),
  };
}

/** `inputs[trade]` was parsed by that trade's schema, so no second parse is needed. */
function calculateTrade(
  trade: TradeId,
  inputs: TradeInputs,
  options: TakeoffOptions | undefined,
): TakeoffResult {
  return getCalculator(trade).takeoffParsed(inputs[trade], options);
}
